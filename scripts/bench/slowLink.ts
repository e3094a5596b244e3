/**
 * The site on a slow phone link: WebPageTest's "2G" profile (280 kbit/s down, 256 kbit/s up, 800 ms round trip),
 * emulated by Chromium (DevTools' Network.emulateNetworkConditions), 375 px wide, every run in a new browser context
 * (a cold cache, a first visit). Measures the largest contentful paint of a text page and of the home page,
 * and the time from pressing Enter on the search page to the first result listed.
 * `npx tsx scripts/bench/slowLink.ts [build folder]` serves the build (dist-fixture/ unless named) and prints the
 * median of RUNS (3 unless set) with each run.
 */
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startServer } from '../serve.ts';
import { BROWSER_ARGS, TEST_BROWSER } from '../testBrowser.ts';

/** WebPageTest's "2G", in the units DevTools takes (bytes per second, milliseconds). */
const TWO_G = { offline: false, downloadThroughput: 280_000 / 8, uploadThroughput: 256_000 / 8, latency: 800 };

/** Puts the page on the 2G link (requests the page makes, and those of its dedicated workers that DevTools sees). */
export async function onTwoG(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', TWO_G);
}

/** The page's largest contentful paint, in ms from the start of its navigation, once it has loaded. */
async function lcpOf(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'load' });
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/**
 * The search page opened, a word typed as a person types (about five letters a second) once the page has loaded,
 * then Enter: the ms from Enter to the first result listed.
 */
export async function searchAfterEnter(page: Page, url: string, query: string): Promise<number> {
  await page.goto(url, { waitUntil: 'load' });
  const input = page.getByRole('searchbox');
  await input.click();
  await input.pressSequentially(query, { delay: 200 });
  const pressed = Date.now();
  await page.keyboard.press('Enter');
  await page.locator('[data-search-results] li').first().waitFor({ timeout: 60_000 });
  return Date.now() - pressed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser: Browser, baseUrl: string, run: (page: Page) => Promise<number>): Promise<number> {
  // Without the service worker: DevTools' emulation slows the page's own requests, not those a worker makes for it.
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, baseURL: baseUrl, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await onTwoG(page);
    return await run(page);
  } finally {
    await context.close();
  }
}

/** The three figures on a built site, each the median of `runs` first visits, with every run. */
// Imported dynamically by scripts/bench/index.ts, which the unused-export check does not follow.
// ts-unused-exports:disable-next-line
export async function benchSlowLink(dist: string, runs = 3): Promise<Record<string, string>> {
  const server = await startServer({ root: path.join(dist, 'client'), port: 0, base: '/' });
  const address = server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: TEST_BROWSER, args: BROWSER_ARGS });
  const cases: [string, (page: Page) => Promise<number>][] = [
    ['LCP, text page /home/missionVision (budget 3.5 s)', (page) => lcpOf(page, '/home/missionVision')],
    ['LCP, home page / (budget 6 s)', (page) => lcpOf(page, '/')],
    ['search /search "English", Enter to first result (budget 6 s)', (page) => searchAfterEnter(page, '/search', 'English')],
  ];
  const figures: Record<string, string> = {};
  try {
    for (const [label, run] of cases) {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push(await measure(browser, baseUrl, run));
      figures[label] = `${(median(times) / 1000).toFixed(2)} s  [${times.map((t) => (t / 1000).toFixed(2)).join(', ')}]`;
    }
  } finally {
    await browser.close();
    server.close();
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchSlowLink(process.argv[2] ?? 'dist-fixture', Number(process.env.RUNS ?? 3)));
