import { test } from '@playwright/test';
import { slowHost, type SlowHost } from '../slowHost.ts';
import type { Tab } from './tab.ts';
import { VISITS } from './visits.ts';
import path from 'node:path';

interface Engine {
  open: () => Promise<Tab>;
  quit: () => Promise<void>;
}

const client = path.join(process.env.DIST_DIR ?? 'dist-fixture', 'client');

/**
 * Runs every case of VISITS in one engine: its browser started once for each test worker, each case in a new tab of a
 * new browser context, the hosts a case asked for closed after it.
 */
export function engineTests(launch: () => Promise<Engine>): void {
  const it = test.extend<{ tab: Tab }, { engine: Engine }>({
    engine: [
      async ({}, use) => {
        const engine = await launch();
        await use(engine);
        await engine.quit();
      },
      { scope: 'worker', timeout: 60_000 },
    ],
    tab: async ({ engine }, use) => {
      const tab = await engine.open();
      await use(tab);
      await tab.close();
    },
  });
  for (const visit of VISITS)
    it(visit.name, async ({ tab, baseURL }) => {
      const hosts: SlowHost[] = [];
      try {
        await visit.run({
          tab,
          at: (route) => new URL(route, baseURL).href,
          ownHost: async () => hosts[hosts.push(await slowHost(client, '/')) - 1],
        });
      } finally {
        for (const host of hosts) host.close();
      }
    });
}
