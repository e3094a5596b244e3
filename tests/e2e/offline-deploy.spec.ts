import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { startServer } from '../../scripts/serve.ts';
import { removeBuild } from '../unit/builtSite.ts';
import { FIXTURE_DIR } from './fixtureSite.ts';
import { renameHashedFiles } from './slowHost.ts';
import { recordWorkerEvents, type WorkerEvents } from './workerEvents.ts';

/**
 * A new build reaching a phone that has the site saved. The fixture site (dist-fixture) is served by a server of this
 * test's own, then replaced by a second build of the same content with one notice more, as a deploy replaces the
 * files on the host. That build also stands for a release that changed the site's code: each hashed file under
 * /assets/ is renamed in it (and every reference to it), as a new bundle renames them, so the files the first build's
 * pages name are gone from the host. The next online visit of the notices board shows the new notice, the new worker
 * takes over unasked, and no page, online or offline, asks for a file in vain.
 */
const NEW_NOTICE = 'Library open on Sundays before the examinations';

const root = process.cwd();
const second = path.join(root, `dist-e2e-deploy-${process.pid}`);
const folders: string[] = [];
let served: string;
let server: Server;
let baseURL: string;

test.beforeAll(async () => {
  // The site built once more: about 10 s on a quiet machine, a minute on a busy one.
  test.setTimeout(180_000);
  const content = mkdtempSync(path.join(tmpdir(), 'deploy-content-'));
  served = mkdtempSync(path.join(tmpdir(), 'deploy-served-'));
  folders.push(content, served);
  cpSync(FIXTURE_DIR, content, { recursive: true });
  writeFileSync(
    path.join(content, 'notices/2026/2026-11-22-library-sundays.md'),
    `---\ntitle: ${NEW_NOTICE}\ncategory: General\n---\n\nThe library stays open from 10 am to 4 pm on the two Sundays before the examinations.\n`,
  );
  // Built while the first build is served: the host keeps serving the old files until the new ones replace them.
  const building = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: content, DIST_DIR: second, BUILD_DATE: '2026-11-23' },
  });
  cpSync(path.join(process.env.DIST_DIR ?? 'dist-fixture', 'client'), served, { recursive: true });
  server = await startServer({ root: served, port: 0, base: '/' });
  const address = server.address();
  baseURL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await building;
});

let workerEvents: WorkerEvents | undefined;
test.afterEach(() => workerEvents?.stop());

test.afterAll(() => {
  server?.close();
  removeBuild(root, second);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Replaces the served site with the second build, its hashed files renamed; answers with the old names and the new. */
function deploy(): Map<string, string> {
  rmSync(served, { recursive: true, force: true });
  cpSync(path.join(second, 'client'), served, { recursive: true });
  return renameHashedFiles(served);
}

/** Whether any cache of the site holds `url`. */
const cached = (page: Page, url: string) =>
  page.evaluate(async (wanted) => {
    for (const name of await caches.keys()) if (await (await caches.open(name)).match(wanted)) return true;
    return false;
  }, url);

test('the next online visit shows the new build, and no page asks for a file the build removed', async ({ browser }) => {
  // Room for the test's own waits (each of three pages saved within 15 s, the takeover within 30 s): under the default
  // 30 s, a loaded machine once ended the test inside the takeover's wait, before that wait could name what the old
  // worker was doing.
  test.setTimeout(120_000);
  const events = await recordWorkerEvents(browser);
  workerEvents = events;
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow', timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  const asked: { url: string; status: number }[] = [];
  page.on('response', (response) => asked.push({ url: new URL(response.url()).pathname, status: response.status() }));
  page.on('requestfailed', (request) => asked.push({ url: new URL(request.url()).pathname, status: 0 }));

  // Read with the first build.
  for (const route of ['/home/missionVision', '/resources/results', '/notices']) {
    await page.goto(route);
    await expect.poll(() => cached(page, page.url()), { timeout: 15_000 }).toBe(true);
  }
  await expect(page.getByText(NEW_NOTICE)).toHaveCount(0);
  const firstBuild = new Set(asked.filter(({ url }) => url.startsWith('/assets/')).map(({ url }) => url));

  const renamed = deploy();
  const removed = new Set([...renamed.keys()].map((file) => `/${file}`));
  expect([...firstBuild].filter((url) => removed.has(url)).length).toBeGreaterThan(0);
  asked.length = 0;

  // Online: the notices board as the new build published it, its files the new build's.
  await page.goto('/notices');
  await expect(page.getByRole('link', { name: NEW_NOTICE })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  // The new worker takes over without a prompt: none waits, and the precache holds the renamed stylesheet.
  const stylesheet = new URL(`/${[...renamed.values()].find((file) => file.endsWith('.css'))}`, baseURL).href;
  // The registration's workers, named when the new one has not taken over: none installing or waiting, the active one
  // activated.
  const tookOver = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const { installing, waiting, active } = registration ?? {};
      return installing || waiting || active?.state !== 'activated'
        ? `installing ${installing?.state}, waiting ${waiting?.state}, active ${active?.state}`
        : true;
    });
  // A browser looks for a new worker after a navigation, on a timer of its own (Chromium: once the old worker has been
  // idle a moment); the test asks for that look at once. Taking over is then the worker's own doing: nobody is asked.
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  // Not taken over: what the old worker was still doing, as Chromium recorded it, is named with the failure.
  await expect
    .poll(async () => ({ stylesheetSaved: await cached(page, stylesheet), tookOver: await tookOver() }), { timeout: 30_000 })
    .toEqual({ stylesheetSaved: true, tookOver: true })
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\n\nThe workers, as Chromium recorded them:\n${await events.describe()}`);
    });
  // The next page is opened once the new worker has taken over (pages opened during a takeover are
  // offline-takeover.spec.ts's).
  await page.goto('/resources/results');
  expect(asked.filter(({ status }) => status === 0 || status >= 400)).toEqual([]);
  expect(asked.filter(({ url }) => removed.has(url))).toEqual([]);

  // Offline: the page saved with the first build, not read since, opens with the files it names, which are gone from the
  // host. The browser's own HTTP cache, which a phone empties when short of space, is emptied: only the worker keeps them.
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await context.setOffline(true);
  asked.length = 0;
  await page.goto('/home/missionVision');
  await expect(page.getByRole('status').first()).toHaveText(/^You are offline\. This copy was saved on /);
  await page.waitForLoadState('load');
  expect(asked.filter(({ url }) => removed.has(url)).length).toBeGreaterThan(0);
  expect(asked.filter(({ status }) => status === 0 || status >= 400)).toEqual([]);
  await context.close();
});
