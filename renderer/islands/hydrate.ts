import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Each island's widget, loaded only when a page contains it. */
const widgets = import.meta.glob<{ default: ComponentType<Record<string, unknown>> }>('./*/widget.tsx');

/**
 * Renders the widget unchanged and marks its element data-hydrated="true" once React has committed the
 * hydration (effects run only then), so tests and scripts never act on a half-hydrated island.
 */
function MarkHydrated({ element, children }: { element: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = 'true';
  }, [element]);
  return children;
}

export async function hydrateIslands(elements: Iterable<HTMLElement>): Promise<void> {
  await Promise.all(
    [...elements].map(async (element) => {
      const name = element.dataset.island!;
      const load = widgets[`./${name}/widget.tsx`];
      if (!load) {
        console.error(`No island widget named "${name}" (expected renderer/islands/${name}/widget.tsx)`);
        return;
      }
      const { default: Widget } = await load();
      const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
      hydrateRoot(element, createElement(MarkHydrated, { element }, createElement(Widget, props)));
    }),
  );
}
