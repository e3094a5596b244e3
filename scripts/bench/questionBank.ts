/**
 * The question bank at 10,000 papers: generates a tree of 10,000 small PDFs in a temp folder (the sample's
 * five programmes, 1st–6th Sem plus "5th Sem supplementary", 2021–2025, ten subjects; MA by year), times
 * its compile (budget 2 s, median of 3), then loads the built question-bank page in Chromium with the
 * 10,000-paper data served in place of the sample's: gzip HTML + JS at first load, and what opening the
 * largest programme and filtering fetch. The HTML embeds only the programme list, so it does not grow
 * with the number of papers; the figures show both.
 */
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { compileContent } from '../content/compile.ts';
import { questionPapers, type QuestionBank } from '../content/collections/questionPapers.ts';
import { contentType } from '../contentType.ts';
import { samplePdf } from './samplePdf.ts';
import { BROWSER_ARGS, TEST_BROWSER } from '../testBrowser.ts';

const PAPERS = 10_000;
const BUDGET_MS = 2000;
const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipBytes = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

/** Writes PAPERS PDFs under <root>/content/question-papers/. */
function generateTree(root: string): void {
  const pdf = samplePdf('Bench paper');
  const semesters = ['1st Sem', '2nd Sem', '3rd Sem', '4th Sem', '5th Sem', '6th Sem', '5th Sem supplementary'];
  const years = ['2025', '2024', '2023', '2022', '2021'];
  const subjects = [
    'English',
    'History',
    'Political Science',
    'Education',
    'Sociology',
    'Economics',
    'MIL – Tenyidie',
    'EVS',
    'Accounting & Finance',
    'Management',
  ];
  const programmes = ['BA Major, Minor and Hons', 'BA General', 'BCOM Major, Minor and Hons', 'BCOM General'];
  const folders: string[] = [];
  for (const programme of programmes)
    for (const semester of semesters) for (const year of years) for (const subject of subjects) folders.push(path.join(programme, semester, year, subject));
  const perFolder = 7; // 4 x 7 x 5 x 10 folders x 7 = 9,800; MA makes up the rest
  let written = 0;
  const write = (folder: string, name: string) => {
    const dir = path.join(root, 'content', 'question-papers', folder);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}.pdf`), pdf);
    written++;
  };
  for (const folder of folders)
    for (let i = 1; i <= perFolder; i++)
      write(folder, `${path.basename(folder).slice(0, 3).toUpperCase()}-${i}016 Paper ${i} [FYUGP] (Descriptive & Objective #${i})`);
  for (let i = 0; written < PAPERS; i++) write(path.join('MA', years[i % years.length]), `SOC-${100 + i} Sociology paper ${i}`);
}

async function timeCompile(root: string, outDir: string): Promise<{ ms: number; bank: QuestionBank }> {
  const times: number[] = [];
  let bank: QuestionBank | undefined;
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    const result = await compileContent({ root, outDir, collections: [questionPapers] });
    times.push(performance.now() - started);
    if (result.problems.length > 0) throw new Error(`bench tree did not compile: ${result.problems[0].expected}`);
    bank = result.outputs.questionBank as QuestionBank;
  }
  return { ms: times.sort((a, b) => a - b)[2], bank: bank! };
}

/** Serves the built site, with the 10,000-paper data in place of the sample's. */
function serveOverlay(client: string, data: string) {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const candidates = [path.join(data, pathname), path.join(client, pathname), path.join(client, pathname, 'index.html')];
    const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    res.writeHead(file ? 200 : 404, { 'Content-Type': contentType(file ?? '') });
    if (file) createReadStream(file).pipe(res);
    else res.end();
  });
  return new Promise<{ url: string; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, close: () => server.close() });
    }),
  );
}

async function measurePage(baseUrl: string, bank: QuestionBank) {
  const browser = await chromium.launch({
    executablePath: TEST_BROWSER,
    args: BROWSER_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const sizes = { html: 0, js: 0, json: 0 };
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const kind = type === 'document' ? 'html' : type === 'script' ? 'js' : response.url().endsWith('.json') ? 'json' : undefined;
      if (kind)
        pending.push(
          response.body().then(
            (body) => void (sizes[kind] += gzipBytes(body)),
            () => undefined,
          ),
        );
    });
    const settle = async () => {
      await page.waitForLoadState('networkidle');
      await Promise.all(pending.splice(0));
    };
    await page.goto(`${baseUrl}/library/questionBank`, { waitUntil: 'networkidle' });
    await page.locator('[data-island="QuestionBank"][data-hydrated="true"]').waitFor();
    await settle();
    const first = { ...sizes };

    const largest = [...bank.programmes].sort((a, b) => b.papers - a.papers)[0];
    await page.getByRole('button', { name: new RegExp(`^${largest.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) }).click();
    await page.locator('.qb-tree__group:not([hidden]) > .qb-tree__folder').first().waitFor();
    await settle();
    const opened = sizes.json - first.json;

    const started = performance.now();
    await page.getByRole('searchbox', { name: 'Filter papers' }).fill('english 2024');
    await page.getByRole('status').filter({ hasText: /match/ }).waitFor();
    const filterMs = performance.now() - started;
    await settle();
    const status = await page.getByRole('status').textContent();
    const links = await page.locator('.qb-tree a').count();
    return { first, opened, openedName: largest.name, filtered: sizes.json - first.json - opened, filterMs, status, links };
  } finally {
    await browser.close();
  }
}

// Imported dynamically by scripts/bench/index.ts, which the unused-export check does not follow.
// ts-unused-exports:disable-next-line
export async function benchQuestionBank(): Promise<Record<string, string>> {
  const root = mkdtempSync(path.join(tmpdir(), 'question-bank-bench-'));
  try {
    const generating = performance.now();
    generateTree(root);
    const generatedIn = performance.now() - generating;
    const outDir = path.join(root, '.generated');
    const { ms, bank } = await timeCompile(root, outDir);
    const dataDir = path.join(outDir, 'public');
    const subtrees = bank.programmes.map((p) => readFileSync(path.join(dataDir, p.data)));
    const figures: Record<string, string> = {
      papers: `${bank.papers} PDFs in ${bank.programmes.length} programmes (generated in ${(generatedIn / 1000).toFixed(1)} s)`,
      'compile (question papers, median of 5)': `${Math.round(ms)} ms (budget ${BUDGET_MS} ms: ${ms <= BUDGET_MS ? 'met' : 'OVER'}; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`,
      'page data: programme list embedded in the HTML (gzip)': KB(gzipBytes(JSON.stringify(bank))),
      'programme trees, fetched when opened (gzip)': `largest ${KB(Math.max(...subtrees.map(gzipBytes)))}, all ${KB(subtrees.reduce((sum, s) => sum + gzipBytes(s), 0))}`,
    };

    const client = [process.env.DIST_DIR, 'dist-bench', 'dist']
      .filter(Boolean)
      .map((dir) => path.resolve(dir!, 'client'))
      .find((dir) => existsSync(path.join(dir, 'library/questionBank/index.html')));
    if (!client) {
      figures['page weight'] = 'not measured: no build with /library/questionBank found (run npm run build, or npm run bench)';
      return figures;
    }
    const server = await serveOverlay(client, dataDir);
    try {
      const page = await measurePage(server.url, bank);
      figures['first load in Chromium: HTML + JS (gzip)'] =
        `${KB(page.first.html + page.first.js)} (HTML ${KB(page.first.html)}, JS ${KB(page.first.js)}; built page from ${path.relative(process.cwd(), client)})`;
      figures[`opening "${page.openedName}" fetches (gzip)`] = KB(page.opened);
      figures['filtering fetches the other programmes (gzip)'] =
        `${KB(page.filtered)}; "${page.status}" in ${Math.round(page.filterMs)} ms, ${page.links} links drawn`;
    } finally {
      server.close();
    }
    return figures;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchQuestionBank());
