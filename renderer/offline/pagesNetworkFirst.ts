/// <reference lib="webworker" />
import { BroadcastCacheUpdate, Strategy, type StrategyHandler, type StrategyOptions } from 'serwist';
import { pageKey } from './pageKey.ts';
import { digestOf, savedCopy, type WhySaved } from './savedPages.ts';

/** The header that carries a page's digest in the comparison of a copy shown with the answer that arrived after it. */
const DIGEST = 'x-page-digest';

interface PagesNetworkFirstOptions extends StrategyOptions {
  /** How long a page's request waits for the network before the saved copy is shown. */
  networkTimeoutSeconds: number;
  /** The copy of a page saved with the worker itself (the precached home page and notices board), if any. */
  precachedCopy: (request: Request) => Promise<Response | undefined>;
}

/**
 * The site's pages: the network first, as Serwist's NetworkFirst, with what a visitor on a slow link needs added.
 *
 * - The copy shown says why: "offline" only when the network failed; after the timeout, that the network is slow.
 * - The network's answer is awaited within the fetch event's lifetime (the strategy's `waitUntil`) even after the saved
 *   copy was shown, so the late answer is saved and the next visit, online or not, has it.
 * - When that late answer differs from the copy shown, Serwist's BroadcastCacheUpdate tells the page (its window is
 *   waited for), which offers the newer version (newerCopy.ts). A page whose network answered in time is told nothing.
 * - A page the visitor asked to see after such a message (SHOW_SAVED_COPY) is answered from the cache at once: it is the
 *   newest, saved seconds ago, and the link is still slow.
 */
export class PagesNetworkFirst extends Strategy {
  private readonly timeoutMs: number;
  private readonly precachedCopy: (request: Request) => Promise<Response | undefined>;
  private readonly update = new BroadcastCacheUpdate({
    headersToCheck: [DIGEST],
    generatePayload: ({ cacheName, request }) => ({ cacheName, updatedURL: pageKey(request.url) }),
  });
  /** The pages whose next request shows the saved copy (the visitor pressed "show it"). */
  private readonly showSavedNext = new Set<string>();

  constructor({ networkTimeoutSeconds, precachedCopy, ...options }: PagesNetworkFirstOptions) {
    super(options);
    this.timeoutMs = networkTimeoutSeconds * 1000;
    this.precachedCopy = precachedCopy;
  }

  /** The visitor asked to see the newer copy of `url` that arrived: its next request is answered from the cache. */
  showSavedCopyNext(url: string): void {
    this.showSavedNext.add(pageKey(url));
  }

  async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    if (this.showSavedNext.delete(pageKey(request.url))) {
      const saved = await handler.cacheMatch(request);
      if (saved) {
        // The browser's own request for the page (navigation preload) is left to finish, unused.
        if (handler.event instanceof FetchEvent) handler.waitUntil(Promise.resolve(handler.event.preloadResponse).catch(() => undefined));
        return saved;
      }
    }
    // The network's answer, saved when it arrives, however late: the event lives until it is (the strategy's waitUntil).
    const fetched = handler.fetch(request).then(
      (response) => ({ response, saved: handler.cachePut(request, response.clone()).catch(() => false) }),
      () => undefined,
    );
    handler.waitUntil(fetched.then((answer) => answer?.saved));
    const network = fetched.then((answer) => answer?.response);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slow = new Promise<'slow'>((resolve) => (timer = setTimeout(() => resolve('slow'), this.timeoutMs)));
    const first = await Promise.race([network, slow]);
    clearTimeout(timer);
    if (first instanceof Response) return first;
    const saved = (await handler.cacheMatch(request)) ?? (await this.precachedCopy(request));
    if (first === undefined || !saved) {
      // Failed, or slow with nothing saved: the network's answer when it comes; without one, the saved copy, offline.
      const late = first === 'slow' ? await network : undefined;
      if (late) return late;
      if (saved) return this.show(saved, 'offline');
      throw new Error(`Neither the network nor a saved copy answered for ${request.url}`);
    }
    handler.waitUntil(this.tellWhenNewer(request, handler, saved.clone(), fetched));
    return this.show(saved, 'slow');
  }

  private show(saved: Response, why: WhySaved): Promise<Response> {
    return savedCopy(saved, why);
  }

  /** Once the late answer has arrived and been saved, tells the page that shows `shown` if it differs. */
  private async tellWhenNewer(
    request: Request,
    handler: StrategyHandler,
    shown: Response,
    fetched: Promise<{ response: Response; saved: Promise<boolean> } | undefined>,
  ) {
    const late = await fetched;
    if (!late?.response.ok || !(await late.saved)) return;
    const withDigest = async (response: Response) => new Response(null, { headers: { [DIGEST]: await digestOf(await response.text()) } });
    await this.update.notifyIfUpdated({
      cacheName: this.cacheName,
      request,
      event: handler.event,
      oldResponse: await withDigest(shown),
      newResponse: await withDigest(late.response.clone()),
    });
  }
}
