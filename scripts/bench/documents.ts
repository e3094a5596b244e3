/**
 * Documents on a phone, measured. A document page of a built site (the page showing the largest PDF drawn for phones)
 * in a browser without a PDF viewer, 375 px wide at a pixel ratio of 2: the bytes it fetches until it has loaded, its
 * first picture's bytes (budget 120 KB), and its largest contentful paint on the 2G profile (budget 3.5 s, median of
 * 3 first visits); the same of a real-sized typed document (a two-page examination routine) dropped as a notice into a
 * copy of the project. Then the build's cost of 100 new pages to draw: a copy of the project with a page showing 50 typed
 * PDFs of two pages each, built with no drawing cached (its content step against a copy without them: budget 60 s on
 * 2 cores), then again with the drawings cached, in turn with the copy without them and a copy with the same PDFs
 * only linked, never drawn (budget 1.05x: what showing them costs once drawn).
 *
 * Run alone with `npx tsx scripts/bench/documents.ts [build folder]` (dist-fixture/ unless named); `npm run bench`
 * runs it on its own build. The copies have a node_modules of their own without the cache folder, as the scans' bench.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../serve.ts';
import { BROWSER_ARGS, TEST_BROWSER } from '../testBrowser.ts';
import { onTwoG } from './slowLink.ts';
import { coldThenCached, copiesWithoutCache, timeBuild, type TimedBuild } from './buildScale.ts';
import { examinationRoutinePdf, textPdf } from './samplePdf.ts';
import { generatedDirFor } from '../../common/generated.ts';
import type { PdfRecord } from '../content/derive/pdfRecords.ts';

const PDFS = 50;
const PAGES_EACH = 2;
const LCP_BUDGET_S = 3.5;
const PICTURE_BUDGET_KB = 120;
const COLD_BUDGET_S = 60;
const CACHED_RATIO_BUDGET = 1.05;
const RUNS = 3;
const DIST = { without: 'dist-bench-undrawn', linked: 'dist-bench-linked', with: 'dist-bench-drawn' };
/** Cached builds of each copy, in turn: a median of five settles what two could not (one build's bundle moves by 0.7 s). */
const CACHED_ROUNDS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The page showing the largest PDF drawn (a scan's pictures weigh most), from the build's compiled data. */
function documentRoute(root: string, dist: string): string | undefined {
  const records = JSON.parse(readFileSync(path.join(root, generatedDirFor(dist), 'pdfSearch.json'), 'utf8')) as PdfRecord[];
  return records.filter((record) => record.shownAt).sort((a, b) => b.bytes - a.bytes)[0]?.shownAt?.route;
}

/** One first visit on a phone: the bytes fetched until the page loaded, its first picture's, and its LCP (on 2G if asked). */
async function visit(baseURL: string, route: string, slow: boolean) {
  const browser = await chromium.launch({ executablePath: TEST_BROWSER, args: BROWSER_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, deviceScaleFactor: 2, baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    if (slow) await onTwoG(page);
    let bytes = 0;
    const pictures: number[] = [];
    page.on(
      'requestfinished',
      (request) =>
        void request.sizes().then(({ responseBodySize, responseHeadersSize }) => {
          bytes += responseBodySize + responseHeadersSize;
          if (/\.page-1\.\d+w\.webp$/.test(request.url())) pictures.push(responseBodySize);
        }),
    );
    await page.goto(route, { waitUntil: 'load' });
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
    await context.close();
    return { bytes, picture: Math.max(0, ...pictures), lcp };
  } finally {
    await browser.close();
  }
}

/** The document page of the build in `dist` (the route given, or the one showing the largest PDF drawn), on a phone: its bytes, its first picture's, its LCP on 2G. */
async function benchDocumentPage(root: string, dist: string, route = documentRoute(root, dist)): Promise<Record<string, string>> {
  if (!route) return { 'document page': 'none: no page of this build shows a drawn PDF' };
  const server = await startServer({ root: path.join(root, dist, 'client'), port: 0, base: '/' });
  const address = server.address();
  const baseURL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const fast = await visit(baseURL, route, false);
    const lcps: number[] = [];
    for (let run = 0; run < RUNS; run++) lcps.push((await visit(baseURL, route, true)).lcp);
    const lcp = median(lcps) / 1000;
    return {
      'document page': `${route}, 375 px, pixel ratio 2, no PDF viewer`,
      'bytes fetched until loaded': KB(fast.bytes),
      'its first picture': `${KB(fast.picture)} (budget ${PICTURE_BUDGET_KB} KB: ${fast.picture <= PICTURE_BUDGET_KB * 1024 ? 'met' : 'OVER'})`,
      'LCP on 2G (median of 3)': `${lcp.toFixed(2)} s (budget ${LCP_BUDGET_S} s: ${lcp <= LCP_BUDGET_S ? 'met' : 'OVER'}) [${lcps.map((ms) => (ms / 1000).toFixed(2)).join(', ')}]`,
    };
  } finally {
    server.close();
  }
}

/** A page of typed text, different on every page. */
const typedPage = (n: number) => [
  `Document page ${n}`,
  ...Array.from({ length: 30 }, (_, line) => `Line ${line + 1} of page ${n}: the college notice board, examinations and admissions.`),
];

/** The bench's PDFs, each written into `copy` at its path under content/ (`folder`, then its name). */
function writeBenchPdfs(copy: string, folder: string): string[] {
  const documents = Array.from({ length: PDFS }, (_, n) => `${folder}/document-${String(n + 1).padStart(2, '0')}.pdf`);
  documents.forEach((source, n) => {
    const file = path.join(copy, 'content', source);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, textPdf(Array.from({ length: PAGES_EACH }, (_, page) => typedPage(n * PAGES_EACH + page + 1))));
  });
  return documents;
}

const seconds = (builds: { seconds: number }[]) =>
  `${median(builds.map((build) => build.seconds)).toFixed(1)} s (${builds.map((build) => build.seconds.toFixed(1)).join(', ')})`;
const verdict = (ratio: number) => `${ratio.toFixed(2)}x (budget ${CACHED_RATIO_BUDGET}x: ${ratio <= CACHED_RATIO_BUDGET ? 'met' : 'OVER'})`;

/** Each phase that takes 50 ms or more longer in the builds `more` than in `less` (medians), longest first. */
function phaseDifferences(more: TimedBuild[], less: TimedBuild[]): string {
  const phaseMs = (builds: TimedBuild[], name: string) => median(builds.map((build) => build.phases[name]?.ms ?? 0));
  const differences = Object.keys(more[0].phases).map((name) => [name, phaseMs(more, name) - phaseMs(less, name)] as const);
  return differences
    .filter(([, ms]) => ms >= 50)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} +${(ms / 1000).toFixed(2)} s`)
    .join(', ');
}

/**
 * The cost of 100 new pages to draw, cold and cached, against two copies of the project: one without the PDFs at all,
 * and one with the same PDFs only linked (a notice's attachments, never drawn: their text is indexed and their files
 * published all the same), which leaves showing them as the one difference.
 */
async function benchDrawing(root: string): Promise<Record<string, string>> {
  const temp = mkdtempSync(path.join(tmpdir(), 'college-documents-'));
  try {
    const copies = copiesWithoutCache(root, temp, ['without', 'linked', 'with']);
    const shown = writeBenchPdfs(copies.with, 'documents/bench');
    const list = shown.map((source, n) => `  - { title: "Bench document ${n + 1}", file: ${source} }`).join('\n');
    writeFileSync(
      path.join(copies.with, 'content/pages/resources/benchDocuments.md'),
      `---\ntitle: "Bench documents"\ndescription: "Documents to draw."\ntemplate: document\ndocuments:\n${list}\n---\n\nThe bench's documents.\n`,
    );
    const linked = writeBenchPdfs(copies.linked, 'attachments/bench');
    writeFileSync(
      path.join(copies.linked, 'content/notices/2026/2026-11-20-bench-documents.md'),
      `---\ntitle: "Bench documents"\ncategory: General\nattachments:\n${linked.map((source) => `  - ${source}`).join('\n')}\n---\n\nThe bench's documents.\n`,
    );

    const load = loadavg()[0].toFixed(1);
    const { cold, runs } = await coldThenCached(copies, DIST, CACHED_ROUNDS);
    // Against the copy without them built with everything else cached: what drawing (and reading) them adds.
    const drawing = (cold.phases.content.ms - median(runs.without.map((build) => build.phases.content.ms))) / 1000;
    const cachedSeconds = median(runs.with.map((build) => build.seconds));
    return {
      'load average at start': `${load} on ${availableParallelism()} cores`,
      [`${PDFS * PAGES_EACH} new pages drawn, cache empty (the content step, against the copy without them)`]: `${drawing.toFixed(1)} s more (budget ${COLD_BUDGET_S} s: ${drawing <= COLD_BUDGET_S ? 'met' : 'OVER'}); the whole build ${cold.seconds.toFixed(1)} s, peak ${cold.peakMegabytes} MB`,
      'peak memory, the builds with them drawn before / the builds without them': `${Math.max(...runs.with.map((build) => build.peakMegabytes))} MB / ${Math.max(...runs.without.map((build) => build.peakMegabytes))} MB`,
      [`build with them shown, drawn before (median of ${CACHED_ROUNDS})`]: seconds(runs.with),
      [`build with them only linked (median of ${CACHED_ROUNDS})`]: seconds(runs.linked),
      [`build without them (median of ${CACHED_ROUNDS})`]: seconds(runs.without),
      'where showing them costs, drawn before (each phase, median against only linked)': phaseDifferences(runs.with, runs.linked),
      'where having them costs, only linked (each phase, median against without them)': phaseDifferences(runs.linked, runs.without),
      'ratio, shown and drawn before against only linked': verdict(cachedSeconds / median(runs.linked.map((build) => build.seconds))),
      'ratio, shown and drawn before against without them': verdict(cachedSeconds / median(runs.without.map((build) => build.seconds))),
    };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** A real-sized typed document (a two-page examination routine) dropped as a notice into a copy of the project: its page on a phone. */
async function benchRealDocument(root: string): Promise<Record<string, string>> {
  const temp = mkdtempSync(path.join(tmpdir(), 'college-routine-'));
  try {
    const { routine } = copiesWithoutCache(root, temp, ['routine']);
    writeFileSync(path.join(routine, 'content/notices/2026/2026-12-01 Examination routine, semester 3.pdf'), examinationRoutinePdf());
    await timeBuild(routine, 'dist-bench-routine');
    const measured = await benchDocumentPage(routine, 'dist-bench-routine', '/notices/2026-12-01-examination-routine-semester-3');
    return Object.fromEntries(Object.entries(measured).map(([name, value]) => [`real-sized typed document: ${name}`, value]));
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

// Imported dynamically by scripts/bench/index.ts, which the unused-export check does not follow.
// ts-unused-exports:disable-next-line
export async function benchDocuments(root: string, dist: string): Promise<Record<string, string>> {
  return { ...(await benchDocumentPage(root, dist)), ...(await benchRealDocument(root)), ...(await benchDrawing(root)) };
}

if (process.argv[1] === import.meta.filename) {
  const root = process.cwd();
  const dist = process.argv[2] ?? 'dist-fixture';
  console.table(
    process.env.DOCUMENT_PAGE_ONLY ? { ...(await benchDocumentPage(root, dist)), ...(await benchRealDocument(root)) } : await benchDocuments(root, dist),
  );
}
