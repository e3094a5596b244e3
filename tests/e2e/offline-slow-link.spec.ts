import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { fixtureYaml } from './fixtureSite.ts';
import { slowHost, subPathBuild, SUB_PATH, type SlowHost } from './slowHost.ts';

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

test.beforeAll(async () => {
  test.setTimeout(240_000);
  build = await subPathBuild();
});
test.afterAll(() => build?.remove());
test.beforeEach(async () => {
  host = await slowHost(build.client, SUB_PATH);
});
test.afterEach(() => host.close());

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
  const asked = () => host.asked.get(`${SUB_PATH}notices`) ?? 0;
  const askedBefore = asked();

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
  // One request for the board crossed the slow link, its answer both saved and offered: a second would share the link
  // with the first.
  expect(asked() - askedBefore, 'requests for the board on the slow link').toBe(1);

  // Pressed, it shows the newer board at once, from the worker (the host still takes 5 s), with no line.
  await show.click();
  await expect(page.getByRole('link', { name: NEW_NOTICE })).toBeVisible({ timeout: 2_000 });
  await expect(page.locator('[data-saved-copy]')).toHaveCount(0);
  expect(asked() - askedBefore, 'requests for the board once the newer one is shown').toBe(1);
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
