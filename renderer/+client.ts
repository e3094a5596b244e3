/**
 * The only script every page loads: the shell's behaviours, and — only where a page needs them —
 * the search script and the loader that hydrates islands (React arrives in that separate chunk,
 * never on text pages).
 */
import { initShell } from './shell/behaviour.ts';
import { afterFirstPaint, loadDeferredStylesheets } from './shell/deferredStyles.ts';

initShell();
const firstPaint = afterFirstPaint();
const fullStylesheet = firstPaint.then(loadDeferredStylesheets);

const searchForm = document.querySelector<HTMLFormElement>('form[data-search]');
if (searchForm) {
  void import('./search/search.ts').then(({ initSearch }) => initSearch(searchForm));
}

const islands = document.querySelectorAll<HTMLElement>('[data-island]');
if (islands.length > 0) {
  // React and the widgets load after the first paint (see afterFirstPaint), and an island hydrates once the full
  // stylesheet is in: the widgets below the fold and the gallery's lightbox are styled by it alone, so a hydrated
  // island always looks as it will stay.
  const loader = firstPaint.then(() => import('./islands/hydrate.ts'));
  void Promise.all([loader, fullStylesheet]).then(([{ hydrateIslands }]) => hydrateIslands(islands));
}
