/**
 * Scans read by machine, measured: a copy of the project with 100 scanned A4 pages added (50 question papers of two
 * pages, typed text, slightly skewed, one page in ten lying on its side) is built with no reading cached (the cold
 * reading, and the build's peak memory), then again with the readings cached, alternately with a copy without them
 * (budgets: 4 minutes cold on 2 cores, cached build at most 1.15x the build without, peak memory under 1.5 GB). Also the
 * share of the words the reader recognised, on the fixture site's scans and on the 100 pages.
 *
 * Run alone with `npx tsx scripts/bench/scans.ts`; `npm run bench` runs it too. The copies have a node_modules of their
 * own that links every package but not the cache folder, so nothing read before (or by the worktree) counts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { scannedPdf, type ScannedPage } from './scannedPdf.ts';
import { coldThenCached, copiesWithoutCache } from './buildScale.ts';
import { readScannedPages } from '../content/facts/scanReader.ts';
import { generatedDirFor } from '../../common/generated.ts';
import type { PdfRecord } from '../content/derive/pdfRecords.ts';
import { FIXTURE_SCANS, FIXTURE_SITE } from '../../tests/fixtures/scans.ts';

const PDFS = 50;
const PAGES_EACH = 2;
const COLD_BUDGET_S = 240;
const CACHED_RATIO_BUDGET = 1.15;
const MEMORY_BUDGET_MEGABYTES = 1536;
const DIST = { without: 'dist-bench-unscanned', with: 'dist-bench-scanned' };

const VOCABULARY = (
  'the university examination semester students college principal notice question answer marks paper history ' +
  'english education sociology economics political science commerce accounts library hostel admission fees ' +
  'department committee meeting council syllabus internal assessment practical result scholarship attendance ' +
  'write describe explain discuss examine short notes following any five questions carry equal marks time hours'
).split(' ');

/** One scanned page of typed text: about 20 lines of 8 to 10 words, different on every page. */
function benchPage(n: number): ScannedPage {
  const word = (i: number) => VOCABULARY[(n * 31 + i * 17 + ((i * i) % 13)) % VOCABULARY.length];
  const line = (l: number) => Array.from({ length: 8 + (l % 3) }, (_, i) => word(l * 11 + i)).join(' ');
  const paragraphs = Array.from({ length: 5 }, (_, p) => Array.from({ length: 4 }, (_, l) => line(p * 4 + l)));
  return { paragraphs: [[`Question paper ${n}`], ...paragraphs], turn: n % 10 === 0 ? 90 : ((n % 7) - 3) / 2 };
}

const benchPages = () => Array.from({ length: PDFS * PAGES_EACH }, (_, n) => benchPage(n + 1));

/** Lower-case words of letters and digits, each as often as it occurs. */
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The share of the words typed on the pages that the reading holds (each occurrence counted once). */
function recognisedShare(typed: readonly string[], read: readonly string[]): { found: number; total: number } {
  const left = new Map<string, number>();
  for (const word of read) left.set(word, (left.get(word) ?? 0) + 1);
  let found = 0;
  for (const word of typed) {
    const count = left.get(word) ?? 0;
    if (count > 0) {
      found++;
      left.set(word, count - 1);
    }
  }
  return { found, total: typed.length };
}

const typedWords = (page: ScannedPage) => wordsOf(page.paragraphs.flat().join(' '));
const percent = ({ found, total }: { found: number; total: number }) => `${((found / total) * 100).toFixed(1)}% (${found} of ${total} words)`;

/** The fixture site's scans read afresh, page by page, against the words typed on them. */
async function fixtureShare(): Promise<Record<string, string>> {
  const pages = FIXTURE_SCANS.flatMap(({ source, pages }) => pages.map((page, index) => ({ source, page: index + 1, typed: typedWords(page) })));
  const readings = await readScannedPages(pages.map(({ source, page }) => ({ file: path.join(FIXTURE_SITE, source), page })));
  const result: Record<string, string> = {};
  let found = 0;
  let total = 0;
  pages.forEach(({ source, page, typed }, index) => {
    const reading = readings[index];
    const share = recognisedShare(typed, 'text' in reading ? wordsOf(reading.text) : []);
    found += share.found;
    total += share.total;
    result[`${source.split('/').pop()}, page ${page}`] = `${percent(share)}${'confidence' in reading ? `, confidence ${reading.confidence}` : ''}`;
  });
  result['fixture scans, all words'] = percent({ found, total });
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Imported dynamically by scripts/bench/index.ts, which the unused-export check does not follow.
// ts-unused-exports:disable-next-line
export async function benchScans(root = process.cwd()): Promise<Record<string, string>> {
  const temp = mkdtempSync(path.join(tmpdir(), 'college-scans-'));
  try {
    const copies = copiesWithoutCache(root, temp);
    const pages = benchPages();
    for (let n = 0; n < PDFS; n++) {
      const file = path.join(copies.with, `content/question-papers/Bench scans/2026/Paper ${String(n + 1).padStart(2, '0')}.pdf`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, scannedPdf(pages.slice(n * PAGES_EACH, (n + 1) * PAGES_EACH), n + 1));
    }

    const load = loadavg()[0].toFixed(1);
    const { cold, without, cached } = await coldThenCached(copies, DIST);
    const withoutRuns = without.map((build) => build.seconds);
    const cachedRuns = cached.map((build) => build.seconds);
    const peak = Math.max(cold.peakMegabytes, ...cached.map((build) => build.peakMegabytes));
    const coldContent = cold.phases.content.ms / 1000;

    const records = JSON.parse(readFileSync(path.join(copies.with, generatedDirFor(DIST.with), 'pdfSearch.json'), 'utf8')) as PdfRecord[];
    const benchRecords = records.filter((record) => record.source.startsWith('question-papers/Bench scans/')).sort((a, b) => a.source.localeCompare(b.source));
    const benchShare = benchRecords
      .flatMap((record, n) => record.pages.map((text, page) => recognisedShare(typedWords(pages[n * PAGES_EACH + page]), wordsOf(text))))
      .reduce((sum, share) => ({ found: sum.found + share.found, total: sum.total + share.total }), { found: 0, total: 0 });
    const ratio = median(cachedRuns) / median(withoutRuns);
    return {
      'load average at start': `${load} on ${availableParallelism()} cores`,
      [`${PDFS * PAGES_EACH} scanned pages read, cache empty (the build's content step)`]: `${coldContent.toFixed(1)} s (budget ${COLD_BUDGET_S} s: ${coldContent <= COLD_BUDGET_S ? 'met' : 'OVER'}); the whole build ${cold.seconds.toFixed(1)} s`,
      'build with them, read before (median of 2)': `${median(cachedRuns).toFixed(1)} s (${cachedRuns.map((s) => s.toFixed(1)).join(', ')})`,
      'build without them (median of 2)': `${median(withoutRuns).toFixed(1)} s (${withoutRuns.map((s) => s.toFixed(1)).join(', ')})`,
      ratio: `${ratio.toFixed(2)}x (budget ${CACHED_RATIO_BUDGET}x: ${ratio <= CACHED_RATIO_BUDGET ? 'met' : 'OVER'})`,
      'peak memory of the builds with scans': `${peak} MB, all the build's processes together (budget ${MEMORY_BUDGET_MEGABYTES} MB: ${peak <= MEMORY_BUDGET_MEGABYTES ? 'met' : 'OVER'}); ${cold.buildProcessMegabytes} MB the largest one, cold`,
      [`words recognised on the ${PDFS * PAGES_EACH} pages`]: percent(benchShare),
      ...(await fixtureShare()),
    };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) console.table(await benchScans());
