/**
 * Lighthouse (mobile) on pages of a built site, each page several times, in full Chromium (VIEWER_BROWSER,
 * scripts/testBrowser.ts): what `npm run audit` holds to its budgets and `npm run bench` to its blocking time and
 * largest paint. Scores and times move between runs on a shared machine, so each page runs `runs` times and the median
 * counts; the machine's load average is kept beside each run, since Lighthouse scales the processor time it observes.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadavg } from 'node:os';
import { startServer } from './serve.ts';
import { VIEWER_BROWSER } from './testBrowser.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** One page's runs: each category's score (0 to 100), and the first and largest paints, blocking time and layout shift. */
interface PageRuns {
  route: string;
  scores: Record<Category, number[]>;
  fcp: number[];
  lcp: number[];
  tbt: number[];
  cls: number[];
  load: string[];
}

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs Lighthouse `runs` times on each of `routes` of the site in `clientDir`, served at the root. */
export async function lighthouseRuns(clientDir: string, routes: readonly string[], runs: number): Promise<PageRuns[]> {
  const server = await startServer({ root: clientDir, port: 0, base: '/' });
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
  const pages: PageRuns[] = [];
  try {
    for (const route of routes) {
      const page: PageRuns = {
        route,
        scores: { performance: [], accessibility: [], 'best-practices': [], seo: [] },
        fcp: [],
        lcp: [],
        tbt: [],
        cls: [],
        load: [],
      };
      for (let run = 0; run < runs; run++) {
        page.load.push(loadavg()[0].toFixed(1));
        const result = await lighthouse(`http://127.0.0.1:${port}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          formFactor: 'mobile',
          screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
        });
        if (!result) throw new Error(`lighthouse returned nothing for ${route}`);
        const { audits, categories } = result.lhr;
        page.fcp.push(Math.round(audits['first-contentful-paint']?.numericValue ?? 0));
        page.lcp.push(Math.round(audits['largest-contentful-paint']?.numericValue ?? 0));
        page.tbt.push(Math.round(audits['total-blocking-time']?.numericValue ?? 0));
        page.cls.push(audits['cumulative-layout-shift']?.numericValue ?? 0);
        for (const category of CATEGORIES) page.scores[category].push(Math.round((categories[category]?.score ?? 0) * 100));
      }
      pages.push(page);
      console.log(`audited ${route}`);
    }
  } finally {
    await chrome.kill();
    server.close();
  }
  return pages;
}
