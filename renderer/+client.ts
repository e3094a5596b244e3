/**
 * The only script every page loads: the shell's behaviours, on a saved copy shown because the link is slow the offer of
 * the newer page once it arrives, the service worker's registration (after the first paint
 * and the load; on the search page, after Pagefind's files too), Pagefind's files asked for early (on the search page as it loads, elsewhere when the header's search
 * link is focused), and — only where a page needs them — the search script and the islands (React arrives in a
 * separate chunk, never on text pages).
 */
import { initShell } from './shell/behaviour.ts';
import { afterFirstPaint } from './shell/afterFirstPaint.ts';
import { startIslands } from './islands/start.ts';
import { registerServiceWorker } from './offline/register.ts';
import { offerNewerCopy } from './offline/newerCopy.ts';
import { prefetchSearch, preloadSearch } from './search/warm.ts';

initShell();
offerNewerCopy();

const searchForm = document.querySelector<HTMLFormElement>('form[data-search]');
if (searchForm) {
  void afterFirstPaint().then(preloadSearch);
  registerServiceWorker(import('./search/search.ts').then(({ initSearch }) => initSearch(searchForm)));
} else {
  registerServiceWorker();
  const searchLink = document.querySelector('.header-search');
  for (const event of ['focus', 'pointerenter']) searchLink?.addEventListener(event, prefetchSearch, { once: true });
}

const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
if (islands.length > 0) startIslands(islands);
