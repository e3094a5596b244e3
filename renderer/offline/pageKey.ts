/**
 * The address a page is saved under, shared by the service worker and the page: without its query or fragment,
 * `index.html` or a last slash (`/notices/` is `/notices`), so that every way of writing a page's address finds its copy.
 */
export function pageKey(address: string): string {
  const url = new URL(address);
  url.search = url.hash = '';
  url.pathname = url.pathname.replace(/\/index\.html$/, '/').replace(/(.)\/$/, '$1');
  return url.href;
}

/** The message a page sends the worker before it reloads to show the newer copy that arrived (newerCopy.ts). */
export const SHOW_SAVED_COPY = 'SHOW_SAVED_COPY';

/** The message the worker sends a copy shown on a slow link once the newest page has arrived, or has not (pagesNetworkFirst.ts). */
export const LATE_ANSWER = 'LATE_ANSWER';
