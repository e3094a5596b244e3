import type { Server } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from '../../scripts/serve.ts';
import { htmlFiles } from '../../scripts/postbuild/htmlFiles.ts';
import { SHELL, settled, violations } from './a11y.ts';
import { walk } from './walk.ts';

/**
 * The live content/, built by `npm run build:live` (compiled and link-checked by the build itself): every
 * route answers 200 with a title of its own and a heading, reflows at 320 px without scrolling sideways (WCAG
 * 1.4.10) and passes axe once there. Nothing here names a value of the live content, so the office's weekly edits
 * cannot turn it red unless a page really breaks.
 */
const client = path.join(process.env.LIVE_DIST_DIR ?? 'dist-live', 'client');
const routes = existsSync(client)
  ? htmlFiles(client)
      .map(({ route }) => route)
      .filter(Boolean)
  : [];

test.describe('live content', () => {
  test.skip(routes.length === 0, `needs the live build in ${client} (npm run build:live; npm test runs it)`);
  test.use({ viewport: { width: 320, height: 640 }, colorScheme: 'light', reducedMotion: 'reduce' });
  let server: Server;
  let origin = '';
  test.beforeAll(async () => {
    server = await startServer({ root: client, port: 0, base: '/' });
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  walk(routes, { size: 20, name: (route) => route, msEach: 4_000 }, async (page, route) => {
    // Not waiting for the load event: document frames (a PDF viewer each) add seconds and change nothing checked here.
    const response = await page.goto(`${origin}${route}`, { waitUntil: 'domcontentloaded' });
    expect.soft(response?.status(), 'status').toBe(200);
    const heading = ((await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
    expect.soft(heading, 'the main heading').not.toBe('');
    // Every page but the home page has a title of its own before the college's name: "<page> | <college>".
    if (route !== '/') expect.soft(await page.title(), 'the title').toMatch(/^\S.* \| \S/);
    expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), 'the page width at 320 px').toBeLessThanOrEqual(320);
    await settled(page, 'light');
    // The shell (header, menu, footer) is the same on every page: accessibility.spec.ts checks it whole in every view.
    expect.soft(await violations(page, { exclude: SHELL }), 'axe').toEqual([]);
  });
});
