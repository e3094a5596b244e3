import { expect, test, type Page } from '@playwright/test';
import { onTwoG, searchAfterEnter } from '../../scripts/bench/slowLink.ts';

/**
 * Search on a phone's slow link. Pagefind's files are asked for before the visitor searches: on the search page as it
 * loads, elsewhere when the header's search link is focused. On WebAppTest's 2G profile (280 kbit/s, 800 ms round
 * trip), the first results come within 6 s of Enter; each of Pagefind's files is fetched once.
 *
 * Without the service worker (playwright.config.ts blocks it) but where said: DevTools' emulation slows the page's own
 * requests, not those a worker makes for it, so with a worker the link would seem fast. A first visit has none yet.
 */
test.use({ viewport: { width: 375, height: 800 } });

/** Pagefind's files the page asked for, by name (the entry file without its tag), each with how often. */
function pagefindRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/pagefind/')) counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  return counts;
}

test('on a 2G link, the first results come within 6 s of Enter, each of Pagefind’s files fetched once', async ({ page }) => {
  const requests = pagefindRequests(page);
  await onTwoG(page);
  const elapsed = await searchAfterEnter(page, '/search', 'English');
  expect(elapsed).toBeLessThanOrEqual(6_000);
  // Pagefind's own files, each asked for once: a preload that Pagefind did not take (its naming changed) would be a second
  // request, or a file of another name.
  const own = [...requests].filter(([file]) => !/^\/pagefind\/(index|fragment|filter)\//.test(file));
  expect(own.map(([file, count]) => `${file.replace(/pagefind\.en_\w+\.pf_meta$/, 'pagefind.en_<hash>.pf_meta')} ${count}`).sort()).toEqual([
    '/pagefind/pagefind-entry.json 1',
    '/pagefind/pagefind.en_<hash>.pf_meta 1',
    '/pagefind/pagefind.js 1',
    '/pagefind/wasm.en.pagefind 1',
  ]);
  expect([...requests.keys()].some((file) => file.startsWith('/pagefind/index/'))).toBe(true);
});

test('the search page asks for Pagefind’s script, entry and WebAssembly as it loads, and the index only when the visitor searches', async ({ page }) => {
  const requests = pagefindRequests(page);
  await page.goto('/search');
  await expect.poll(() => requests.has('/pagefind/wasm.en.pagefind')).toBe(true);
  expect(requests.has('/pagefind/pagefind.js')).toBe(true);
  expect(requests.has('/pagefind/pagefind-entry.json')).toBe(true);
  await page.waitForLoadState('networkidle');
  expect([...requests.keys()].filter((file) => /\/(index|fragment)\//.test(file))).toEqual([]);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('focusing the header’s search link fetches Pagefind’s script and WebAssembly once: the worker keeps them for every search', async ({
    page,
    context,
  }) => {
    // What crossed the network for Pagefind: the worker's own requests (a page it serves asks it, not the network).
    const fetched: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker() && request.url().includes('/pagefind/')) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/home/missionVision');
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
    expect(fetched).toEqual([]);
    const link = page.getByRole('link', { name: 'Search the site' });
    const kept = ['pagefind.js', 'wasm.en.pagefind'].map((file) => page.waitForResponse((response) => response.url().endsWith(`/pagefind/${file}`)));
    await link.focus();
    for (const response of await Promise.all(kept)) expect(response.status()).toBe(200);
    await link.click();
    for (const query of ['English', 'holiday']) {
      await page.getByRole('searchbox').fill(query);
      await expect(page.getByRole('status')).toContainText(`for “${query}”`);
      await page.goto('/search');
    }
    const count = (file: string) => fetched.filter((pathname) => pathname === `/pagefind/${file}`).length;
    expect([count('pagefind.js'), count('wasm.en.pagefind')]).toEqual([1, 1]);
    expect(fetched.filter((pathname) => pathname.endsWith('.pf_meta'))).toHaveLength(1);
    // The searches' own files did cross it: the index's chunks and the results' fragments.
    expect(fetched.some((pathname) => pathname.startsWith('/pagefind/fragment/'))).toBe(true);
  });
});
