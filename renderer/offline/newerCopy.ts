import { LATE_ANSWER, pageKey, SHOW_SAVED_COPY } from './pageKey.ts';
import type { LateAnswer } from './savedPages.ts';

/**
 * On a saved copy the service worker showed because the network was slow (its line at the top, savedPages.ts): once
 * the newest page has arrived, or has failed, the worker says so (pagesNetworkFirst.ts). A newer page turns the line into
 * "A newer version of this page has arrived: show it", kept in view; pressing it asks the worker to answer the page's
 * next request with that copy, then reloads. Otherwise the line says what the worker found (the copy is the newest, the
 * phone is offline, the newest could not be loaded). Listening starts as the page's script runs, before the browser
 * hands the page the worker's messages (after the document is parsed), so none is missed.
 */
export function offerNewerCopy(): void {
  const line = document.querySelector<HTMLElement>('[data-saved-copy="slow"]');
  if (!line || !('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  workers.addEventListener('message', ({ data }: MessageEvent<{ type?: string; url?: string; answer?: LateAnswer; line?: string }>) => {
    if (data?.type !== LATE_ANSWER || data.url !== pageKey(location.href) || line.dataset.savedCopy !== 'slow') return;
    if (data.answer !== 'newer') {
      line.dataset.savedCopy = data.answer;
      line.textContent = data.line ?? '';
      return;
    }
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
