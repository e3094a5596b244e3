import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
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

/** How far below the viewport an island starts loading, so it is ready before the visitor reaches it. */
const NEAR_VIEWPORT = '400px 0px';

/**
 * Hydrates each island: data-hydrate="load" at once, "visible" once it comes within NEAR_VIEWPORT of the viewport
 * (below-the-fold widgets then cost nothing until the visitor scrolls towards them).
 */
// Imported dynamically by renderer/+client.ts, which the unused-export check does not follow.
// ts-unused-exports:disable-next-line
export async function hydrateIslands(elements: Iterable<HTMLElement>): Promise<void> {
  const all = [...elements];
  const later = all.filter((element) => element.dataset.hydrate === 'visible');
  if (later.length > 0) {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          void hydrateNow([entry.target as HTMLElement]);
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    later.forEach((element) => observer.observe(element));
  }
  await hydrateNow(all.filter((element) => !later.includes(element)));
}

async function hydrateNow(elements: HTMLElement[]): Promise<void> {
  await Promise.all(
    elements.map(async (element) => {
      const name = element.dataset.island!;
      const load = widgets[`./${name}/widget.tsx`];
      if (!load) {
        console.error(`No island widget named "${name}" (expected renderer/islands/${name}/widget.tsx)`);
        return;
      }
      const { default: Widget } = await load();
      const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
      // As a transition, React hydrates in slices of a few milliseconds and lets the browser answer a tap or a scroll
      // in between, instead of in one long task (the page is already painted; nothing waits for the result).
      startTransition(() => {
        hydrateRoot(element, createElement(MarkHydrated, { element }, createElement(Widget, props)));
      });
    }),
  );
}
