/**
 * `npx tsx scripts/bench/slowPhone.ts <dist> [<dist> …]`: the first and largest contentful paints of a text page and
 * the home page on a 2G phone (280 kbit/s down, 256 kbit/s up, 800 ms round trip, 375 px wide, cold cache), for one or
 * more builds, alternately, three runs each, medians. Also what each page fetched (bytes of HTML and of CSS as transferred, gzip and headers, and requests).
 * For comparing two builds of the same site on the same machine state (docs/performance.md); no CPU slowdown is applied,
 * so a busy machine adds to every figure alike. SLOW_PHONE_PAGES (comma-separated routes) and SLOW_PHONE_RUNS change what
 * is measured.
 */
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startServer } from '../serve.ts';
import { TEST_BROWSER } from '../testBrowser.ts';

const ROUTES = process.env.SLOW_PHONE_PAGES?.split(',') ?? ['/home/missionVision', '/'];
const RUNS = Number(process.env.SLOW_PHONE_RUNS ?? 3);
/** The 2G profile, in bytes per second and milliseconds. */
const TWO_G = { offline: false, latency: 800, downloadThroughput: (280 * 1000) / 8, uploadThroughput: (256 * 1000) / 8 };

interface Visit {
  fcp: number;
  lcp: number;
  html: number;
  css: number;
  requests: number;
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  // A context of its own: an empty cache, as a first visit.
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', TWO_G);
  const sizes = { html: 0, css: 0, requests: 0 };
  const kinds = new Map<string, 'html' | 'css'>();
  cdp.on('Network.responseReceived', ({ type, requestId }) => {
    if (type === 'Document') kinds.set(requestId, 'html');
    if (type === 'Stylesheet') kinds.set(requestId, 'css');
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    sizes.requests++;
    const kind = kinds.get(requestId);
    if (kind) sizes[kind] += encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  // A string, not a function: tsx would add a helper the page does not have to a function's inner names.
  const paints = await page.evaluate<{ fcp: number; lcp: number }>(`Promise.all(['paint', 'largest-contentful-paint'].map((type) =>
    new Promise((done) => new PerformanceObserver((list) => done(list.getEntries())).observe({ type, buffered: true }))))
    .then(([paint, largest]) => ({ fcp: paint.find((entry) => entry.name === 'first-contentful-paint').startTime, lcp: largest.at(-1).startTime }))`);
  await context.close();
  return { ...paints, ...sizes };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dists = process.argv.slice(2);
if (dists.length === 0) {
  console.error('Name one or more builds: npx tsx scripts/bench/slowPhone.ts dist-fixture [dist-other]');
  process.exit(1);
}
const servers = await Promise.all(dists.map((dist) => startServer({ root: path.join(dist, 'client'), port: 0, base: '/' })));
const origins = servers.map((server) => {
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
const browser = await chromium.launch({
  executablePath: TEST_BROWSER,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const visits = new Map<string, Visit[]>();
try {
  for (let run = 0; run < RUNS; run++) {
    for (const route of ROUTES) {
      for (const [index, dist] of dists.entries()) {
        const key = `${dist} ${route}`;
        visits.set(key, [...(visits.get(key) ?? []), await visit(browser, origins[index] + route)]);
      }
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
console.log(`2G (280 kbit/s down, 800 ms RTT), 375 px, cold cache; median of ${RUNS} runs [each run]:`);
console.table(
  [...visits].map(([key, runs]) => ({
    'build and page': key,
    'FCP ms': `${Math.round(median(runs.map((r) => r.fcp)))} [${runs.map((r) => Math.round(r.fcp)).join(', ')}]`,
    'LCP ms': `${Math.round(median(runs.map((r) => r.lcp)))} [${runs.map((r) => Math.round(r.lcp)).join(', ')}]`,
    'HTML bytes': median(runs.map((r) => r.html)),
    'CSS bytes': median(runs.map((r) => r.css)),
    requests: median(runs.map((r) => r.requests)),
  })),
);
