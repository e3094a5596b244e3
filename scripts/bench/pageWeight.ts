import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { BROWSER_ARGS, TEST_BROWSER } from '../testBrowser.ts';

interface PageWeight {
  route: string;
  /** gzip bytes of what the browser actually loaded, by kind. */
  js: number;
  css: number;
  html: number;
  images: number;
  requests: number;
}

const KIND: Record<string, keyof Omit<PageWeight, 'route' | 'requests'> | undefined> = {
  script: 'js',
  stylesheet: 'css',
  document: 'html',
  image: 'images',
};

/** Loads each route in Chromium (375 px wide, like a phone) and adds up the gzip size of everything it fetched. */
export async function measurePages(baseUrl: string, routes: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: TEST_BROWSER,
    args: BROWSER_ARGS,
  });
  try {
    const results: PageWeight[] = [];
    for (const route of routes) {
      const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
      const weight: PageWeight = { route, js: 0, css: 0, html: 0, images: 0, requests: 0 };
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const kind = KIND[response.request().resourceType()];
        weight.requests++;
        if (!kind) return;
        pending.push(
          response.body().then(
            (body) => void (weight[kind] += kind === 'images' ? body.length : gzipSync(body, { level: 9 }).length),
            () => undefined,
          ),
        );
      });
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      results.push(weight);
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
