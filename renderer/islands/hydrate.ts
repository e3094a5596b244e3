import { createElement, startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Each island's widget, loaded only when a page contains it. */
const widgets = import.meta.glob<{ default: ComponentType<Record<string, unknown>> }>('./*/widget.tsx');

/**
 * Renders the widget unchanged and calls onSettled once React has committed the hydration and what the widget's own
 * first effects set: a widget takes over there what the visitor typed before it hydrated, and this component's update
 * is made in the same flush of effects, so React commits them in one render (it batches the updates of one flush).
 */
function Settled({ onSettled, children }: { onSettled: () => void; children?: ReactNode }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => setSettled(true), []);
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  return children;
}

/**
 * Hydrates one island from renderer/islands/<name>/widget.tsx; resolves once it has settled, when its element is marked
 * data-hydrated="true" (so tests and scripts can tell a half-hydrated island from a live one).
 */
// Imported dynamically by renderer/islands/start.ts, which the unused-export check does not follow.
// ts-unused-exports:disable-next-line
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island!;
  const load = widgets[`./${name}/widget.tsx`];
  if (!load) {
    console.error(`No island widget named "${name}" (expected renderer/islands/${name}/widget.tsx)`);
    return;
  }
  const { default: Widget } = await load();
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  await new Promise<void>((settled) => {
    // As a transition, React hydrates in slices of a few milliseconds and lets the browser answer a tap or a scroll in
    // between, instead of in one long task (the page is already painted; nothing waits for the result).
    startTransition(() => {
      hydrateRoot(element, createElement(Settled, { onSettled: settled }, createElement(Widget, props)));
    });
  });
  element.dataset.hydrated = 'true';
}
