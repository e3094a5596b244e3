/**
 * The only script every page loads: the shell's behaviours, and — only where a page needs them —
 * the search script and the islands (React arrives in a separate chunk, never on text pages).
 */
import { initShell } from './shell/behaviour.ts';
import { startIslands } from './islands/start.ts';

initShell();

const searchForm = document.querySelector<HTMLFormElement>('form[data-search]');
if (searchForm) {
  void import('./search/search.ts').then(({ initSearch }) => initSearch(searchForm));
}

const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
if (islands.length > 0) startIslands(islands);
