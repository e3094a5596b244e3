/**
 * Search inside PDFs, measured: reading the text of 1,000 two-page PDFs (each with text of its own) with an empty
 * cache and again with the cache full, each as a new process would (budgets: 30 s and 1 s); and, on a built site,
 * what a visitor's browser downloads from the search index for a query that matches PDFs, against one that matches
 * pages only (budget: 150 KB more).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { readPdfTexts } from '../content/facts/pdfText.ts';
import type { Asset } from '../content/context.ts';
import { BROWSER_ARGS, TEST_BROWSER } from '../testBrowser.ts';
import { textPdf } from './samplePdf.ts';

const PDFS = 1_000;
const COLD_BUDGET_S = 30;
const CACHED_BUDGET_S = 1;
const QUERY_BUDGET_KB = 150;

// Imported dynamically by scripts/bench/index.ts, which the unused-export check does not follow.
// ts-unused-exports:disable-next-line
export async function benchPdfExtraction(): Promise<Record<string, string>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'pdf-bench-'));
  try {
    const assets: Asset[] = [];
    for (let i = 0; i < PDFS; i++) {
      const bytes = textPdf([
        [`Circular number ${i}`, `Examination timetable for semester ${(i % 6) + 1}`, `Paper ENG-${1000 + i} in room ${i % 40}`],
        [`Invigilation duty ${i}`, 'Report thirty minutes before the examination begins.'],
      ]);
      const source = `notices/${i}.pdf`;
      mkdirSync(path.join(folder, 'notices'), { recursive: true });
      writeFileSync(path.join(folder, source), bytes);
      assets.push({ source, url: `/files/${source}`, bytes: bytes.length, format: 'PDF' });
    }
    const cache = path.join(folder, 'cache');
    const timed = async () => {
      const started = performance.now();
      const texts = await readPdfTexts(assets, (source) => path.join(folder, source), cache, { memo: new Map() });
      return { seconds: (performance.now() - started) / 1000, texts };
    };
    const cold = await timed();
    const cached = await timed();
    const pages = [...cold.texts.values()].reduce((sum, reading) => sum + ('pages' in reading ? reading.pages.length : 0), 0);
    return {
      PDFs: `${PDFS} (${pages} pages)`,
      'reading their text, cache empty': `${cold.seconds.toFixed(1)} s (budget ${COLD_BUDGET_S} s: ${cold.seconds <= COLD_BUDGET_S ? 'met' : 'OVER'})`,
      'again, none changed (a new process)': `${cached.seconds.toFixed(2)} s (budget ${CACHED_BUDGET_S} s: ${cached.seconds <= CACHED_BUDGET_S ? 'met' : 'OVER'})`,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Bytes fetched from /pagefind/ by the search page for one query, until its results are listed. */
async function searchBytes(baseUrl: string, query: string): Promise<{ bytes: number; results: number }> {
  const browser = await chromium.launch({
    executablePath: TEST_BROWSER,
    args: BROWSER_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    let bytes = 0;
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.includes('/pagefind/')) return;
      pending.push(
        response.body().then(
          (body) => void (bytes += body.length),
          () => undefined,
        ),
      );
    });
    await page.goto(`${baseUrl}/search?q=${encodeURIComponent(query)}`, { waitUntil: 'networkidle' });
    await page.locator('[data-search-status]', { hasText: /result|No results/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    return { bytes, results: await page.locator('[data-search-results] li').count() };
  } finally {
    await browser.close();
  }
}

// ts-unused-exports:disable-next-line
export async function benchPdfQuery(baseUrl: string): Promise<Record<string, string>> {
  // "question paper" matches the question papers' text and titles; "mission" matches pages only.
  const pdfs = await searchBytes(baseUrl, 'question paper');
  const pages = await searchBytes(baseUrl, 'mission');
  const added = (pdfs.bytes - pages.bytes) / 1024;
  return {
    'a query matching PDFs ("question paper")': `${(pdfs.bytes / 1024).toFixed(1)} KB from /pagefind/ (${pdfs.results} results listed)`,
    'a query matching pages only ("mission")': `${(pages.bytes / 1024).toFixed(1)} KB (${pages.results} results listed)`,
    'added by PDFs': `${added.toFixed(1)} KB (budget ${QUERY_BUDGET_KB} KB: ${added <= QUERY_BUDGET_KB ? 'met' : 'OVER'})`,
  };
}

// `npx tsx scripts/bench/pdfSearch.ts` measures the extraction alone.
if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchPdfExtraction());
