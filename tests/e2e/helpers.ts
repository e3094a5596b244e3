import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** Opens `url` and returns the JavaScript files the page loaded, with their gzip size in bytes. */
export async function loadedScripts(page: Page, url: string): Promise<{ url: string; gzipBytes: number }[]> {
  const pending: Promise<{ url: string; gzipBytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return Promise.all(pending);
}

export const totalBytes = (files: { gzipBytes: number }[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0);
