/**
 * A page asked for from the network once, as every engine needs it asked (the pages' strategy, pagesNetworkFirst.ts,
 * races it against the slow link's limit and saves it whenever it comes). Plain functions, without the worker, so that
 * a unit test runs them alone.
 */

/**
 * The network's answer to a page's request, or undefined when the network failed, from one request: the worker's own,
 * made with `fetchPage` (the strategy's, which runs its plugins).
 *
 * - The worker's own request, not the browser's navigation preload, which the worker turns off (serviceWorker.ts).
 *   WebKit forgets a navigation's preload once its fetch event is answered with something else, as the saved copy is
 *   on a slow link: its `preloadResponse` never settles, and the newer page never came. The worker asked again, and
 *   two requests then shared the slow link in every engine. The worker's own request goes on in every engine after
 *   the event is answered, while the event is kept open (`waitUntil`).
 * - The request as the browser made it, its redirect mode included: a redirect goes back to the browser to follow, as
 *   a navigation's must (an answer that followed a redirect itself is refused for a navigation).
 * - A network error is a failure however it comes: a rejection, or a response of type "error", as Firefox gives a
 *   navigation's failed preload.
 */
export async function pageFromNetwork(request: Request, fetchPage: (request: Request) => Promise<Response>): Promise<Response | undefined> {
  try {
    const response = await fetchPage(request);
    return response.type === 'error' ? undefined : response;
  } catch {
    return undefined;
  }
}

/** What `withinLimit` answers when the limit passed first. */
export const SLOW = 'slow';

/** What `answer` settled with, if it did within `ms`; otherwise SLOW, the answer going on unheeded by this. */
export async function withinLimit<T>(answer: Promise<T>, ms: number): Promise<T | typeof SLOW> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<typeof SLOW>((resolve) => (timer = setTimeout(() => resolve(SLOW), ms)));
  try {
    return await Promise.race([answer, limit]);
  } finally {
    clearTimeout(timer);
  }
}
