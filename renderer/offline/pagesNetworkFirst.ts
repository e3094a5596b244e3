/// <reference lib="webworker" />
import { Strategy, type StrategyHandler, type StrategyOptions } from 'serwist';
import { LATE_ANSWER, pageKey } from './pageKey.ts';
import { lateLine, savedCopy, type LateAnswer, type WhySaved } from './savedPages.ts';

declare const self: ServiceWorkerGlobalScope;

/** How long the worker looks for the window a saved copy was shown in: created once the copy is, a moment after. */
const WINDOW_WAIT_MS = 3_500;

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
 * - Once the late answer has come, or has failed, the page that shows the copy is told (newerCopy.ts): it offers the
 *   newer version, or says the copy is the newest, or that the phone is offline, or that the newest could not be loaded.
 *   A page whose network answered in time is told nothing. (Serwist's BroadcastCacheUpdate says only "newer", and its
 *   wait for a navigation's window is not exported: the worker waits for the window itself.)
 * - A page the visitor asked to see after such a message (SHOW_SAVED_COPY) is answered from the cache at once: it is the
 *   newest, saved seconds ago, and the link is still slow.
 */
export class PagesNetworkFirst extends Strategy {
  private readonly timeoutMs: number;
  private readonly precachedCopy: (request: Request) => Promise<Response | undefined>;
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
    // The network's answer. A network error is a failure however it comes: Firefox gives a navigation's failed early
    // request (its preloadResponse) as a response of type "error", not as a rejection.
    const early = handler.fetch(request).then(
      (response) => (response.type === 'error' ? undefined : response),
      () => undefined,
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slow = new Promise<'slow'>((resolve) => (timer = setTimeout(() => resolve('slow'), this.timeoutMs)));
    const first = await Promise.race([early, slow]);
    clearTimeout(timer);
    // Saved when it arrives, however late: the event lives until it is (the strategy's waitUntil).
    const fetched = (first === 'slow' ? this.lateAnswer(request, handler, early) : Promise.resolve(first)).then((response) =>
      response ? { response, saved: handler.cachePut(request, response.clone()).catch(() => false) } : undefined,
    );
    handler.waitUntil(fetched.then((answer) => answer?.saved));
    if (first instanceof Response) return first;
    const saved = (await handler.cacheMatch(request)) ?? (await this.precachedCopy(request));
    if (first === undefined || !saved) {
      // Failed, or slow with nothing saved: the network's answer when it comes; without one, the saved copy, offline.
      const late = first === 'slow' ? (await fetched)?.response : undefined;
      if (late) return late;
      if (saved) return this.show(saved, 'offline');
      throw new Error(`Neither the network nor a saved copy answered for ${request.url}`);
    }
    handler.waitUntil(this.tellWhenAnswered(request, handler.event, saved.clone(), fetched));
    return this.show(saved, 'slow');
  }

  /**
   * The network's answer to a page's request that outlived the timeout. WebKit forgets a navigation's early request
   * (navigation preload) once its fetch event is answered with something else, the saved copy here: its
   * preloadResponse never settles. So the worker also asks for the page itself, and takes whichever answer arrives
   * first (its own is cancelled if the early one wins; the early one cannot be). Without an early request, there is
   * only the one already under way.
   */
  private lateAnswer(request: Request, handler: StrategyHandler, early: Promise<Response | undefined>): Promise<Response | undefined> {
    const preloading = request.mode === 'navigate' && handler.event instanceof FetchEvent && handler.event.preloadResponse !== undefined;
    if (!preloading) return early;
    const cancel = new AbortController();
    let ownAnswered = false;
    const own = fetch(request.url, { credentials: 'same-origin', signal: cancel.signal }).then(
      (response) => ((ownAnswered = true), response),
      () => undefined,
    );
    // Cancelled only while it has no answer: one already arriving is not cut off as it downloads.
    void early.then((response) => response && !ownAnswered && cancel.abort());
    // The worker's own request failed: the link is gone. Not waiting for the early answer then, which in WebKit never
    // comes.
    return Promise.race([early.then((response) => response ?? own), own]);
  }

  private show(saved: Response, why: WhySaved): Promise<Response> {
    return savedCopy(saved, why);
  }

  /** Once the late answer has arrived and been saved, or has failed, tells the page that shows the copy `shown`. */
  private async tellWhenAnswered(
    request: Request,
    event: ExtendableEvent,
    shown: Response,
    fetched: Promise<{ response: Response; saved: Promise<boolean> } | undefined>,
  ) {
    const late = await fetched;
    let answer: LateAnswer;
    if (!late) answer = 'offline';
    else if (!late.response.ok || !(await late.saved)) answer = 'failed';
    else answer = (await late.response.clone().text()) === (await shown.clone().text()) ? 'same' : 'newer';
    const client = await windowShowing(event);
    client?.postMessage({ type: LATE_ANSWER, url: pageKey(request.url), answer, line: answer === 'newer' ? '' : lateLine(answer, shown) });
  }
}

/** The window a navigation's answer opened, once it exists (none for the worker's own requests, made from a message). */
async function windowShowing(event: ExtendableEvent): Promise<Client | undefined> {
  if (!(event instanceof FetchEvent)) return undefined;
  const deadline = Date.now() + WINDOW_WAIT_MS;
  for (;;) {
    const client = await self.clients.get(event.resultingClientId || event.clientId);
    if (client || Date.now() > deadline) return client;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
