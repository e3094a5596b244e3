import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Page, type Request } from '@playwright/test';
import { htmlFiles } from '../../scripts/postbuild/htmlFiles.ts';
import { fixtureYaml } from './fixtureSite.ts';

/**
 * The site on a phone that loses its signal, with the real service worker of the fixture build (sw.js): each test runs
 * in a new browser context, a phone that has never seen the site. Pages read online open offline, saying when they were
 * saved; a page never read gets the offline page; a PDF opened online opens offline; the site installs as an app.
 */
const client = path.join(process.env.DIST_DIR ?? 'dist-fixture', 'client');

// The worker runs (playwright.config.ts blocks it elsewhere); the phone's own time zone dates its saved copies.
test.use({ serviceWorkers: 'allow', timezoneId: 'Asia/Kolkata' });

/** Whether any cache of the site's origin holds a response for `url` (the worker's caches, whatever their names). */
const cached = (page: Page, url: string) =>
  page.evaluate(async (wanted) => {
    for (const name of await caches.keys()) if (await (await caches.open(name)).match(wanted)) return true;
    return false;
  }, url);

/**
 * The day the worker saved `url` on, as a phone in India writes it ("27 November 2026"): read from the copy itself (the
 * worker's clock is the machine's; a day computed apart from the save would be wrong across midnight).
 */
const savedDay = async (page: Page, url: string) => {
  const savedOn = await page.evaluate(async (wanted) => {
    for (const name of await caches.keys()) {
      const copy = await (await caches.open(name)).match(wanted);
      if (copy) return copy.headers.get('x-saved-on');
    }
  }, url);
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(savedOn!));
};

/** Opens a page online and waits until the worker has saved it (the first page is saved once the worker takes it over). */
async function read(page: Page, route: string): Promise<string> {
  await page.goto(route);
  await expect.poll(() => cached(page, page.url()), { message: `${route} saved`, timeout: 15_000 }).toBe(true);
  // The page's title as its tab shows it, without the site's name.
  return (await page.title()).split(' | ')[0];
}

test.describe('offline', () => {
  test('pages read online open offline, with the date they were saved at their top', async ({ page, context }) => {
    const read1 = await read(page, '/home/missionVision');
    const read2 = await read(page, '/resources/results');
    const days = [await savedDay(page, new URL('/home/missionVision', page.url()).href), await savedDay(page, page.url())];
    await context.setOffline(true);
    for (const [route, title, day] of [
      ['/home/missionVision', read1, days[0]],
      ['/resources/results', read2, days[1]],
    ]) {
      await page.goto(route);
      await expect(page.locator('body > :first-child')).toHaveText(`You are offline. This copy was saved on ${day}.`);
      await expect(page.getByRole('status').first()).toHaveText(/^You are offline/);
      expect((await page.title()).split(' | ')[0]).toBe(title);
      await expect(page.locator('main h1').first()).toBeVisible();
    }
  });

  test('a page never read shows the offline page, listing the pages saved on this phone, the notices board first', async ({ page, context }) => {
    const mission = await read(page, '/home/missionVision');
    const missionDay = await savedDay(page, new URL('/home/missionVision', page.url()).href);
    const results = await read(page, '/resources/results');
    await context.setOffline(true);
    await page.goto('/library/questionBank');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    const saved = page.locator('main li a');
    // The notices board and the home page are saved with the worker; the pages read, as they were read.
    await expect(saved.first()).toHaveText('Notices');
    await expect(saved.first()).toHaveAttribute('href', '/notices');
    const titles = await saved.allTextContents();
    expect(titles).toEqual(expect.arrayContaining([mission, results, fixtureYaml<{ name: string }>('site.yaml').name]));
    expect(titles).not.toContain('Question Bank');
    await saved.filter({ hasText: mission }).click();
    await expect(page).toHaveURL(/\/home\/missionVision$/);
    await expect(page.getByRole('status').first()).toHaveText(`You are offline. This copy was saved on ${missionDay}.`);
  });

  test('a PDF opened online opens offline, the same bytes', async ({ page, context, request }) => {
    const pdf = '/files/attachments/merit-list-ba-semester-1.pdf';
    const served = await (await request.get(pdf)).body();
    await read(page, '/notices/2026-11-18-merit-list');
    const open = async () => {
      // The browser the tests drive saves a PDF it opens (it has no viewer): the download is what the tab received.
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`a[href="${pdf}"]`).first().click()]);
      expect(await download.failure()).toBeNull();
      return readFileSync((await download.path())!);
    };
    expect((await open()).equals(served)).toBe(true);
    await context.setOffline(true);
    expect((await open()).equals(served)).toBe(true);
  });
});

test.describe('the service worker', () => {
  test('precaches the home page, the notices board, the offline page, the stylesheet and the icons, after the page has loaded, within 300 KB', async ({
    page,
    context,
  }) => {
    const fetched: { url: string; at: number; request: Request }[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker()) fetched.push({ url: new URL(request.url()).pathname, at: Date.now(), request });
    });
    let loadedAt = Infinity;
    page.on('load', () => (loadedAt = Date.now()));
    await read(page, '/home/missionVision');
    const precache = fetched.filter(
      ({ url }) => url !== '/sw.js' && url !== '/home/missionVision' && !url.startsWith('/assets/entries/') && !url.startsWith('/assets/chunks/'),
    );
    expect(precache.map(({ url }) => url.replace(/\.[\w-]+\.css$/, '.css')).sort()).toEqual([
      '/404.html',
      '/assets/static/style.css',
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/icons/icon-maskable-512.png',
      '/index.html',
      '/manifest.json',
      '/notices/index.html',
    ]);
    for (const { url, at } of precache) expect(at, url).toBeGreaterThanOrEqual(loadedAt);
    const bytes = await Promise.all(precache.map(async ({ request }) => (await (await request.response())!.body()).length));
    expect(bytes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(300 * 1024);
  });

  test("registers under the site's Content-Security-Policy (worker-src 'self')", async ({ page }) => {
    const csp = readFileSync(path.join(client, '_headers'), 'utf8').match(/Content-Security-Policy: (.*)/)![1];
    expect(csp).toContain("worker-src 'self'");
    // The page that registers the worker, sent with the policy a host sends from _headers.
    await page.route('**/home/missionVision', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } });
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto('/home/missionVision');
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL))).toMatch(/\/sw\.js$/);
    expect(violations).toEqual([]);
  });

  test('is not registered by the editor at /admin/, and leaves its pages unsaved', async ({ page }) => {
    await page.goto('/admin/', { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((found) => found.length))).toBe(0);
    // The same wait on a page of the site sees its registration: the check above could have seen one.
    await page.goto('/home/missionVision', { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((found) => found.length))).toBe(1);
    await expect.poll(() => cached(page, page.url())).toBe(true);
    // Within the worker's reach, the editor is still left to the network: nothing of it is saved.
    await page.goto('/admin/', { waitUntil: 'load' });
    expect(await cached(page, page.url())).toBe(false);
  });

  test("leaves build.json to the network, past the browser's HTTP cache: never saved, and nothing of it offline", async ({ page, context }) => {
    const asked: Request[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/build.json' && request.serviceWorker()) asked.push(request);
    });
    await read(page, '/home/missionVision');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const built = JSON.parse(readFileSync(path.join(client, 'build.json'), 'utf8')) as unknown;
    for (let time = 0; time < 2; time++) expect(await page.evaluate(() => fetch('/build.json').then((answer) => answer.json()))).toEqual(built);
    // Both asked of the host by the worker, each as a request no cache may answer (the Fetch standard's no-store).
    expect(asked).toHaveLength(2);
    for (const request of asked) expect((await request.allHeaders())['cache-control']).toBe('no-cache');
    expect(await cached(page, new URL('/build.json', page.url()).href)).toBe(false);
    await context.setOffline(true);
    expect(
      await page.evaluate(() =>
        fetch('/build.json').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
  });
});

test.describe('installable', () => {
  test('the manifest names the college, opens the home page on its own, and its icons are the sizes it says', async ({ page, request }) => {
    const response = await request.get('/manifest.json');
    expect(response.ok()).toBe(true);
    const manifest = await response.json();
    const site = fixtureYaml<{ name: string; shortName: string }>('site.yaml');
    expect(manifest).toMatchObject({ name: site.name, short_name: site.shortName, display: 'standalone' });
    const at = new URL('/manifest.json', 'https://college.example.org');
    expect(new URL(manifest.start_url, at).pathname).toBe('/');
    expect(new URL(manifest.scope, at).pathname).toBe('/');
    await page.goto('/');
    expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
    expect(icons.map(({ sizes, purpose }) => `${sizes}${purpose ? ` ${purpose}` : ''}`).sort()).toEqual(['192x192', '512x512', '512x512 maskable']);
    for (const icon of icons) {
      const file = await request.get(new URL(icon.src, new URL('/manifest.json', page.url())).pathname);
      expect(file.headers()['content-type']).toBe(icon.type);
      const { width, height, format } = await sharp(await file.body()).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(format).toBe('png');
    }
  });

  test('every page links the manifest', () => {
    const pages = htmlFiles(client);
    expect(pages.length).toBeGreaterThan(100);
    const without = pages.filter(({ file }) => !readFileSync(path.join(client, file), 'utf8').includes('<link rel="manifest" href="/manifest.json"/>'));
    expect(without.map(({ file }) => file)).toEqual([]);
  });
});
