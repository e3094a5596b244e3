import type { Server } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from '../../scripts/serve.ts';
import { SHELL, settled, violations } from './a11y.ts';
import { builtRoutes } from './routes.ts';
import { walk } from './walk.ts';

/**
 * The live content/, built by `npm run build:live` under the sub-path /college/ (compiled and link-checked by the
 * build itself): every route answers 200 with a title of its own and a heading, reflows at 320 px without scrolling
 * sideways (WCAG 1.4.10) and passes axe once there; every link and asset stays under the sub-path. Nothing here
 * names a value of the live content, so the office's weekly edits cannot turn it red unless a page really breaks.
 */
const client = path.join(process.env.LIVE_DIST_DIR ?? 'dist-live', 'client');
const BASE = '/college';
const routes = builtRoutes(client);

test.describe('live content', () => {
  // Without the live build there would be no page to walk and so no test at all: this one fails instead, saying which
  // command makes it. A check that was not run must show.
  test('the live build is there to walk', () => {
    expect(routes.length, `${client} has no pages to test: run "npm run build:live" first (npm test builds it)`).toBeGreaterThan(0);
  });
  test.use({ viewport: { width: 320, height: 640 }, colorScheme: 'light', reducedMotion: 'reduce' });
  let server: Server;
  let origin = '';
  test.beforeAll(async () => {
    server = await startServer({ root: client, port: 0, base: BASE });
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${BASE}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  walk(routes, { size: 20, name: (route) => route, msEach: 4_000 }, async (page, route) => {
    // Not waiting for the load event: document frames (a PDF viewer each) add seconds and change nothing checked here.
    const response = await page.goto(`${origin}${route}`, { waitUntil: 'domcontentloaded' });
    expect.soft(response?.status(), 'status').toBe(200);
    // Read in one call (walk.ts).
    const read = await page.evaluate(() => ({
      heading: (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      title: document.title,
      width: document.documentElement.scrollWidth,
    }));
    expect.soft(read.heading, 'the main heading').not.toBe('');
    // Every page but the home page has a title of its own before the college's name: "<page> | <college>".
    if (route !== '/') expect.soft(read.title, 'the title').toMatch(/^\S.* \| \S/);
    expect.soft(read.width, 'the page width at 320 px').toBeLessThanOrEqual(320);
    await settled(page, 'light');
    // The shell (header, menu, footer) is the same on every page: accessibility.spec.ts checks it whole in every view.
    expect.soft(await violations(page, { exclude: SHELL }), 'axe').toEqual([]);
  });

  test('under the sub-path, every link and asset of the home page stays under it, and the menu leads there', async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${origin}/`);
    const addresses = await page.evaluate(() =>
      [...document.querySelectorAll('[href], [src], [srcset]')].flatMap((element) => [
        element.getAttribute('href') ?? '',
        element.getAttribute('src') ?? '',
        ...(element.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0]),
      ]),
    );
    const ownPaths = addresses.filter((address) => address.startsWith('/'));
    expect(ownPaths.length).toBeGreaterThan(20);
    expect(ownPaths.filter((address) => !address.startsWith(`${BASE}/`))).toEqual([]);

    // The phone menu: the first page of the first group opens under the sub-path.
    await page.getByRole('button', { name: 'Menu' }).click();
    const group = page.locator('#nav-list .nav-group__button').first();
    await group.click();
    const link = page.locator(`#${await group.getAttribute('aria-controls')} a:not([target])`).first();
    const target = new URL((await link.getAttribute('href'))!, origin).href;
    await link.click();
    await expect(page).toHaveURL(target);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(failed).toEqual([]);
  });
});
