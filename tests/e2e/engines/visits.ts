import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { SlowHost } from '../slowHost.ts';
import type { Tab } from './tab.ts';

/**
 * The promises a visitor meets, as cases any engine runs (firefox.spec.ts, webkit.spec.ts): each is given a tab of a new
 * browser context, the fixture site's address, and a host of its own when it needs one. A case is a name and a function;
 * one more is one more entry in VISITS.
 */
export interface Visit {
  tab: Tab;
  /** The address of `route` on the shared fixture server (playwright.config.ts's webServer). */
  at: (route: string) => string;
  /** A host of the fixture build for this case alone (a new origin: a phone that never saw the site), closed after it. */
  ownHost: () => Promise<SlowHost>;
}

export interface Case {
  name: string;
  run: (visit: Visit) => Promise<void>;
}

/** The text of the first element `selector` finds, spaces collapsed, or null. */
export const textOf = (tab: Tab, selector: string) =>
  tab.run<string | null>('return document.querySelector(args[0])?.textContent.replace(/\\s+/g, " ").trim() ?? null', selector);

/** The day the worker saved `url` on, as the phone writes it in the line at the top of a saved copy; undefined if not saved. */
const savedDay = (tab: Tab, url: string) =>
  tab.run<string | undefined>(
    `for (const name of await caches.keys()) {
      const copy = await (await caches.open(name)).match(args[0]);
      if (copy) return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(copy.headers.get('x-saved-on')));
    }`,
    url,
  );

/** Opens `url` online and waits until the worker has saved it; answers with the day its line will say. */
async function read(tab: Tab, url: string): Promise<string> {
  await tab.goto(url);
  await expect.poll(() => savedDay(tab, url), { message: `${url} saved`, timeout: 15_000 }).toBeTruthy();
  return (await savedDay(tab, url))!;
}

const NEW_NOTICE = 'Examination of 1 December moved to 4 December';

/** The office publishes a newer notices board on `host`: a notice at its top. */
function publishNewerBoard(host: SlowHost) {
  const board = path.join(host.root, 'notices', 'index.html');
  const item = `<li class="notice-list__item"><a class="notice-list__title" href="/notices">${NEW_NOTICE}</a></li>`;
  writeFileSync(board, readFileSync(board, 'utf8').replace('<ul class="notice-list">', `<ul class="notice-list">${item}`));
}

export const VISITS: Case[] = [
  {
    name: 'offline: pages read before open, saying when they were saved; a page never read shows the offline page',
    async run({ tab, ownHost }) {
      const host = await ownHost();
      const at = (route: string) => new URL(route, host.url).href;
      const days = [await read(tab, at('home/missionVision')), await read(tab, at('resources/results'))];
      host.dropping = true;
      for (const [route, day] of [
        ['home/missionVision', days[0]],
        ['resources/results', days[1]],
      ]) {
        await tab.goto(at(route));
        expect(await textOf(tab, 'body > :first-child')).toBe(`You are offline. This copy was saved on ${day}.`);
        expect(await textOf(tab, 'main h1')).toBeTruthy();
      }
      await tab.goto(at('library/questionBank'));
      expect(await textOf(tab, 'h1')).toBe('You are offline');
      expect(await textOf(tab, 'main li a')).toBe('Notices');
      expect(await tab.run('return [...document.querySelectorAll("main li a")].map((link) => link.pathname)')).toEqual(
        expect.arrayContaining(['/notices', '/home/missionVision', '/resources/results']),
      );
    },
  },
  {
    name: 'on a slow link: the saved board says the network is slow, then offers the newer board, shown when pressed',
    async run({ tab, ownHost }) {
      const host = await ownHost();
      const board = new URL('notices', host.url).href;
      const day = await read(tab, board);
      publishNewerBoard(host);
      host.delayMs = 5_000;
      await tab.goto(board);
      expect(await textOf(tab, '[role="status"]')).toBe(`The network is slow: this is the copy saved on ${day}. The newest is on its way.`);
      await expect.poll(() => textOf(tab, '[role="status"]'), { timeout: 10_000 }).toBe('A newer version of this page has arrived: show it');
      // Offered within 2 s of the newest arriving (the poll asks at least once a second).
      expect(Date.now() - host.answeredAt.get('/notices')!).toBeLessThanOrEqual(2_000);
      await tab.click('[data-saved-copy="newer"] button');
      await expect.poll(() => tab.run('return [...document.links].some((link) => link.textContent === args[0])', NEW_NOTICE), { timeout: 2_000 }).toBe(true);
      expect(await tab.run('return document.querySelectorAll("[data-saved-copy]").length')).toBe(0);
    },
  },
];
