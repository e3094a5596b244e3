import path from 'node:path';
import { test } from '@playwright/test';
import { slowHost, type SlowHost } from '../slowHost.ts';
import { stubProvider, type StubbedProvider } from './stubProvider.ts';
import type { Engine, EngineOptions, Tab } from './tab.ts';
import { FEEDBACK_PROVIDER, VISITS } from './visits.ts';

const client = path.join(process.env.DIST_DIR ?? 'dist-fixture', 'client');

/**
 * Runs every case of VISITS in one engine: its browser started once for each test worker, with the feedback form's
 * provider stubbed at the network's edge (stubProvider.ts), each case in a new tab of a new browser context, the hosts a
 * case asked for closed after it.
 */
export function engineTests(name: string, launch: (options: EngineOptions) => Promise<Engine>): void {
  const it = test.extend<{ tab: Tab }, { provider: StubbedProvider; engine: Engine }>({
    provider: [
      // Playwright reads a fixture's needs from its first parameter, which must be an object pattern: none here.
      // eslint-disable-next-line no-empty-pattern
      async ({}, run) => {
        const provider = await stubProvider(FEEDBACK_PROVIDER);
        await run(provider);
        provider.close();
      },
      { scope: 'worker' },
    ],
    engine: [
      async ({ provider }, run) => {
        const engine = await launch({ httpsProxy: provider.proxy });
        await run(engine);
        await engine.quit();
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    tab: async ({ engine, provider }, run) => {
      provider.reset();
      const tab = await engine.open();
      await run(tab);
      await tab.close();
    },
  });
  it.describe(name, () => {
    for (const visit of VISITS)
      it(visit.name, async ({ tab, baseURL, provider }) => {
        const hosts: SlowHost[] = [];
        try {
          await visit.run({
            tab,
            provider,
            at: (route) => new URL(route, baseURL).href,
            ownHost: async () => hosts[hosts.push(await slowHost(client, '/')) - 1],
          });
        } finally {
          for (const host of hosts) host.close();
        }
      });
  });
}
