import { pageKey, SHOW_SAVED_COPY } from './pageKey.ts';

/**
 * On a saved copy the service worker showed because the network was slow (its line at the top, savedPages.ts): when
 * the newer page arrives, the worker says so (Serwist's BroadcastCacheUpdate message, pagesNetworkFirst.ts) and the line
 * becomes "A newer version of this page has arrived: show it", kept in view. Pressing it asks the worker to answer the
 * page's next request with that copy, then reloads. Listening starts as the page's script runs, before the browser
 * hands the page the worker's messages (after the document is parsed), so none is missed.
 */
export function offerNewerCopy(): void {
  const line = document.querySelector<HTMLElement>('[data-saved-copy="slow"]');
  if (!line || !('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  workers.addEventListener('message', ({ data }: MessageEvent<{ type?: string; payload?: { updatedURL?: string } }>) => {
    if (data?.type !== 'CACHE_UPDATED' || data.payload?.updatedURL !== pageKey(location.href) || line.dataset.savedCopy === 'newer') return;
    const show = document.createElement('button');
    show.type = 'button';
    show.textContent = 'show it';
    show.style.cssText =
      'margin-left:0.5rem;padding:0.25rem 0.75rem;font:inherit;color:inherit;background:#fff;border:2px solid currentColor;border-radius:4px;cursor:pointer';
    show.addEventListener('click', () => {
      const answer = new MessageChannel();
      answer.port1.onmessage = () => location.reload();
      if (workers.controller) workers.controller.postMessage({ type: SHOW_SAVED_COPY, url: location.href }, [answer.port2]);
      else location.reload();
    });
    line.dataset.savedCopy = 'newer';
    line.textContent = 'A newer version of this page has arrived: ';
    line.append(show);
    line.style.position = 'sticky';
    line.style.top = '0';
    line.style.zIndex = '10';
  });
  workers.startMessages();
}
