import { afterFirstPaint } from '../shell/afterFirstPaint.ts';
import { holdEarlyInteraction, type EarlyInteraction } from './earlyInteraction.ts';

/** How far below the viewport an island starts loading, so it is ready before the visitor reaches it. */
const NEAR_VIEWPORT = '400px 0px';

/**
 * Brings the page's islands to life. From the start, what a visitor does to an island is held (earlyInteraction.ts) and
 * done again once it has hydrated. React and the widgets load after the first paint: data-hydrate="load" islands at
 * once, "visible" ones once they come within NEAR_VIEWPORT of the viewport (below-the-fold widgets then cost nothing
 * until the visitor scrolls towards them); an island the visitor touches, types into or focuses loads at that moment.
 */
export function startIslands(islands: HTMLElement[]): void {
  const hydrating = new Set<HTMLElement>();
  const early = new Map<HTMLElement, EarlyInteraction>();
  const hydrate = (island: HTMLElement) => {
    if (hydrating.has(island)) return;
    hydrating.add(island);
    void import('./hydrate.ts').then(({ hydrateIsland }) => hydrateIsland(island)).then(() => early.get(island)?.replay());
  };
  for (const island of islands)
    early.set(
      island,
      holdEarlyInteraction(island, () => hydrate(island)),
    );

  // The page's inline CSS already styles every widget on it (common/criticalCss.ts), so a hydrated island looks as it will stay.
  void afterFirstPaint().then(() => {
    const later = islands.filter((island) => island.dataset.hydrate === 'visible');
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          hydrate(entry.target as HTMLElement);
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    later.forEach((island) => observer.observe(island));
    islands.filter((island) => !later.includes(island)).forEach(hydrate);
  });
}
