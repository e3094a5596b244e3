/// <reference lib="webworker" />
import { Strategy, type StrategyHandler, type StrategyOptions } from 'serwist';
import { LATE_ANSWER, pageKey } from './pageKey.ts';
import { pageFromNetwork, SLOW, withinLimit } from './pageFromNetwork.ts';
import { lateLine, savedCopy, type LateAnswer, type WhySaved } from './savedPages.ts';

declare const self: ServiceWorkerGlobalScope;

/** How long the worker looks for the window a saved copy was shown in: created once the copy is, a moment after. */
const WINDOW_WAIT_MS = 3_500;

interface PagesNetworkFirstOptions extends StrategyOptions {
  /** How long a page's request waits for the network before the saved copy is shown. */
  networkTimeoutSeconds: number;
  /** The copy of a page saved with the worker itself (the precached home page and notices board), if any. */
  precachedCopy: (request: Request) => Promise<Response | undefined>;
  /**
   * Whether the visitor asked to see the newer copy of this page that arrived (SHOW_SAVED_COPY), the ask then
   * forgotten: kept by the worker in Cache Storage, as a worker may be stopped between the ask and the page's reload.
   */
  savedCopyAsked: (request: Request) => Promise<boolean>;
}

/**
 * The site's pages: the network first, as Serwist's NetworkFirst, with what a visitor on a slow link needs added.
 *
 * - One request for a page (pageFromNetwork.ts), raced against the slow link's limit: in time, its answer is shown;
 *   late, the saved copy is shown and the answer, when it comes, is saved.
 * - The copy shown says why: "offline" only when the network failed; after the timeout, that the network is slow.
 * - The network's answer is awaited within the fetch event's lifetime (the strategy's `waitUntil`) even after the saved
 *   copy was shown, so the late answer is saved and the next visit, online or not, has it.
 * - Once the late answer has come, or has failed, the page that shows the copy is told (newerCopy.ts): it offers the
 *   newer version, or says the copy is the newest, or that the phone is offline, or that the newest could not be loaded.
 *   A page whose network answered in time is told nothing. (Serwist's BroadcastCacheUpdate says only "newer", and its
 *   wait for a navigation's window is not exported: the worker waits for the window itself.)
 * - A page the visitor asked to see after such a message (SHOW_SAVED_COPY) is answered from the cache at once, with no
 *   request: it is the newest, saved seconds ago, and the link is still slow.
 *
 * It keeps nothing between requests: what one request needs is in its handler, and what outlives it is in Cache Storage.
 */
export class PagesNetworkFirst extends Strategy {
  private readonly timeoutMs: number;
  private readonly precachedCopy: (request: Request) => Promise<Response | undefined>;
  private readonly savedCopyAsked: (request: Request) => Promise<boolean>;

  constructor({ networkTimeoutSeconds, precachedCopy, savedCopyAsked, ...options }: PagesNetworkFirstOptions) {
    super(options);
    this.timeoutMs = networkTimeoutSeconds * 1000;
    this.precachedCopy = precachedCopy;
    this.savedCopyAsked = savedCopyAsked;
  }

  async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    if (await this.savedCopyAsked(request)) {
      const saved = await handler.cacheMatch(request);
      if (saved) return saved;
    }
    const answer = pageFromNetwork(request, (page) => handler.fetch(page));
    // Saved when it arrives, however late: the event lives until it is (the strategy's waitUntil). Copied for the cache
    // as it arrives, before the copy the visitor is given can be read.
    const fetched = answer.then((response) => (response ? { response, saved: handler.cachePut(request, response.clone()).catch(() => false) } : undefined));
    handler.waitUntil(fetched.then((late) => late?.saved));
    const first = await withinLimit(answer, this.timeoutMs);
    if (first instanceof Response) return first;
    const saved = (await handler.cacheMatch(request)) ?? (await this.precachedCopy(request));
    if (first === undefined || !saved) {
      // Failed, or slow with nothing saved: the network's answer when it comes; without one, the saved copy, offline.
      const late = first === SLOW ? (await fetched)?.response : undefined;
      if (late) return late;
      if (saved) return this.show(saved, 'offline');
      throw new Error(`Neither the network nor a saved copy answered for ${request.url}`);
    }
    handler.waitUntil(this.tellWhenAnswered(request, handler.event, saved.clone(), fetched));
    return this.show(saved, 'slow');
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

/**
 * The window a navigation's answer opened, once it exists, looked for during `ms` (none for the worker's own requests,
 * made from a message). A window exists once its page's answer has begun to arrive.
 */
export async function windowShowing(event: ExtendableEvent, ms = WINDOW_WAIT_MS): Promise<Client | undefined> {
  if (!(event instanceof FetchEvent)) return undefined;
  const deadline = Date.now() + ms;
  for (;;) {
    const client = await self.clients.get(event.resultingClientId || event.clientId);
    if (client || Date.now() > deadline) return client;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
