/**
 * The only script every page loads: the shell's behaviours, and — only where a page needs them —
 * the search script and the loader that hydrates islands (React arrives in that separate chunk,
 * never on text pages).
 */
import { initShell } from './shell/behaviour.ts';
import { afterFirstPaint } from './shell/afterFirstPaint.ts';

initShell();

const searchForm = document.querySelector<HTMLFormElement>('form[data-search]');
if (searchForm) {
  void import('./search/search.ts').then(({ initSearch }) => initSearch(searchForm));
}

const islands = document.querySelectorAll<HTMLElement>('[data-island]');
if (islands.length > 0) {
  // React and the widgets load after the first paint (see afterFirstPaint). The page's inline CSS already styles every
  // widget on it (lib/criticalCss.ts), so a hydrated island looks as it will stay.
  void afterFirstPaint()
    .then(() => import('./islands/hydrate.ts'))
    .then(({ hydrateIslands }) => hydrateIslands(islands));
}
