import { defineConfig } from '@playwright/test';
import { BROWSER_ARGS, TEST_BROWSER } from './scripts/testBrowser.ts';

/**
 * Browser tests run against a real build served by scripts/serve.ts: the fixture site (npm run build:fixture,
 * dist-fixture/) unless DIST_DIR names another.
 * No retries, in CI either: a test that passes on its second try is a flaky test, and it must show.
 */
process.env.DIST_DIR ??= 'dist-fixture';
const port = Number(process.env.E2E_PORT ?? 4174);
/**
 * The files whose tests spend most of their time waiting on a slow link: offline-slow-link.spec.ts on a host that answers
 * in 5 s (run alone, 89 s, the processor busy for 57 s of a possible 178, its build under /college/ included), and
 * search-slow-link.spec.ts on an emulated 2G link (13 s of tests). With them, the takeover test, in a Chromium of its
 * own: 89 s, the processor busy for 29 s (it pauses between pages as a reader does).
 */
const WAITING = /(offline-slow-link|offline-takeover|search-slow-link)\.spec\.ts$/;
/**
 * The walk of every live page, which serves the live build itself: `npm run test:content` (scripts/testContent.ts) runs
 * it alone, and `npm test` runs that before the other browser tests, which leave it out.
 */
const LIVE_CONTENT = /live-content\.spec\.ts$/;
/**
 * The visitor's promises in Firefox and WebKit (tests/e2e/engines/): a project each, one worker each, so each engine
 * starts once a run; they share the run's three workers with the others.
 */
const FIREFOX = /firefox\.spec\.ts$/;
const WEBKIT = /webkit\.spec\.ts$/;
const liveContentOnly = process.env.E2E_LIVE_CONTENT_ONLY === 'true';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers keep both cores busy; a third runs the tests that mostly wait (WAITING), so that their waits no longer
  // hold one of the two idle.
  workers: 3,
  projects: [
    { name: 'browser', testIgnore: liveContentOnly ? [WAITING, FIREFOX, WEBKIT] : [WAITING, LIVE_CONTENT, FIREFOX, WEBKIT], workers: 2 },
    { name: 'waiting', testMatch: WAITING, workers: 1 },
    { name: 'firefox', testMatch: FIREFOX, workers: 1 },
    { name: 'webkit', testMatch: WEBKIT, workers: 1 },
  ],
  retries: 0,
  reporter: [['list'], ['./tests/e2e/engineTimes.ts']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // The site's service worker answers a page's requests once it has taken the page over, out of reach of the tests'
    // routing (page.route): only the tests of offline reading let it run (offline.spec.ts and the others that say so).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: TEST_BROWSER,
      args: BROWSER_ARGS,
    },
  },
  webServer: liveContentOnly
    ? undefined
    : {
        command: 'npx tsx scripts/serve.ts',
        url: `http://127.0.0.1:${port}/`,
        reuseExistingServer: false,
        env: { PORT: String(port), DIST_DIR: process.env.DIST_DIR },
        stdout: 'ignore',
      },
});
