/**
 * `npm run audit`: Lighthouse (mobile) on the pages the budgets name (docs/performance.md), against the built site
 * (dist/client, or DIST_DIR), in full Chromium (VIEWER_BROWSER, scripts/testBrowser.ts). Each page runs 3 times and the median counts,
 * because scores move by several points between runs on a shared machine.
 * Also prints the first and largest contentful paints (simulated slow 4G) and the total blocking time of each run, the
 * layout shift, and the machine's load average while each page ran: Lighthouse scales the CPU time it observes, so a
 * busy machine inflates these figures, and a comparison holds only between runs under the same load.
 * Budgets: performance >= 98; accessibility, best practices and SEO 100. Exits 1 when one is missed.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadavg } from 'node:os';
import path from 'node:path';
import { startServer } from './serve.ts';
import { VIEWER_BROWSER } from './testBrowser.ts';
import { QUESTION_BANK_ROUTE, RESULTS_ROUTE } from '../common/routes.ts';

/** The pages the budgets name; AUDIT_PAGES (comma-separated routes) audits only some of them. */
const PAGES = process.env.AUDIT_PAGES?.split(',') ?? ['/', '/home/missionVision', RESULTS_ROUTE, QUESTION_BANK_ROUTE, '/department/sociology'];
const RUNS = Number(process.env.AUDIT_RUNS ?? 3);
const BUDGET = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof BUDGET;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startServer({ root: path.join(process.env.DIST_DIR ?? 'dist', 'client'), port: 0, base: '/' });
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const chrome = await chromeLauncher.launch({
  chromePath: VIEWER_BROWSER,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const rows: Record<string, string | number>[] = [];
let missed = 0;
try {
  for (const route of PAGES) {
    const scores: Record<Category, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
    const fcp: number[] = [];
    const lcp: number[] = [];
    const cls: number[] = [];
    const tbt: number[] = [];
    const load: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      load.push(loadavg()[0].toFixed(1));
      const result = await lighthouse(`http://127.0.0.1:${port}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      });
      if (!result) throw new Error(`lighthouse returned nothing for ${route}`);
      fcp.push(Math.round(result.lhr.audits['first-contentful-paint']?.numericValue ?? 0));
      lcp.push(Math.round(result.lhr.audits['largest-contentful-paint']?.numericValue ?? 0));
      cls.push(result.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
      tbt.push(Math.round(result.lhr.audits['total-blocking-time']?.numericValue ?? 0));
      for (const category of Object.keys(BUDGET) as Category[]) scores[category].push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
    }
    const row: Record<string, string | number> = { page: route };
    for (const category of Object.keys(BUDGET) as Category[]) {
      const value = median(scores[category]);
      const ok = value >= BUDGET[category];
      if (!ok) missed++;
      row[category] = `${value}${ok ? '' : ` (budget ${BUDGET[category]})`}  [${scores[category].join(', ')}]`;
    }
    row['FCP ms'] = `${median(fcp)}  [${fcp.join(', ')}]`;
    row['LCP ms'] = `${median(lcp)}  [${lcp.join(', ')}]`;
    row['TBT ms'] = `${median(tbt)}  [${tbt.join(', ')}]`;
    row.CLS = Math.max(...cls);
    row.load = load.join(' ');
    rows.push(row);
    console.log(`audited ${route}`);
  }
} finally {
  await chrome.kill();
  server.close();
}
console.log(`\nLighthouse, mobile, median of ${RUNS} runs [each run]:`);
console.table(rows);
if (missed > 0) {
  console.error(`${missed} score${missed === 1 ? '' : 's'} below budget.`);
  process.exitCode = 1;
}
