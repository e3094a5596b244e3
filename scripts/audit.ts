/**
 * `npm run audit`: Lighthouse (mobile) on the pages the budgets name (docs/performance.md), against the built site
 * (dist/client, or DIST_DIR), in full Chromium (VIEWER_BROWSER, scripts/testBrowser.ts). Each page runs 3 times and the median counts,
 * because scores move by several points between runs on a shared machine.
 * Also prints the first and largest contentful paints (simulated slow 4G) and the total blocking time of each run, the
 * layout shift, and the machine's load average while each page ran: Lighthouse scales the CPU time it observes, so a
 * busy machine inflates these figures, and a comparison holds only between runs under the same load.
 * Budgets: performance >= 98; accessibility, best practices and SEO 100. Exits 1 when one is missed.
 */
import path from 'node:path';
import { CATEGORIES, lighthouseRuns, median } from './lighthouseRuns.ts';
import { QUESTION_BANK_ROUTE, RESULTS_ROUTE } from '../common/routes.ts';

/** The pages the budgets name; AUDIT_PAGES (comma-separated routes) audits only some of them. */
const PAGES = process.env.AUDIT_PAGES?.split(',') ?? ['/', '/home/missionVision', RESULTS_ROUTE, QUESTION_BANK_ROUTE, '/department/sociology'];
const RUNS = Number(process.env.AUDIT_RUNS ?? 3);
const BUDGET = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const;

const rows: Record<string, string | number>[] = [];
let missed = 0;
for (const page of await lighthouseRuns(path.join(process.env.DIST_DIR ?? 'dist', 'client'), PAGES, RUNS)) {
  const row: Record<string, string | number> = { page: page.route };
  for (const category of CATEGORIES) {
    const value = median(page.scores[category]);
    const ok = value >= BUDGET[category];
    if (!ok) missed++;
    row[category] = `${value}${ok ? '' : ` (budget ${BUDGET[category]})`}  [${page.scores[category].join(', ')}]`;
  }
  row['FCP ms'] = `${median(page.fcp)}  [${page.fcp.join(', ')}]`;
  row['LCP ms'] = `${median(page.lcp)}  [${page.lcp.join(', ')}]`;
  row['TBT ms'] = `${median(page.tbt)}  [${page.tbt.join(', ')}]`;
  row.CLS = Math.max(...page.cls);
  row.load = page.load.join(' ');
  rows.push(row);
}
console.log(`\nLighthouse, mobile, median of ${RUNS} runs [each run]:`);
console.table(rows);
if (missed > 0) {
  console.error(`${missed} score${missed === 1 ? '' : 's'} below budget.`);
  process.exitCode = 1;
}
