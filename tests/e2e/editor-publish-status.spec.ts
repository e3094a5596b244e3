/**
 * "Published means live" in the built editor at /admin/, with Decap's real GitHub backend: the network is answered at
 * its edge, GitHub's REST API from a repository in memory in the shapes GitHub documents (tests/unit/editorGitHubApi.ts,
 * with the deploy workflow's runs) and the site's build.json, each as the test sets them. The browser is given the
 * built config.yml with the GitHub backend kept (no local proxy) and Decap's simple publish mode, so Publish commits
 * straight to the branch; the user is signed in as Decap keeps a signed-in user (decapSession.ts). The clock is the
 * page's own (page.clock), so the next check after 10 s comes when the test moves the clock, not after 10 s.
 * Each case at 375 px and 1280 px. Through `npm run edit` (Decap's local proxy writing into the files), a save says it is
 * saved on this computer and what the whole content check says. SCREENSHOTS_DIR=docs/editing keeps the screenshots of
 * each state at 375 px that content/README.md shows.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { configText, readConfigText } from '../../editor/helpers/configText.ts';
import { storeSignedInUser } from '../../editor/decap/status/decapSession.ts';
import type { BuildInfo } from '../../common/buildInfo.ts';
import { githubRepository } from '../unit/editorGitHubApi.ts';
import { FIXTURE_DIR } from './fixtureSite.ts';
import { startEdit } from './editDevServer.ts';
import { publish } from './editorPage.ts';

// The 5 MB editor on a loaded 2-core machine, started in a browser context of its own (the page's clock), then a notice
// written and published.
test.describe.configure({ timeout: 90_000 });

const screenshots = process.env.SCREENSHOTS_DIR ?? 'test-results/editor-publish-status';
const REPO = 'college/website';
const TOKEN = 'gho_office-token';
/** 23 November 2026, 10:30 in Kolkata: the fixture's build day. */
const NOW = new Date('2026-11-23T05:00:00Z');
const RUN = 'https://github.com/college/website/actions/runs/7001';

let builtConfig: Record<string, unknown>;
let contentPath: string;

test.beforeAll(async ({ request }) => {
  builtConfig = readConfigText(await (await request.get('/admin/config.yml')).text()) as Record<string, unknown>;
  const settings = (builtConfig.collections as { name: string; files?: { name: string; file: string }[] }[]).find(({ name }) => name === 'settings')!;
  contentPath = path.posix.dirname(settings.files!.find(({ name }) => name === 'site')!.file);
});

/** The fixture's text files (Markdown, YAML, CSV) where the editor expects its content in the repository. */
function fixtureFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(md|ya?ml|csv)$/.test(name))
        files[path.posix.join(contentPath, path.relative(FIXTURE_DIR, file).split(path.sep).join('/'))] = readFileSync(file, 'utf8');
    }
  };
  walk(FIXTURE_DIR);
  return files;
}

/** A run of the deploy workflow as GitHub lists it (GET …/actions/workflows/deploy.yml/runs). */
const run = (id: number, event: string, conclusion: string, started: string, minutes: number) => ({
  id,
  name: 'Deploy',
  event,
  status: 'completed',
  conclusion,
  html_url: `https://github.com/${REPO}/actions/runs/${id}`,
  created_at: started,
  run_started_at: started,
  updated_at: new Date(Date.parse(started) + minutes * 60_000).toISOString(),
});

interface Site {
  github: ReturnType<typeof githubRepository>;
  /** What the site's build.json says now. */
  build: BuildInfo;
  /** The deploy workflow's last nightly run. */
  nightly: ReturnType<typeof run>;
  /** The GitHub requests that carried the signed-in user's token, and those that did not. */
  withToken: string[];
  withoutToken: string[];
}

/**
 * Opens the built editor at `address`, signed in to GitHub, with GitHub's API, the deploy runs and build.json answered
 * by the test.
 */
async function openOnGitHub(
  page: Page,
  address: string,
  nightly = run(7000, 'schedule', 'success', '2026-11-22T18:35:00Z', 3),
  builtAt = '2026-11-23T03:45:00Z',
): Promise<Site> {
  const github = githubRepository(REPO, 'main', fixtureFiles());
  const site: Site = { github, build: { commit: github.head(), builtAt, warnings: [] }, nightly, withToken: [], withoutToken: [] };
  const { local_backend: _, publish_mode: __, ...rest } = builtConfig;
  const config = configText({ ...rest, backend: { ...(builtConfig.backend as object), name: 'github-guarded', repo: REPO, branch: 'main' } });
  await page.route('**/admin/config.yml', (route) => route.fulfill({ contentType: 'text/yaml', body: config }));
  await page.route(/\/build\.json(\?|$)/, (route) => route.fulfill({ json: site.build, headers: { 'Cache-Control': 'no-store' } }));
  await page.route('https://api.github.com/**', (route) => answerGitHub(route, site));
  // Signed in as Decap keeps a signed-in user, which it restores on opening.
  const stored: [string, string][] = [];
  storeSignedInUser({ setItem: (key, value) => stored.push([key, value]) }, 'github-guarded', TOKEN, 'office');
  await page.addInitScript((items) => {
    for (const [key, value] of items) localStorage.setItem(key, value);
  }, stored);
  await page.clock.install({ time: NOW });
  await page.goto(`/admin/${address}`);
  return site;
}

const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE' };

async function answerGitHub(route: Route, site: Site): Promise<void> {
  const request = route.request();
  if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
  const url = new URL(request.url());
  (request.headers().authorization === `token ${TOKEN}` ? site.withToken : site.withoutToken).push(`${request.method()} ${url.pathname}${url.search}`);
  const runs = `/repos/${REPO}/actions/workflows/deploy.yml/runs`;
  if (url.pathname === runs) {
    const list =
      url.searchParams.get('event') === 'schedule'
        ? [site.nightly]
        : [
            run(6998, 'push', 'success', '2026-11-20T06:00:00Z', 2.5),
            run(6999, 'push', 'success', '2026-11-21T06:00:00Z', 3.5),
            run(7000, 'schedule', 'success', '2026-11-22T18:35:00Z', 4),
          ];
    return route.fulfill({ json: { total_count: list.length, workflow_runs: list }, headers: CORS });
  }
  const body = request.postData();
  const answer = await site.github.fetch(request.url(), { method: request.method(), ...(body && { body }) });
  await route.fulfill({ status: answer.status, headers: { ...CORS, 'Content-Type': 'application/json; charset=utf-8' }, body: await answer.text() });
}

/** Writes a notice titled `title` and publishes it; resolves with the commit the publish made. */
async function publishNotice(page: Page, site: Site, title: string): Promise<string> {
  const before = site.github.head();
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  await expect.poll(() => site.github.head()).not.toBe(before);
  return site.github.head();
}

/** The panel's message, in the page's polite live region. */
const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });

/** The panel covers none of Decap's header and toolbar, nor the Publish button, at this width. */
async function coversNoControl(page: Page): Promise<void> {
  const panel = (await page.locator('.publish-status').boundingBox())!;
  for (const control of await page
    .locator("#nc-root [class*='-ToolbarContainer'] button, #nc-root [class*='-AppHeaderContainer'] a, #nc-root [class*='-AppHeaderContainer'] button")
    .all()) {
    if (!(await control.isVisible())) continue;
    const box = (await control.boundingBox())!;
    const apart = box.x + box.width <= panel.x || panel.x + panel.width <= box.x || box.y + box.height <= panel.y || panel.y + panel.height <= box.y;
    expect(apart, `the panel covers “${await control.innerText()}”`).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 720 } });
    // The office's guide shows the phone's; the desktop's are kept with the test's results.
    const shot = (name: string) => (width === 375 ? `${screenshots}/${name}.png` : `test-results/editor-publish-status/${name}-${width}.png`);

    test('a notice published says “Publishing…”, then “Live since” with a link to its own page once the site has it', async ({ page: tab }) => {
      const site = await openOnGitHub(tab, '#/collections/notices/new');
      const commit = await publishNotice(tab, site, 'Examination timetable');
      await expect(status(tab)).toHaveText('Publishing your change… the site usually updates within 4 minutes.');
      await coversNoControl(tab);
      await tab.screenshot({ path: shot('publish-status-publishing') });

      // The deploy workflow builds the commit and says it is live; the site's build.json names it.
      site.github.setStatus(
        commit,
        { context: 'deploy/site', state: 'success', description: 'Live on the site', target_url: 'https://www.example.org/' },
        '2026-11-23T05:12:00Z',
      );
      site.build = { commit, builtAt: '2026-11-23T05:12:00Z', warnings: [] };
      await tab.clock.fastForward('00:10');
      await expect(status(tab)).toHaveText('Live since 10:42 am — see it');
      await expect(status(tab).getByRole('link', { name: 'see it' })).toHaveAttribute(
        'href',
        'https://www.example.org/notices/2026-11-23-examination-timetable',
      );
      await coversNoControl(tab);
      await tab.screenshot({ path: shot('publish-status-live') });
      // Asked with the signed-in user's token: the branch's head, the usual minutes, the commit's status.
      expect(site.withToken).toEqual(expect.arrayContaining([`GET /repos/${REPO}/commits/main`, `GET /repos/${REPO}/commits/${commit}/status`]));
      expect(site.withoutToken).toEqual([]);
    });

    test('a notice the deploy’s content check refused says “Not live yet”, the version the site shows, and the check’s words', async ({ page: tab }) => {
      const site = await openOnGitHub(tab, '#/collections/notices/new');
      const commit = await publishNotice(tab, site, 'Fee receipt counter');
      await expect(status(tab)).toContainText('Publishing your change…');
      const problem = 'Fee receipt counter, Attachments: “fees.pdf” is not among the files of the site.';
      site.github.setStatus(commit, { context: 'deploy/site', state: 'failure', description: problem, target_url: RUN }, '2026-11-23T05:02:00Z');
      await tab.clock.fastForward('00:10');
      await expect(status(tab)).toHaveText(`Not live yet: the site still shows the version of 9:15 am. ${problem}`);
      await coversNoControl(tab);
      await tab.screenshot({ path: shot('publish-status-refused') });
    });

    test('on a host that sets no commit status, build.json alone says when the notice is live', async ({ page: tab }) => {
      const site = await openOnGitHub(tab, '#/collections/notices/new');
      const commit = await publishNotice(tab, site, 'Library hours');
      await expect(status(tab)).toContainText('Publishing your change…');
      site.build = { commit, builtAt: '2026-11-23T05:05:00Z', warnings: [] };
      await tab.clock.fastForward('00:10');
      await expect(status(tab)).toHaveText('Live since 10:35 am — see it');
      await expect(status(tab).getByRole('link', { name: 'see it' })).toHaveAttribute('href', 'https://www.example.org/notices/2026-11-23-library-hours');
    });

    test('the first screen says the nightly rebuild stopped, with the run’s page', async ({ page: tab }) => {
      // The site as the rebuild before it left it: nothing was built since the one that stopped.
      await openOnGitHub(tab, '', run(7002, 'schedule', 'failure', '2026-11-22T18:35:00Z', 2), '2026-11-21T18:37:00Z');
      await expect(tab.getByRole('link', { name: /Notices/ }).first()).toBeVisible();
      await expect(status(tab)).toHaveText(
        'Last night’s rebuild of the site stopped (12:05 am), so “New” marks and closing dates may be out of date. Send this link to the web maintainer: the rebuild’s page',
      );
      await expect(status(tab).getByRole('link', { name: 'the rebuild’s page' })).toHaveAttribute('href', `https://github.com/${REPO}/actions/runs/7002`);
      await coversNoControl(tab);
      await tab.screenshot({ path: shot('publish-status-nightly') });
    });
  });
}

test.describe('through `npm run edit`', () => {
  let edit: Awaited<ReturnType<typeof startEdit>> | undefined;
  test.beforeAll(async () => {
    edit = await startEdit();
  });
  test.afterAll(() => edit?.stop());

  test('a notice saved says it is saved on this computer and that the build would accept it, or names a problem elsewhere', async ({ page }) => {
    await page.goto(`${edit!.url}/admin/#/collections/notices/new`);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByLabel('Title').fill('Sports day');
    await publish(page);
    await expect(status(page)).toHaveText('Saved on this computer. The site’s build would accept it.');

    // A notice a colleague left broken in the folder: the build would stop on it, which the next save says.
    mkdirSync(path.join(edit!.scratch.contentDir, 'notices/2026'), { recursive: true });
    writeFileSync(path.join(edit!.scratch.contentDir, 'notices/2026/2026-11-02-holiday.md'), '---\ntitle: Holiday\nexpires: 2026-02-30\n---\n');
    await page.getByLabel('Title').fill('Sports day on Friday');
    await publish(page);
    await expect(status(page)).toHaveText(
      /^Saved on this computer, but the site’s build would refuse it: In “2026-11-02-holiday\.md”: Expires: a date that exists/,
    );
    await expect(status(page)).not.toContainText(/column|notices\/2026/);
  });
});
