import { basePath } from '../href.ts';
import { afterFirstPaint } from '../shell/afterFirstPaint.ts';
import { SERVICE_WORKER_ROUTE } from '../../common/routes.ts';

const loaded = () =>
  new Promise<unknown>((resolve) => (document.readyState === 'complete' ? resolve(undefined) : addEventListener('load', resolve, { once: true })));

/**
 * Registers the service worker (sw.js, renderer/offline/serviceWorker.ts) once the page has painted and loaded, and
 * `settled` has (the search page's index): neither its script nor the files it precaches share a slow connection with
 * what the page needs. Only the site's pages load this script (the editor at /admin/ has its own). The first page a
 * visitor opens is not yet served by the worker: when the worker takes it over, it is asked to save that page and the
 * hashed files it loaded, as it saves every later page itself.
 */
export function registerServiceWorker(settled?: Promise<unknown>): void {
  if (!('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  if (!workers.controller) {
    workers.addEventListener(
      'controllerchange',
      () => {
        const files = performance.getEntriesByType('resource').map(({ name }) => name);
        const saved = new RegExp(`^${location.origin}${basePath}/(assets|files|data)/`);
        const urlsToCache = [location.href, ...files.filter((url) => saved.test(url))];
        workers.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
      },
      { once: true },
    );
  }
  void Promise.allSettled([afterFirstPaint(), loaded(), settled])
    .then(() => workers.register(`${basePath}${SERVICE_WORKER_ROUTE}`, { scope: `${basePath}/` }))
    .catch(() => undefined); // A browser that refuses (private mode, a blocked worker): the site works as it did.
}
