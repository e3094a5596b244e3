/**
 * `npm run audit`: Lighthouse (mobile) on the pages DESIGN.md budgets, against the built site
 * (dist/client, or DIST_DIR), in Debian's Chromium. Each page runs 3 times and the median counts,
 * because scores move by several points between runs on a shared machine.
 * Also prints the first and largest contentful paints (simulated slow 4G) of each run, and the layout shift.
 * Budgets: performance >= 98; accessibility, best practices and SEO 100. Exits 1 when one is missed.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import path from 'node:path';
import { startServer } from './serve.ts';

const PAGES = ['/', '/home/missionVision', '/resources/results', '/library/questionBank', '/department/sociology'];
const RUNS = Number(process.env.AUDIT_RUNS ?? 3);
const BUDGET = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof BUDGET;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startServer({ root: path.join(process.env.DIST_DIR ?? 'dist', 'client'), port: 0, base: '/' });
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
    for (let run = 0; run < RUNS; run++) {
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
    row.CLS = Math.max(...cls);
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
