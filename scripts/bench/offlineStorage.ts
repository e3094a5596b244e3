/**
 * The service worker's figures on a built site: the size of sw.js (gzip), what it precaches on a first visit (its list's
 * files outside /pagefind/, budget 300 KB), and the storage a phone holds (navigator.storage.estimate(), CacheStorage
 * and the worker's IndexedDB) after reading 20 pages and opening the 3 largest PDFs, in a new browser context.
 * `npx tsx scripts/bench/offlineStorage.ts [build folder]` (dist-fixture/ unless named).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fg from 'fast-glob';
import { chromium, type Page } from '@playwright/test';
import { startServer } from '../serve.ts';
import { BROWSER_ARGS, TEST_BROWSER } from '../testBrowser.ts';

const PAGES = 20;
const PDFS = 3;
const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Whether a cache of the site holds `url`. */
const cached = (page: Page, url: string) =>
  page.evaluate(async (wanted) => {
    for (const name of await caches.keys()) if (await (await caches.open(name)).match(wanted)) return true;
    return false;
  }, url);

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 150; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`offline bench: ${what} never happened`);
}

// Imported dynamically by scripts/bench/index.ts, which the unused-export check does not follow.
// ts-unused-exports:disable-next-line
export async function benchOfflineStorage(dist: string): Promise<Record<string, string>> {
  const client = path.join(dist, 'client');
  const routes = [...readFileSync(path.join(client, 'sitemap.xml'), 'utf8').matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map(([, route]) => route);
  const pdfs = fg
    .sync('files/**/*.pdf', { cwd: client })
    .sort((a, b) => statSync(path.join(client, b)).size - statSync(path.join(client, a)).size)
    .slice(0, PDFS);
  const server = await startServer({ root: client, port: 0, base: '/' });
  const address = server.address();
  const baseURL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: TEST_BROWSER, args: BROWSER_ARGS });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    // The site's pages, a few from each part of it (the sitemap lists them by section).
    const read = routes.filter((_, index) => index % Math.max(1, Math.floor(routes.length / PAGES)) === 0).slice(0, PAGES);
    for (const route of read) {
      await page.goto(route);
      await until(() => cached(page, page.url()), `saving ${route}`);
    }
    for (const pdf of pdfs) {
      const url = new URL(`/${pdf.split('/').map(encodeURIComponent).join('/')}`, baseURL).href;
      await page.evaluate((address) => fetch(address).then((response) => response.arrayBuffer()), url);
      await until(() => cached(page, url), `saving ${pdf}`);
    }
    const { usage } = await page.evaluate(() => navigator.storage.estimate());
    // Each of the worker's caches: its entries and the bytes of their bodies.
    const byCache = await page.evaluate(async () => {
      const sizes: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        const keys = await cache.keys();
        const bodies = await Promise.all(keys.map(async (key) => (await (await cache.match(key))!.blob()).size));
        sizes.push(`${name.split(' ')[0].replace(/-v2-.*/, '')} ${keys.length} (${(bodies.reduce((sum, size) => sum + size, 0) / 1024).toFixed(0)} KB)`);
      }
      return sizes.join(', ');
    });
    const worker = readFileSync(path.join(client, 'sw.js'));
    // The precache: the files of the worker's list outside /pagefind/, as stored and as sent (text gzip-compressed).
    const precached = [...worker.toString().matchAll(/\{"url":"([^"]+)","revision"/g)].map(([, url]) => url).filter((url) => !url.startsWith('pagefind/'));
    const bytes = precached.map((url) => readFileSync(path.join(client, url)));
    const stored = bytes.reduce((sum, file) => sum + file.length, 0);
    const sent = bytes.reduce((sum, file, index) => sum + (/\.png$/.test(precached[index]) ? file.length : gzipSync(file).length), 0);
    return {
      'sw.js': `${KB(worker.length)}, ${KB(gzipSync(worker, { level: 9 }).length)} gzip`,
      precache: `${precached.length} files, ${KB(stored)} (budget 300 KB: ${stored <= 300 * 1024 ? 'met' : 'OVER'}), ${KB(sent)} sent`,
      [`stored after ${read.length} pages and ${pdfs.length} PDFs`]: `${KB(usage ?? 0)} (the PDFs ${KB(pdfs.reduce((sum, pdf) => sum + statSync(path.join(client, pdf)).size, 0))})`,
      'by cache': byCache,
    };
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchOfflineStorage(process.argv[2] ?? 'dist-fixture'));
