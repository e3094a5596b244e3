import { defineConfig } from '@playwright/test';

/** Browser tests run against the real build (dist/client, or DIST_DIR) served by scripts/serve.ts. */
const port = Number(process.env.E2E_PORT ?? 4174);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: 'npx tsx scripts/serve.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    env: { PORT: String(port) },
    stdout: 'ignore',
  },
});
