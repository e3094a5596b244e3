/// <reference lib="webworker" />
/**
 * The service worker, with Serwist: the site's pages read once stay readable offline. Bundled alone by the build into
 * sw.js at the site's root (scripts/buildSteps.ts), which then writes the precache list in place of
 * self.__SW_MANIFEST (scripts/postbuild/webApp.ts). Registered by renderer/offline/register.ts.
 *
 * - Pages: the network first, asked once by the worker itself (pageFromNetwork.ts); without a network, the copy saved
 *   when the visitor last read the page, with a line at its top saying she is offline; after 3 s without an answer, that
 *   copy saying the network is slow, the newer page offered when it arrives (pagesNetworkFirst.ts, savedPages.ts).
 *   Every page read is saved, the 200 least recently read kept. A page never read gets the offline page, which lists
 *   those saved.
 * - The hashed files under /assets/: from the cache once fetched; a new build drops those no saved page needs
 *   (assetsSavedPagesNeed.ts).
 * - Photos and documents (/files/): from the network, however long it takes (a file is never silently an older one); the
 *   saved copy only when the network fails. The question bank's data (/data/): the network first, as pages. 30 MB in all.
 * - Pagefind's index files (named by their contents): from the cache once fetched. Its script and WebAssembly keep their
 *   names between builds: kept until the build's list gives them another revision.
 * - Precached when the worker installs: the home page, the notices board, the not-found page (the offline page's
 *   shell), the stylesheet and the app's manifest and icons (the list the build injected).
 * - build.json, which says what the site was built from: from the network alone, never saved (networkOnly.ts).
 * A new worker takes over at once (skipWaiting, clientsClaim): the next online visit shows the newest build. While it
 * installs, the outgoing worker leaves every request to the network (below). The editor (/admin/) is left to the network.
 */
import {
  CacheFirst,
  disableNavigationPreload,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  RangeRequestsPlugin,
  Serwist,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
} from 'serwist';
import { fileBudget } from './fileBudget.ts';
import { dropAssetsNoSavedPageNeeds } from './assetsSavedPagesNeed.ts';
import { NOTICES_ROUTE } from '../../common/routes.ts';
import { offlinePage, pageToSave, savedTitle, titleOf } from './savedPages.ts';
import { pageKey, SHOW_SAVED_COPY } from './pageKey.ts';
import { PagesNetworkFirst, windowShowing } from './pagesNetworkFirst.ts';
import { HOLD_MS } from './outgoingHold.ts';
import { networkOnly, uncached } from './networkOnly.ts';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: PrecacheEntry[] };

const NETWORK_TIMEOUT_SECONDS = 3;
const MAX_PAGES = 200;
const MAX_FILE_BYTES = 30 * 1024 * 1024;
const MAX_SEARCH_INDEX_FILES = 300;
/**
 * How long the outgoing worker looks for the window of a page it left to the network: a page on 2G begins to arrive
 * within seconds; one that never does (the link gone) holds the worker no longer than this.
 */
const PAGE_WAIT_MS = 15_000;
/** How long the visitor's "show it" holds for the page's next request: its reload comes within moments. */
const SHOW_SAVED_FOR_MS = 30_000;

/** The site's root (its base path): sw.js sits there, and the worker's scope is the whole site. */
const scope = new URL(self.registration.scope);
const cacheName = (name: string) => `${name} ${scope.pathname}`;
const CACHES = {
  pages: cacheName('pages'),
  assets: cacheName('assets'),
  files: cacheName('files'),
  searchIndex: cacheName('search-index'),
  searchCode: cacheName('search-code'),
  /** The pages whose next request shows the copy just saved, the visitor having pressed "show it" (newerCopy.ts). */
  showSaved: cacheName('show-saved-copy'),
};

/** The first folder of an address of the site ('assets', 'files', …), or undefined for one outside it. */
const folderOf = (url: URL) =>
  url.origin === scope.origin && url.pathname.startsWith(scope.pathname) ? url.pathname.slice(scope.pathname.length).split('/')[0] : undefined;
/** Folders that hold no pages: the editor, the hashed files, the content's files, the search index, data for widgets. */
const NOT_PAGES: ReadonlySet<string> = new Set(['admin', 'assets', 'files', 'pagefind', 'data']);

/** The HTML file a page's key was built into: the name it is precached under. */
const pageFile = (key: string) => (key.endsWith('/') ? `${key}index.html` : `${key}/index.html`);
const NOTICES = pageKey(new URL(NOTICES_ROUTE.slice(1), scope).href);

/** The build's list: Pagefind's script and WebAssembly, with their revisions, kept apart from what is precached. */
const listed = self.__SW_MANIFEST.map((entry) => ({ ...entry, url: new URL(entry.url, self.location.href).href }));
const searchCode: ReadonlyMap<string, string> = new Map(
  listed.filter(({ url }) => folderOf(new URL(url)) === 'pagefind').map(({ url, revision }) => [url, revision ?? '']),
);
const precached = listed.filter(({ url }) => !searchCode.has(url));
const searchCodeKey = (url: string) => `${url}?revision=${searchCode.get(url)}`;

const serwist = new Serwist({
  precacheEntries: precached,
  // Only the precached files' own addresses: a page is answered by the pages' route below, never from the precache.
  precacheOptions: { cleanupOutdatedCaches: true, directoryIndex: '', cleanURLs: false },
  skipWaiting: true,
  clientsClaim: true,
});
// A page is asked for by the worker itself, once (pageFromNetwork.ts): the browser's early request (navigation preload)
// would be a second one, and WebKit forgets it once the worker shows the saved copy. A worker of an earlier build turned
// it on for the whole registration, so this one turns it off as it activates.
disableNavigationPreload();

/** The pages saved on this phone, the notices board first, then the most recently read: their addresses and titles. */
async function savedPages(): Promise<{ url: string; title: string }[]> {
  const pages = await caches.open(CACHES.pages);
  const keys = [...(await pages.keys())].reverse();
  // A page dropped meanwhile (only the 200 most recently read are kept) is left out.
  const read = await Promise.all(keys.map(async (key) => ({ url: key.url, copy: await pages.match(key) })));
  const saved = read.flatMap(({ url, copy }) => (copy ? [{ url, title: savedTitle(copy) }] : []));
  for (const key of [pageKey(scope.href), NOTICES]) {
    const copy = saved.some((page) => page.url === key) ? undefined : await serwist.matchPrecache(pageFile(key));
    if (copy) saved.push({ url: key, title: titleOf(await copy.text()) });
  }
  return saved.sort((a, b) => Number(b.url === NOTICES) - Number(a.url === NOTICES)).map(({ url, title }) => ({ url: new URL(url).pathname, title }));
}

/** The copy of a page precached with the worker (the home page, the notices board), if it is one. */
const precachedCopy = (request: Request) => serwist.matchPrecache(pageFile(pageKey(request.url)));

/** A page with neither network nor saved copy: the offline page, listing those saved. */
async function offlinePageFor(request: Request): Promise<Response | undefined> {
  if (request.mode !== 'navigate') return undefined;
  const shell = await serwist.matchPrecache(new URL('404.html', scope).href);
  return offlinePage((await shell?.text()) ?? '', await savedPages());
}

const isPage = ({ request, url }: RouteMatchCallbackOptions) => {
  const folder = folderOf(url);
  return (
    folder !== undefined &&
    !NOT_PAGES.has(folder) &&
    !/\.(?!html$)[^/.]+$/.test(url.pathname) &&
    // A visitor's navigation, or the worker asked to save the page it took over (register.ts).
    (request.mode === 'navigate' || request.destination === '')
  );
};

// First, so that no later route can take it: build.json, from the network alone (networkOnly.ts).
serwist.registerCapture(({ url }) => networkOnly(url, scope), new NetworkOnly({ plugins: [{ requestWillFetch: async ({ request }) => uncached(request) }] }));
serwist.registerCapture(({ url }) => folderOf(url) === 'assets', new CacheFirst({ cacheName: CACHES.assets }));
serwist.registerCapture(
  ({ url }) => searchCode.has(url.href),
  new CacheFirst({ cacheName: CACHES.searchCode, plugins: [{ cacheKeyWillBeUsed: async ({ request }) => searchCodeKey(request.url) }] }),
);
serwist.registerCapture(
  ({ url }) => folderOf(url) === 'pagefind' && /\.pf_\w+$/.test(url.pathname),
  new CacheFirst({ cacheName: CACHES.searchIndex, plugins: [new ExpirationPlugin({ maxEntries: MAX_SEARCH_INDEX_FILES, maxAgeFrom: 'last-used' })] }),
);
serwist.registerCapture(
  ({ url }) => folderOf(url) === 'files',
  // No timeout: a file asked for online is the file the host has now, shown with the browser's own progress.
  new NetworkFirst({ cacheName: CACHES.files, plugins: [fileBudget(MAX_FILE_BYTES), new RangeRequestsPlugin()] }),
);
serwist.registerCapture(
  ({ url }) => folderOf(url) === 'data',
  new NetworkFirst({
    cacheName: CACHES.files,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [fileBudget(MAX_FILE_BYTES), new RangeRequestsPlugin()],
  }),
);
/** Where the visitor's ask to see a page's copy is kept until the page's next request: a marker beside its key. */
const showSavedMarker = (url: string) => `${pageKey(url)}?show-saved-copy`;
/**
 * Whether the visitor asked, a moment ago, to see the copy of the page `request` asks for: the ask is forgotten once
 * read, and one older than SHOW_SAVED_FOR_MS (its reload never came, the tab closed) sends the page to the network.
 */
async function savedCopyAsked(request: Request): Promise<boolean> {
  const asks = await caches.open(CACHES.showSaved);
  const marker = await asks.match(showSavedMarker(request.url));
  if (!marker) return false;
  await asks.delete(showSavedMarker(request.url));
  return Date.now() - Number(await marker.text()) < SHOW_SAVED_FOR_MS;
}
const pages = new PagesNetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  precachedCopy,
  savedCopyAsked,
  plugins: [
    { cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url) },
    { cacheWillUpdate: async ({ response }) => pageToSave(response) },
    new ExpirationPlugin({ maxEntries: MAX_PAGES, maxAgeFrom: 'last-used' }),
    { handlerDidError: async ({ request }) => offlinePageFor(request) },
  ],
});
serwist.registerCapture(isPage, pages);

// A page that offered the newer copy that arrived, its visitor pressing "show it" (newerCopy.ts): the page's next request
// shows that copy. Kept in Cache Storage, not in the worker's memory, which the browser may clear by stopping the worker
// before the page reloads. The page reloads once answered.
self.addEventListener('message', (event) => {
  const { data } = event;
  if (data?.type !== SHOW_SAVED_COPY || typeof data.url !== 'string') return;
  event.waitUntil(
    (async () => {
      await (await caches.open(CACHES.showSaved)).put(showSavedMarker(data.url), new Response(String(Date.now())));
      event.ports[0]?.postMessage(true);
    })(),
  );
});

// A new build's worker: the hashed files no saved page needs go, and Pagefind's files of an older revision.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const pages = await caches.open(CACHES.pages);
      const markup = await Promise.all([
        ...(await pages.keys()).map(async (key) => (await pages.match(key))?.text()),
        ...precached.filter(({ url }) => url.endsWith('.html')).map(async ({ url }) => (await serwist.matchPrecache(url))?.text()),
      ]);
      await dropAssetsNoSavedPageNeeds(
        await caches.open(CACHES.assets),
        markup.filter((text) => text !== undefined),
      );
      const code = await caches.open(CACHES.searchCode);
      const current = new Set([...searchCode.keys()].map(searchCodeKey));
      await Promise.all((await code.keys()).filter((key) => !current.has(key.url)).map((key) => code.delete(key)));
    })(),
  );
});

// While a newer worker installs, waits and takes over (a deploy), this one answers nothing: every request goes to the
// network as if there were no worker. Answering as ever through a takeover, in a browser with no DevTools attached, a
// page opened meanwhile now and then lost a script or never hydrated its islands (tests/e2e/offline-takeover.spec.ts,
// docs/offline.md). From the install on, not only once the successor waits (that alone still failed), and after it too,
// once this worker is no longer the registration's active one (a request that reached it as it was replaced).
// Read from the registration each time, never remembered: the registration's `installing`, `waiting` and `active`
// workers, and this worker's own object (`self.serviceWorker`) where the engine has one (Chromium, WebKit). Firefox has
// none; there, the active worker still activating is the successor, as an active worker is given no page's request
// before it has activated. Firefox's worker may see its own activation a moment late, and then leaves a request made
// at the takeover to the network, as an outgoing worker would: the visitor online loses nothing. (Comparing the active
// worker with a missing own object took every worker in Firefox for an outgoing one.)
function outgoing(): boolean {
  const { installing, waiting, active } = self.registration;
  if (installing || waiting) return true;
  const itself = (self as { serviceWorker?: ServiceWorker }).serviceWorker;
  return itself ? active !== itself : active?.state !== 'activated';
}
self.addEventListener('fetch', (event) => {
  if (!outgoing()) return;
  event.stopImmediatePropagation();
  // A page's request: held from when its window exists, its answer having begun to arrive (the browser fetches it).
  const answered = event.request.mode === 'navigate' && event.resultingClientId ? windowShowing(event, PAGE_WAIT_MS) : Promise.resolve();
  event.waitUntil(answered.then(() => new Promise((resolve) => setTimeout(resolve, HOLD_MS))));
});
serwist.addEventListeners();
