import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { fixtureYaml } from './fixtureSite.ts';
import { everyIslandHydrated } from './helpers.ts';
import { renameHashedFiles, slowHost, subPathBuild, SUB_PATH, type SlowHost } from './slowHost.ts';
import { recordWorkerEvents, type WorkerEvents } from './workerEvents.ts';

/**
 * The service worker on a phone whose link is slow, not gone, with the site built and served under a sub-path
 * (/college/, as GitHub Pages serves a project site): the fixture site, built once for this file, served by a host whose
 * answers the test delays. The student read the site yesterday; today the office published a newer notices board and
 * replaced a PDF, and the host answers in 5 s. The copy shown meanwhile says the network is slow, never "offline"; the
 * newer board is offered once it arrives; the PDF is the new file; the late answer is kept for the next visit.
 */
const NEW_NOTICE = 'Examination of 1 December moved to 4 December';
const PDF = 'files/attachments/merit-list-ba-semester-1.pdf';
const SLOW_MS = 5_000;

// One build and one host at a time, the tests in order in one worker: the build is made once.
test.describe.configure({ mode: 'default' });

let build: Awaited<ReturnType<typeof subPathBuild>>;
let host: SlowHost;
/** Chromium's record of the workers, kept by the takeover test. */
let workerEvents: WorkerEvents | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  build = await subPathBuild();
});
test.afterAll(() => build?.remove());
test.beforeEach(async () => {
  host = await slowHost(build.client, SUB_PATH);
});
test.afterEach(async () => {
  host.close();
  await workerEvents?.stop();
});

/** A phone that has never seen the site, in India's time zone, the worker allowed. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'allow', timezoneId: 'Asia/Kolkata' });
  return context.newPage();
}

/** The address of a page of the site under its sub-path. */
const at = (route: string) => new URL(route, host.url).href;

/** The copy of `url` the worker saved, from whichever of the site's caches holds it: its markup and when it was saved. */
const savedCopy = (page: Page, url: string) =>
  page.evaluate(async (wanted) => {
    for (const name of await caches.keys()) {
      const copy = await (await caches.open(name)).match(wanted);
      if (copy) return { markup: await copy.text(), savedOn: copy.headers.get('x-saved-on') ?? '' };
    }
    return undefined;
  }, url);

/** The day a copy was saved, as the line at the top of the page writes it on a phone in India. */
const dayOf = (savedOn: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(savedOn));

/** Opens a page online and waits until the worker has saved it; answers with the day the line will say it was saved. */
async function read(page: Page, route: string): Promise<string> {
  await page.goto(at(route));
  await expect.poll(() => savedCopy(page, page.url()), { message: `${route} saved`, timeout: 15_000 }).toBeTruthy();
  return dayOf((await savedCopy(page, page.url()))!.savedOn);
}

/** What `promise` resolves to, or `otherwise` if it has not within `ms`: a wait the test bounds on its own side. */
const within = <T>(ms: number, promise: Promise<T>, otherwise: T): Promise<T> =>
  Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(otherwise), ms).unref())]);

/** The office publishes a newer notices board: the host's copy of the board gains a notice at its top. */
function publishNewerBoard() {
  const board = path.join(host.root, 'notices', 'index.html');
  const markup = readFileSync(board, 'utf8');
  const item = `<li class="notice-list__item"><a class="notice-list__title" href="${SUB_PATH}notices">${NEW_NOTICE}</a></li>`;
  writeFileSync(board, markup.replace('<ul class="notice-list">', `<ul class="notice-list">${item}`));
}

/** Opens the PDF from the notice that links it; answers with the bytes the tab received (the test's browser saves a PDF). */
async function openPdf(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`a[href="${SUB_PATH}${PDF}"]`).first().click()]);
  expect(await download.failure()).toBeNull();
  return readFileSync((await download.path())!);
}

test('on a slow link, the saved board says the network is slow, then offers the newer board, which shows when pressed', async ({ browser }) => {
  const page = await phone(browser);
  const savedOn = await read(page, 'notices');
  publishNewerBoard();
  host.delayMs = SLOW_MS;

  await page.goto(at('notices'));
  const line = page.getByRole('status').first();
  await expect(line).toHaveText(`The network is slow: this is the copy saved on ${savedOn}. The newest is on its way.`);
  await expect(page.getByText(NEW_NOTICE)).toHaveCount(0);

  // The newer board reaches the worker 5 s after it was asked for; the page offers it within 2 s of its arrival.
  const show = page.getByRole('button', { name: 'show it' });
  await show.waitFor();
  const shownAfter = Date.now() - host.answeredAt.get(`${SUB_PATH}notices`)!;
  expect(shownAfter).toBeLessThanOrEqual(2_000);
  await expect(line).toHaveText('A newer version of this page has arrived: show it');
  expect(await line.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');

  // Pressed, it shows the newer board at once, from the worker (the host still takes 5 s), with no line.
  await show.click();
  await expect(page.getByRole('link', { name: NEW_NOTICE })).toBeVisible({ timeout: 2_000 });
  await expect(page.locator('[data-saved-copy]')).toHaveCount(0);
  await page.context().close();
});

test('on a slow link, a board that has not changed is said to be the newest once it has arrived', async ({ browser }) => {
  const page = await phone(browser);
  const savedOn = await read(page, 'notices');
  host.delayMs = SLOW_MS;
  await page.goto(at('notices'));
  const line = page.getByRole('status').first();
  await expect(line).toHaveText(/^The network is slow/);
  await expect(line).toHaveText(`Checked just now: this copy, saved on ${savedOn}, is the newest.`, { timeout: SLOW_MS + 2_000 });
  expect(Date.now() - host.answeredAt.get(`${SUB_PATH}notices`)!).toBeLessThanOrEqual(2_000);
  await page.context().close();
});

test('on a slow link that then gives out, the line says the phone is offline, not that the newest is on its way', async ({ browser }) => {
  const page = await phone(browser);
  const savedOn = await read(page, 'notices');
  host.delayMs = SLOW_MS;
  host.dropping = true;
  await page.goto(at('notices'));
  const line = page.getByRole('status').first();
  await expect(line).toHaveText(/^The network is slow/);
  // Chromium asks again after a dropped connection (three times more, seen here): those are dropped at once, the link
  // being gone. The request has failed once the browser gives up, and the line says so within 2 s of the last drop.
  host.delayMs = 0;
  await expect(line).toHaveText(`You are offline. This copy was saved on ${savedOn}.`, { timeout: SLOW_MS + 5_000 });
  expect(Date.now() - host.answeredAt.get(`${SUB_PATH}notices`)!).toBeLessThanOrEqual(2_000);
  await page.context().close();
});

test('on a slow link, a page the host now answers with an error says the newest could not be loaded, never "offline"', async ({ browser }) => {
  const page = await phone(browser);
  const savedOn = await read(page, 'home/missionVision');
  // The office took the page down: the host answers its address with the not-found page, status 404.
  rmSync(path.join(host.root, 'home', 'missionVision', 'index.html'));
  host.delayMs = SLOW_MS;
  await page.goto(at('home/missionVision'));
  const line = page.getByRole('status').first();
  await expect(line).toHaveText(/^The network is slow/);
  await expect(line).toHaveText(`The newest could not be loaded: this is the copy saved on ${savedOn}.`, { timeout: SLOW_MS + 2_000 });
  expect(Date.now() - host.answeredAt.get(`${SUB_PATH}home/missionVision`)!).toBeLessThanOrEqual(2_000);
  await page.context().close();
});

test('the late answer is saved: a visit afterwards, offline, shows the newer board', async ({ browser }) => {
  const page = await phone(browser);
  await read(page, 'notices');
  publishNewerBoard();
  host.delayMs = SLOW_MS;
  await page.goto(at('notices'));
  await expect(page.getByRole('status').first()).toHaveText(/^The network is slow/);
  // Not pressed: the newer board is saved all the same, once it has arrived.
  await expect.poll(async () => (await savedCopy(page, at('notices')))?.markup.includes(NEW_NOTICE), { timeout: 10_000 }).toBe(true);

  host.delayMs = 0;
  await page.context().setOffline(true);
  await page.goto(at('notices'));
  await expect(page.getByRole('status').first()).toHaveText(/^You are offline\. This copy was saved on /);
  await expect(page.getByRole('link', { name: NEW_NOTICE })).toBeVisible();
  await page.context().close();
});

test('a PDF replaced on the host, opened on the slow link, is the new file; offline, the new file too', async ({ browser }) => {
  const page = await phone(browser);
  await read(page, 'notices/2026-11-18-merit-list');
  const first = await openPdf(page);
  expect(first.equals(readFileSync(path.join(build.client, PDF)))).toBe(true);

  // Replaced: another of the fixture's PDFs at the same address.
  const replacement = readFileSync(path.join(build.client, 'files/documents/calender/academic-calender-2019.pdf'));
  expect(replacement.equals(first)).toBe(false);
  writeFileSync(path.join(host.root, PDF), replacement);
  host.delayMs = SLOW_MS;
  expect((await openPdf(page)).equals(replacement)).toBe(true);

  await page.context().setOffline(true);
  expect((await openPdf(page)).equals(replacement)).toBe(true);
  await page.context().close();
});

test('under the sub-path: the worker, the offline line, the offline page and the manifest', async ({ browser, request }) => {
  const page = await phone(browser);
  const savedOn = await read(page, 'home/missionVision');
  const title = (await page.title()).split(' | ')[0];
  expect(await page.evaluate(() => navigator.serviceWorker.ready.then(({ scope, active }) => [scope, active?.scriptURL]))).toEqual([at(''), at('sw.js')]);
  await page.context().setOffline(true);
  await page.goto(at('home/missionVision'));
  await expect(page.getByRole('status').first()).toHaveText(`You are offline. This copy was saved on ${savedOn}.`);
  await page.goto(at('library/questionBank'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  const saved = page.locator('main li a');
  await expect(saved.first()).toHaveText('Notices');
  await expect(saved.first()).toHaveAttribute('href', `${SUB_PATH}notices`);
  await saved.filter({ hasText: title }).click();
  await expect(page).toHaveURL(at('home/missionVision'));

  const manifest = await (await request.get(at('manifest.json'))).json();
  expect(manifest.name).toBe(fixtureYaml<{ name: string }>('site.yaml').name);
  expect(new URL(manifest.start_url, at('manifest.json')).href).toBe(at(''));
  expect(new URL(manifest.scope, at('manifest.json')).href).toBe(at(''));
  for (const icon of manifest.icons as { src: string }[]) expect((await request.get(new URL(icon.src, at('manifest.json')).href)).ok()).toBe(true);
  await page.context().close();
});

// Chromium stops the outgoing worker as soon as it looks idle, so that the new one can take over: a page whose request
// reached the outgoing worker at that moment hung (about one deploy in seven) until that worker left requests to the network.
// Each wait is bounded and a failure names what did not end: the new worker has 60 s to take over, a page 30 s to load.
// Skipped, not passing: now and then (2 whole runs of 9 on 2026-11-28) a page hangs because Chromium stops the old
// worker with the page's fetch just given to it, which it does only to a worker DevTools is attached to, as Playwright
// attaches to every worker (docs/offline.md). Each failure is printed as it happens, with what Chromium's trace shows of
// the workers, and the trace is written beside the test's results (workerEvents.ts); remove the fixme to run it.
test.fixme('pages opened while a new worker takes over load, 20 takeovers in a row', async ({ browser }) => {
  // 20 deploys take 40 s on a quiet machine; the limit leaves room for one that stalls to be named rather than cut short.
  test.setTimeout(300_000);
  // Two releases of the site that alternate on the host, the second with every hashed file renamed: each deploy is a new
  // sw.js, a new worker that installs, takes over and drops the files no saved page needs.
  const second = mkdtempSync(path.join(tmpdir(), 'takeover-'));
  cpSync(build.client, second, { recursive: true });
  renameHashedFiles(second);
  const events = await recordWorkerEvents(browser);
  workerEvents = events;
  const page = await phone(browser);
  const other = await page.context().newPage();
  const failed: string[] = [];
  // Printed as it happens as well: a run the time limit cuts short never reaches the list's check at the end.
  const fail = (what: string) => {
    failed.push(what);
    console.log(`takeover test, ${what}`);
  };
  // Where the test is, named with each failure: the deploy, and whether the new worker had been looked for yet.
  let when = 'before the first deploy';
  // Which page asked, and whether the worker answered it.
  const asker = (request: Request) => `asked by ${request.frame().url()}${request.serviceWorker() ? ', by the worker' : ''}, ${when}`;
  page.on('requestfailed', (request) => {
    // A request the test's own next navigation cut short (an image still loading) is not a failure of the site.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') fail(`${request.url()} ${request.failure()?.errorText} (${asker(request)})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) fail(`${response.url()} ${response.status()} (${asker(response.request())})`);
  });
  // The page's requests not yet answered, named when a page does not load.
  const unanswered = new Set<string>();
  page.on('request', (request) => unanswered.add(request.url()));
  page.on('requestfinished', (request) => unanswered.delete(request.url()));
  page.on('requestfailed', (request) => unanswered.delete(request.url()));
  await read(page, 'notices');
  await other.goto(at('resources/results'));
  // The registration, asked for once (the same object for as long as the tab lives), and the worker before the first
  // deploy, which the first new worker must differ from.
  await other.evaluate(async () => {
    const seen = globalThis as { registration?: ServiceWorkerRegistration; lastWorker?: ServiceWorker | null };
    seen.registration = await navigator.serviceWorker.ready;
    seen.lastWorker = seen.registration.active;
  });
  const routes = ['home/missionVision', 'notices', 'resources/results', '', 'library/questionBank', 'home/missionVision'];
  let opened = 0;
  for (let deploy = 1; deploy <= 20; deploy++) {
    // The page opened last has loaded, and its islands have asked for their scripts: a deploy that removes a file a page
    // asks for later is the host's doing, not the takeover's. (Not Playwright's "networkidle", which it discourages: it
    // was lost for good once here, and the test waited 240 s for it, on pages whose requests had all ended.)
    // (A page that did not load is already named among the failures.)
    const loaded = await page.waitForLoadState('load', { timeout: 30_000 }).then(
      () => true,
      () => false,
    );
    if (loaded) await everyIslandHydrated(page);
    await host.serve(deploy % 2 === 1 ? second : host.root);
    when = `deploy ${deploy}, the new worker being looked for`;
    // The other tab looks for the new worker (as the browser does after a navigation) and reports once it has taken
    // over, or what became of it. The browser may have found it first, on a timer of its own after the last page opened:
    // then no worker is installing or waiting once asked, and the one active is already the new one.
    const lookedFor = other.evaluate(async (deadlineMs) => {
      // The worker of the deploy before (the same object in this tab for as long as that worker lives): the new one
      // must be another, or the host still serves the old sw.js.
      const seen = globalThis as { registration?: ServiceWorkerRegistration; lastWorker?: ServiceWorker | null };
      const registration = seen.registration!;
      const deadline = Date.now() + deadlineMs;
      const updated = await Promise.race([registration.update().then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), deadlineMs))]);
      const states = () =>
        `installing ${registration.installing?.state}, waiting ${registration.waiting?.state}, active ${registration.active?.state}, active the deploy before's: ${registration.active === seen.lastWorker}`;
      if (!updated) return `update() had not ended ${deadlineMs / 1000} s after it was called (${states()})`;
      const incoming = registration.installing ?? registration.waiting ?? registration.active;
      if (!incoming || incoming === seen.lastWorker) return 'the new worker missing: the worker of the deploy before is still active';
      while (incoming.state !== 'activated' && incoming.state !== 'redundant' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      seen.lastWorker = incoming;
      return incoming.state === 'activated' && registration.active === incoming
        ? 'took over'
        : `the new worker ${incoming.state} ${deadlineMs / 1000} s after it was looked for (${states()})`;
    }, 60_000);
    // The tab's own limits above run on its timers; this one holds should the tab not answer at all (once, in a whole run
    // of the suite, a look that asked the tab for the registration anew on each deploy never ended).
    const tookOver = within(
      75_000,
      lookedFor.catch((error: Error) => `the look for the new worker failed: ${error.message.split('\n')[0]}`),
      'the other tab had not answered 75 s after it was asked',
    );
    let done = false;
    void tookOver.then(() => (done = true));
    // Pages open one after another from the moment the new worker is looked for until it has taken over, and one more.
    for (let after = 0; !done || after++ < 1;) {
      const route = routes[opened++ % routes.length];
      // A page that has not loaded in 30 s hangs. With 10 s, one run of the whole suite failed on a page whose document
      // was shown but whose load had not ended: whether it ended later was not seen. What was left unanswered is named.
      const response = await page.goto(at(route), { timeout: 30_000 }).catch((error: Error) => error);
      if (response instanceof Error || !response?.ok()) {
        // Bounded too: a page whose load did not end may not answer a script either, and this look once waited as long.
        const shown = await within(
          5_000,
          page.evaluate(() => `${document.readyState}, "${document.title}"`).catch(() => 'no document'),
          'no answer in 5 s',
        );
        const why = response instanceof Error ? response.message.split('\n')[0] : response?.status();
        fail(`deploy ${deploy}, ${route}: ${why} (the document: ${shown}; unanswered: ${[...unanswered].join(' ')})\n${await events.describe()}`);
      }
    }
    const outcome = await tookOver;
    when = `deploy ${deploy}, the new worker ${outcome === 'took over' ? 'in place' : 'not in place'}`;
    if (outcome !== 'took over') fail(`deploy ${deploy}: ${outcome}\n${await events.describe()}`);
  }
  expect(failed).toEqual([]);
  expect(opened).toBeGreaterThanOrEqual(40);
  rmSync(second, { recursive: true, force: true });
  await page.context().close();
});
