import type { ComponentType } from 'react';

/** When an island hydrates: at once, or when it comes near the viewport (its code loads only then). */
type Hydrate = 'load' | 'visible';

/**
 * Makes a widget an island: prerendered to HTML inside a marked element, then hydrated in the browser
 * by islands/hydrate.ts from renderer/islands/<name>/widget.tsx. Props must be plain JSON.
 */
export function island<P extends object>(name: string, Widget: ComponentType<P>, { hydrate = 'load' }: { hydrate?: Hydrate } = {}): ComponentType<P> {
  function Island(props: P) {
    return (
      <div className="island" data-island={name} data-hydrate={hydrate} data-props={JSON.stringify(props)}>
        <Widget {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
