import type { ComponentType } from 'react';

/**
 * Makes a widget an island: prerendered to HTML inside a marked element, then hydrated in the browser
 * by islands/hydrate.ts from renderer/islands/<name>/widget.tsx. Props must be plain JSON.
 */
export function island<P extends object>(name: string, Widget: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    return (
      <div className="island" data-island={name} data-props={JSON.stringify(props)}>
        <Widget {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
