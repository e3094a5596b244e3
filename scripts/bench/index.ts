/**
 * `npm run bench`: the performance figures, compared with the budgets (docs/performance.md).
 * Builds the site (timed) into dist-bench/, serves it, loads pages in Chromium and adds up what they fetched.
 * Figures are printed and written to bench-results/latest.json; nothing here is a timed test. It exits 1 when the home
 * page's blocking time or a text page's largest paint (Lighthouse, mobile) misses its budget.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { startServer } from '../serve.ts';
import { measurePages } from './pageWeight.ts';
import { lighthouseRuns, median } from '../lighthouseRuns.ts';
import { QUESTION_BANK_ROUTE, RESULTS_ROUTE } from '../../common/routes.ts';

const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** Budgets missed, for the bench's exit code. */
let over = 0;
/** A median in ms against its budget, with each run; a budget missed counts against the bench. */
const budgetLine = (value: number, budget: number, runs: number[]) => {
  if (value >= budget) over++;
  return `${value} ms (budget under ${budget} ms: ${value < budget ? 'met' : 'OVER'}) [${runs.join(', ')}]`;
};
const root = process.cwd();
const dist = path.join(root, 'dist-bench');
/** The budgets of docs/performance.md this file measures beside the pages' JavaScript. */
const BUILD_BUDGET_S = 20;
const BUILD_CODE_BUDGET_LINES = 1050;
const HEADER_RULES_BUDGET = 100;
/**
 * Lighthouse's mobile figures the pages were brought back to, which the bench fails on when they grow again: the home
 * page's total blocking time (its islands' scripts), a text page's largest paint (what it fetches before it).
 */
const HOME_BLOCKING_BUDGET_MS = 150;
const TEXT_PAGE_LCP_BUDGET_MS = 1100;

/** The pages measured: a text page, the home page (most widgets), and the heaviest data pages. */
const PAGES: { route: string; label: string; jsBudget?: number }[] = [
  { route: '/home/missionVision', label: 'text page', jsBudget: 5 * 1024 },
  { route: '/', label: 'home (most widgets)', jsBudget: 110 * 1024 },
  { route: RESULTS_ROUTE, label: 'results' },
  { route: QUESTION_BANK_ROUTE, label: 'question bank' },
  { route: '/department/sociology', label: 'sociology (gallery)' },
];

const started = performance.now();
const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
  env: { ...process.env, DIST_DIR: dist },
  encoding: 'utf8',
});
const buildSeconds = (performance.now() - started) / 1000;
if (build.status !== 0) {
  console.error(build.stdout, build.stderr, '\nbench: the build failed.');
  process.exit(1);
}

const server = await startServer({ root: path.join(dist, 'client'), port: 0, base: '/' });
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const routes = PAGES.filter((p) => existsSync(path.join(dist, 'client', p.route, 'index.html')));
const weights = await measurePages(
  `http://127.0.0.1:${port}`,
  routes.map((p) => p.route),
);
const { benchPdfExtraction, benchPdfQuery } = await import('./pdfSearch.ts');
const pdfQuery = await benchPdfQuery(`http://127.0.0.1:${port}`);
server.close();
const { benchSlowLink } = await import('./slowLink.ts');
const { benchOfflineStorage } = await import('./offlineStorage.ts');
const [home, textPage] = await lighthouseRuns(path.join(dist, 'client'), ['/', '/home/missionVision'], 3);
const lighthouse = {
  'home page, total blocking time': budgetLine(median(home.tbt), HOME_BLOCKING_BUDGET_MS, home.tbt),
  'text page, largest contentful paint': budgetLine(median(textPage.lcp), TEXT_PAGE_LCP_BUDGET_MS, textPage.lcp),
};
const slowLink = await benchSlowLink(dist);
const offline = await benchOfflineStorage(dist);

const rows = weights.map((w, i) => {
  const budget = routes[i].jsBudget;
  return {
    page: `${routes[i].label} ${w.route}`,
    'JS gzip': KB(w.js) + (budget ? ` (budget ${KB(budget)}: ${w.js <= budget ? 'met' : 'OVER'})` : ''),
    'CSS gzip': KB(w.css),
    'HTML gzip': KB(w.html),
    images: KB(w.images),
    requests: w.requests,
  };
});
console.log(
  `\nFull build (compile + prerender + copy): ${buildSeconds.toFixed(1)} s (budget ${BUILD_BUDGET_S} s: ${buildSeconds <= BUILD_BUDGET_S ? 'met' : 'OVER'})\n`,
);
console.table(rows);

/** The build's own code: the build script and its steps, without the compiler, the editor and the benches. */
const buildCode = fg.sync(['scripts/build.ts', 'scripts/buildSteps.ts', 'scripts/postbuild/*.ts', 'scripts/buildSupport/*.ts'], { cwd: root });
const buildLines = buildCode.reduce((sum, file) => sum + readFileSync(path.join(root, file), 'utf8').split('\n').length - 1, 0);
const headerRules = readFileSync(path.join(dist, 'client/_headers'), 'utf8')
  .split('\n\n')
  .filter((rule) => rule.trim()).length;
const extra: Record<string, unknown> = {
  buildCode: `${buildLines} lines in ${buildCode.length} files (budget ${BUILD_CODE_BUDGET_LINES}: ${buildLines <= BUILD_CODE_BUDGET_LINES ? 'met' : 'OVER'})`,
  headerRules: `${headerRules} (budget ${HEADER_RULES_BUDGET}: ${headerRules <= HEADER_RULES_BUDGET ? 'met' : 'OVER'})`,
};
console.log(`Build code: ${extra.buildCode}\n_headers rules: ${extra.headerRules}`);
extra.lighthouse = lighthouse;
console.log('\nLighthouse, mobile, median of 3 runs [each run]:');
console.table(lighthouse);
extra.slowLink = slowLink;
console.log('\nOn a 2G link (280 kbit/s, 800 ms round trip), a first visit, median of 3:');
console.table(slowLink);
extra.offline = offline;
console.log('\nThe service worker:');
console.table(offline);
const questionBankBench = path.join(root, 'scripts/bench/questionBank.ts');
if (existsSync(questionBankBench)) {
  const { benchQuestionBank } = (await import(questionBankBench)) as { benchQuestionBank(): Promise<Record<string, string>> };
  extra.questionBank = await benchQuestionBank();
  console.log('\nQuestion bank at 10,000 papers:');
  console.table(extra.questionBank);
}

const { benchNotices } = await import('./notices.ts');
extra.notices = await benchNotices();
console.log('\nNotice board at 5,000 notices (what it adds to content:check):');
console.table(extra.notices);

extra.pdfSearch = { ...(await benchPdfExtraction()), ...pdfQuery };
console.log('\nSearch inside PDFs (1,000 generated PDFs; the query on the built site):');
console.table(extra.pdfSearch);

const { benchScans } = await import('./scans.ts');
extra.scans = await benchScans(root);
console.log('\nScans read by machine (100 generated A4 pages; words recognised on them and on the fixture scans):');
console.table(extra.scans);

const { benchDocuments } = await import('./documents.ts');
extra.documents = await benchDocuments(root, path.relative(root, dist));
console.log('\nDocuments on a phone (a document page of this build; 100 generated pages to draw, cold and cached):');
console.table(extra.documents);

const { benchBuildScale } = await import('./buildScale.ts');
extra.buildScale = await benchBuildScale(root);
console.log('\nThe build at scale (two copies of the project, built in the same run):');
console.table(extra.buildScale);

const againstAt = process.argv.indexOf('--against');
const { benchAgainstCommit } = await import('./againstCommit.ts');
extra.againstCommit = await benchAgainstCommit(root, againstAt === -1 ? 'HEAD' : (process.argv[againstAt + 1] ?? 'HEAD'));
console.log('\nThe sample site built by another commit and by the working copy, alternately (--against <commit>, HEAD unless named):');
console.table(extra.againstCommit);

mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench-results/latest.json'),
  JSON.stringify({ date: new Date().toISOString(), buildSeconds, pages: weights, ...extra }, null, 2),
);
if (over > 0) {
  console.error(`\nbench: ${over} of Lighthouse's budgets missed (above).`);
  process.exitCode = 1;
}
