import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Each island's widget, loaded only when a page contains it. */
const widgets = import.meta.glob<{ default: ComponentType<Record<string, unknown>> }>('./*/widget.tsx');

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
      hydrateRoot(element, createElement(Widget, props));
      element.dataset.hydrated = 'true';
    }),
  );
}
