/**
 * The only script every page loads: the shell's behaviours, and — only where a page has islands —
 * the loader that hydrates them (React arrives in that separate chunk, never on text pages).
 */
import { initShell } from './shell/behaviour.ts';

initShell();

const islands = document.querySelectorAll<HTMLElement>('[data-island]');
if (islands.length > 0) {
  void import('./islands/hydrate.ts').then(({ hydrateIslands }) => hydrateIslands(islands));
}
