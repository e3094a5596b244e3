import { gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

/**
 * Opens `url` and returns the JavaScript files the page loaded, with their gzip size in bytes: those of the
 * load event plus every island's chunks (all are in once each island is marked hydrated).
 */
export async function loadedScripts(page: Page, url: string): Promise<{ url: string; gzipBytes: number }[]> {
  const pending: Promise<{ url: string; gzipBytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(url, { waitUntil: 'load' });
  await everyIslandHydrated(page);
  return Promise.all(pending);
}

/**
 * Waits until every island on the page has hydrated. Islands marked data-hydrate="visible" wait for the
 * viewport to come near them, so each one still waiting is scrolled into view (again, until the page's script
 * has started watching it); the page is then scrolled back to the top. It all runs in the page, in one call: the
 * walks wait on hundreds of pages, and a locator would first send each page Playwright's own script (walk.ts).
 */
export async function everyIslandHydrated(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const waiting = () => [...document.querySelectorAll('[data-island]:not([data-hydrated="true"])')];
    const until = performance.now() + 30_000;
    while (waiting().length > 0) {
      if (performance.now() > until)
        throw new Error(
          `not hydrated after 30 s: ${waiting()
            .map((island) => island.getAttribute('data-island'))
            .join(', ')}`,
        );
      for (const island of document.querySelectorAll('[data-hydrate="visible"]:not([data-hydrated="true"])')) {
        island.scrollIntoView({ block: 'center' });
        await frame();
        await frame();
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * Reads `read` until two readings two animation frames apart agree, and returns the last: what the page shows once it
 * has stopped changing (an island's last commit, colours after the colour scheme changed).
 */
export async function untilSteady<T>(page: Page, read: () => Promise<T>): Promise<T> {
  let before = await read();
  await expect
    .poll(async () => {
      await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
      const again = await read();
      const steady = JSON.stringify(again) === JSON.stringify(before);
      before = again;
      return steady;
    })
    .toBe(true);
  return before;
}

export const totalBytes = (files: { gzipBytes: number }[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0);
