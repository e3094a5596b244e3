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
  await expect(page.locator('[data-island]:not([data-hydrated="true"])')).toHaveCount(0);
  return Promise.all(pending);
}

export const totalBytes = (files: { gzipBytes: number }[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0);
