import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { decodeEntities } from '../../common/htmlEntities.ts';
import { renameHashedFiles, slowHost } from './slowHost.ts';
import { unattachedChromium, type Tab } from './unattachedChromium.ts';
import { HOLD_MS } from '../../renderer/offline/outgoingHold.ts';

/**
 * Pages opened at the moment a new worker takes over load whole, their scripts and islands included: the fixture site
 * (dist-fixture) deployed 20 times, two releases alternating on the host, with pages opened one after another from each
 * deploy, a pause between each two (PAUSES_MS), until its new worker has taken over, and one more; then, the link gone,
 * the page last opened opens from the last worker (a worker that answered nothing would pass the rest). In a Chromium no
 * DevTools session is attached to (unattachedChromium.ts): in one Playwright drives, Chromium stops the outgoing worker
 * with a page's request just given to it far more often than in a visitor's browser (docs/offline.md).
 */
const client = path.join(process.env.DIST_DIR ?? 'dist-fixture', 'client');
const ROUTES = ['home/missionVision', 'notices', 'resources/results', '', 'library/questionBank'];
const DEPLOYS = 20;
/**
 * The pauses between pages, in turn: shorter than the time the outgoing worker stays in hand after a request
 * (HOLD_MS), as long, and longer, as a reader's. The new worker takes over in a longer pause; a page opened as the hold ends
 * opens just as the new worker takes over.
 */
const PAUSES_MS = [0.3, 1, 1.6].map((share) => share * HOLD_MS);

/**
 * A page of the test's own, on both releases, whose title tells what a page of the site sees of the workers: how many
 * it has seen active (each deploy's is another), the active one's state, and whether another installs or waits
 * ("workers 2 activated installing"). It asks the browser to look for a new worker twice a second, as the browser does
 * when a page of the site opens. Its icon is inline, so it asks the host for nothing more.
 */
const PROBE = `<!doctype html><link rel="icon" href="data:,"><title>probe</title><script>
navigator.serviceWorker.ready.then((registration) => {
  const seen = [];
  const report = () => {
    const active = registration.active;
    if (active && !seen.includes(active)) seen.push(active);
    const others = [registration.installing && ' installing', registration.waiting && ' waiting'].filter(Boolean).join('');
    document.title = 'workers ' + seen.length + ' ' + (active && active.state) + others;
    setTimeout(report, 50);
  };
  report();
  setInterval(() => registration.update().catch(() => undefined), 500);
});
</script>`;

/**
 * A script of the test's own that each page it opens loads first (both releases), which writes in the page's title
 * whether the page loaded whole: "loaded whole: <its title>" once the load has ended and every island has hydrated (an
 * island that waits to be seen is scrolled to); else the files that failed, the files not finished 20 s in, or the
 * islands not hydrated.
 */
const WATCH = `const failed = [];
addEventListener('error', (event) => event.target !== window && failed.push(event.target.src || event.target.href), true);
addEventListener('unhandledrejection', (event) => failed.push(String(event.reason)));
const started = Date.now();
const files = 'img[src], script[src], link[rel="stylesheet"], link[rel="modulepreload"], link[rel="preload"]';
const unfinished = () => {
  const finished = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
  return [...document.querySelectorAll(files)].map((file) => file.src || file.href).filter((url) => !finished.has(url));
};
setTimeout(() => {
  if (document.readyState !== 'complete') document.title = 'not loaded in 20 s, its files not finished: ' + unfinished().join(' ');
}, 20000);
const watch = (title) => {
  if (failed.length) return void (document.title = 'failed: ' + failed.join(' '));
  const waiting = [...document.querySelectorAll('[data-island]:not([data-hydrated="true"])')];
  waiting[0]?.scrollIntoView();
  if (!waiting.length) document.title = 'loaded whole: ' + title;
  else if (Date.now() - started > 20000) document.title = 'not hydrated in 20 s: ' + waiting.map((island) => island.dataset.island).join(' ');
  else setTimeout(() => watch(title), 50);
};
addEventListener('load', () => watch(document.title));`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Ended in a hook, which runs even after the test's time limit cut it short: a Chromium left running would outlive the
// run.
const ends: (() => void)[] = [];
test.afterEach(() => {
  for (const end of ends.splice(0)) end();
});

test('pages opened while a new worker takes over load, 20 takeovers in a row', async () => {
  // 20 deploys take about 80 s on a quiet machine, the pauses included; the limit leaves room for one that stalls to be
  // named.
  test.setTimeout(300_000);
  const host = await slowHost(client, '/');
  ends.push(host.close);
  // The second release has every hashed file renamed: each deploy is a new sw.js, a new worker that installs, takes over
  // and drops the files no saved page needs.
  const second = mkdtempSync(path.join(tmpdir(), 'takeover-'));
  ends.push(() => rmSync(second, { recursive: true, force: true }));
  cpSync(client, second, { recursive: true });
  renameHashedFiles(second);
  for (const release of [host.root, second]) {
    writeFileSync(path.join(release, 'probe.html'), PROBE);
    writeFileSync(path.join(release, 'takeover-watch.js'), WATCH);
    for (const route of ROUTES) {
      const page = path.join(release, route, 'index.html');
      writeFileSync(page, readFileSync(page, 'utf8').replace('</head>', '<script src="/takeover-watch.js"></script></head>'));
    }
  }
  const titleOf = new Map(
    ROUTES.map((route) => [
      route,
      `loaded whole: ${decodeEntities(/<title>([^<]*)<\/title>/.exec(readFileSync(path.join(client, route, 'index.html'), 'utf8'))![1])}`,
    ]),
  );
  const chromium = await unattachedChromium();
  ends.push(chromium.quit);
  const failed: string[] = [];
  // Printed as it happens as well: a run the time limit cuts short never reaches the check at the end.
  const fail = (what: string) => {
    failed.push(what);
    console.log(`takeover test, ${what}`);
  };
  const shown = async (tab: Tab) => {
    const now = (await chromium.tabs()).find(({ id }) => id === tab.id);
    return now ? decodeEntities(now.title) : 'no tab';
  };
  /** What the tab's title says once `done` says yes of it, or after `ms`. */
  const titleOnce = async (tab: Tab, done: (title: string) => boolean, ms: number) => {
    const deadline = Date.now() + ms;
    let title = await shown(tab);
    while (!done(title) && Date.now() < deadline) {
      await sleep(50);
      title = await shown(tab);
    }
    return title;
  };
  /**
   * Opens a page in a tab of its own and answers once it has loaded whole, or after 30 s, naming what the tab shows and
   * what the host answered meanwhile, what it was asked and has not answered, and what every tab shows then (the probe
   * among them). A page whose title is only its own never ran the test's script: its request failed in the browser
   * or never reached the host (docs/offline.md shows the first, in Chromium's trace).
   */
  const load = async (route: string, when: string) => {
    const openedAt = Date.now();
    const tab = await chromium.open(new URL(route, host.url).href);
    const title = await titleOnce(tab, (now) => now === titleOf.get(route) || now.startsWith('failed: '), 30_000);
    if (title !== titleOf.get(route)) {
      const since = (times: Map<string, number>) => [...times].filter(([, at]) => at >= openedAt).map(([file]) => file);
      const answered = since(host.answeredAt);
      const unanswered = since(host.askedAt).filter((file) => !answered.includes(file));
      fail(
        `${when}, /${route}: the tab showed ${title ? `"${title}"` : 'no title'}; the host answered since it was opened: ${answered.join(' ') || 'nothing'}; ` +
          `asked and not answered: ${unanswered.join(' ') || 'nothing'}; the tabs now show ${(await chromium.tabs()).map((now) => `"${decodeEntities(now.title)}"`).join(', ')}`,
      );
    }
    return tab;
  };

  // Yesterday's visit: the site read once, its worker installed (a page registers it once it has loaded).
  const read = await load('notices', 'before the first deploy');
  const probe = await chromium.open(new URL('probe.html', host.url).href);
  expect(await titleOnce(probe, (title) => title === 'workers 1 activated', 30_000), 'the first worker in place').toBe('workers 1 activated');
  await chromium.close(read);

  let opened = 0;
  let openedDuringTakeovers = 0;
  for (let deploy = 1; deploy <= DEPLOYS; deploy++) {
    // No page of the release before stays open: a file it asked for after the deploy removed it would fail by the
    // host's doing, not the takeover's.
    await host.serve(deploy % 2 === 1 ? second : host.root);
    const inPlace = `workers ${deploy + 1} activated`;
    const deadline = Date.now() + 60_000;
    let open: Tab | undefined;
    // Pages open one after another from the deploy until the probe sees the new worker in place, and one more. Each
    // stays open while the next loads, two tabs at a time.
    for (let inPlaceSeen = false; !inPlaceSeen;) {
      const state = await shown(probe);
      inPlaceSeen = state === inPlace;
      if (!inPlaceSeen && Date.now() > deadline) {
        fail(`deploy ${deploy}: the new worker not in place 60 s after the deploy (the probe: "${state}")`);
        break;
      }
      if (!inPlaceSeen) openedDuringTakeovers++;
      const loaded = await load(ROUTES[opened++ % ROUTES.length], `deploy ${deploy}, opened as the probe showed "${state}"`);
      if (open) await chromium.close(open);
      open = loaded;
      await sleep(PAUSES_MS[opened % PAUSES_MS.length]);
    }
    if (open) await chromium.close(open);
  }
  console.log(`takeover test: ${opened} pages opened, ${openedDuringTakeovers} of them before the probe saw the new worker in place`);
  // The worker that took over last answers the site's pages: with the link gone, the page last opened, which it saved,
  // opens from it with its own title (the test's script, left to the network, fails to load). A worker that answered
  // nothing would have passed every step above; here the tab shows the browser's error instead.
  const lastRead = ROUTES[(opened - 1) % ROUTES.length];
  host.dropping = true;
  const offline = await chromium.open(new URL(lastRead, host.url).href);
  const ownTitle = titleOf.get(lastRead)!.replace('loaded whole: ', '');
  const offlineTitle = await titleOnce(offline, (title) => title === ownTitle, 10_000);
  // Both at once: a page that failed may have failed by an error the host answered.
  expect({ failed, 'answered with an error by the host': host.errors, offline: offlineTitle }).toEqual({
    failed: [],
    'answered with an error by the host': [],
    offline: ownTitle,
  });
});
