/**
 * The editor on a phone (375 x 740 CSS pixels, touch): a notice is written and published through the real editor at
 * /admin/, the built one with Decap's real local proxy in its git mode (the editorial workflow of the production
 * editor: Save commits to a branch of the entry's own, Publish merges it), and the one `npm run edit` serves (its dev
 * server and its proxy, which writes the files at once). At each step the page does not scroll sideways and each
 * control used is wholly on the screen once scrolled to. SCREENSHOTS_DIR keeps a screenshot of each step.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import matter from 'gray-matter';
import { CORE_SCHEMA, load } from 'js-yaml';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startEdit } from './editDevServer.ts';
import { editorBackend } from './editorLocalBackend.ts';
import { whenWritten } from './editorPage.ts';
import { FIXTURE_DIR } from './fixtureSite.ts';

const PHONE = { width: 375, height: 740 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
// As in editor.spec.ts: the 5 MB editor takes long to start on a loaded 2-core machine, and the built editor's test
// then writes, saves, readies and publishes a notice (with one core kept busy, over 30 s).
test.describe.configure({ timeout: 90_000 });

let backend: Awaited<ReturnType<typeof editorBackend>> | undefined;
let edit: Awaited<ReturnType<typeof startEdit>> | undefined;

const screenshots = process.env.SCREENSHOTS_DIR ?? 'test-results/editor-phone';

/** The page is no wider than the screen (nothing to scroll sideways to); `step` names the screenshot. */
async function fitsTheScreen(page: Page, step: string): Promise<void> {
  await page.screenshot({ path: `${screenshots}/${step}.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), step).toBeLessThanOrEqual(PHONE.width);
}

/**
 * A control the office uses: once scrolled to, wholly on the screen. Scrolled to again should the page move it before it
 * is read there (Decap lays a page out anew as its answers arrive), as a person scrolls again; one never wholly on the
 * screen fails all the same.
 */
async function onScreen(control: Locator): Promise<Locator> {
  await expect(async () => {
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport({ ratio: 1, timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  return control;
}

/** A file of the scratch repository's content folder as git holds it on `branch`. */
const onBranch = (branch: string, file: string) =>
  execFileSync('git', ['show', `${branch}:${path.posix.join(backend!.contentPath, file)}`], { cwd: backend!.scratch.repo, encoding: 'utf8' });
/** Front matter as the content compiler reads it (YAML 1.2 core: dates stay text). */
const frontMatter = (text: string) => matter(text, { engines: { yaml: (yaml: string) => load(yaml, { schema: CORE_SCHEMA }) as object } });
/** The notices git holds on `branch`, as paths inside the content folder (notices/2026/…). */
const noticesOn = (branch: string) =>
  execFileSync('git', ['ls-tree', '-r', '--name-only', branch, '--', path.posix.join(backend!.contentPath, 'notices')], {
    cwd: backend!.scratch.repo,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
    .map((file) => path.posix.relative(backend!.contentPath, file));
const gitBranches = () =>
  execFileSync('git', ['branch', '--format=%(refname:short)'], { cwd: backend!.scratch.repo, encoding: 'utf8' }).split('\n').filter(Boolean);

const NOTICE = '*-hostel-rooms-for-the-new-session.md';
const pdf = readFileSync(path.join(FIXTURE_DIR, 'attachments/merit-list-ba-semester-1.pdf'));

/**
 * Signs in at `admin` and writes the notice in a new form, as the office does on a phone: its title, category and
 * expiry, an attachment uploaded in the media window, an event, and its text. `shots` prefixes the screenshots' names.
 */
async function writeNotice(page: Page, admin: string, shots: string): Promise<void> {
  const fits = (step: string) => fitsTheScreen(page, `${shots}${step}`);
  await page.goto(admin);
  await (await onScreen(page.getByRole('button', { name: 'Login' }))).click();
  // Decap opens the first collection (Settings). On a phone its entries come first and the list of collections below
  // them, pushed down as the entries arrive: scrolled to before they came, Notices was soon off the screen again. The
  // office taps it once the entries are listed.
  await expect(page.getByRole('main').locator('a[href*="/entries/"]').first()).toBeVisible();
  await (await onScreen(page.getByRole('link', { name: 'Notices' }))).click();
  await fits('1-notices');
  await (await onScreen(page.getByRole('link', { name: /Notice$/ }))).click();

  await (await onScreen(page.getByLabel('Title'))).fill('Hostel rooms for the new session');
  await fits('2-form');
  await (await onScreen(page.getByLabel('Category (optional)'))).click();
  await (await onScreen(page.getByRole('option', { name: 'Admissions' }))).click();
  await (await onScreen(page.getByLabel('Expires (optional)'))).fill('2026-12-31');

  // An attachment, uploaded in the media window.
  await (await onScreen(page.getByRole('button', { name: /Add attachment/ }))).click();
  await (await onScreen(page.getByRole('button', { name: /Choose a file/ }))).click();
  const mediaWindow = page.getByRole('dialog');
  await mediaWindow.locator('input[type="file"]').setInputFiles({ name: 'hostel-rooms.pdf', mimeType: 'application/pdf', buffer: pdf });
  await onScreen(mediaWindow.getByText('hostel-rooms.pdf'));
  await fits('3-media-window');
  await (await onScreen(mediaWindow.getByRole('button', { name: 'Choose selected' }))).click();
  await expect(mediaWindow).toHaveCount(0);

  // An event, in its group.
  await (await onScreen(page.getByLabel('Start', { exact: true }))).fill('2026-12-07 10:00');
  await (await onScreen(page.getByLabel(/^Venue/))).fill('Boys’ hostel');
  await fits('4-event');

  // The text, with the Markdown editor's toolbar.
  const text = page.locator('[data-slate-editor="true"]');
  await onScreen(page.getByRole('button', { name: 'Bold' }));
  await onScreen(page.getByRole('button', { name: 'Link' }));
  await (await onScreen(text)).click();
  await page.keyboard.type('Rooms are given in the order the forms come in.');
  await fits('5-text');
}

/** The notice as published, read from the content folder `contentDir`: its name and its front matter as the form filled them in. */
function expectPublished(contentDir: string): void {
  const [file] = fg.sync(`notices/**/${NOTICE}`, { cwd: contentDir });
  expect(file, 'the notice’s file').toMatch(/^notices\/(\d{4})\/\1-\d{2}-\d{2}-hostel-rooms-for-the-new-session\.md$/);
  const notice = frontMatter(readFileSync(path.join(contentDir, file), 'utf8'));
  expect(notice.data).toEqual({
    title: 'Hostel rooms for the new session',
    category: 'Admissions',
    expires: '2026-12-31',
    attachments: ['attachments/hostel-rooms.pdf'],
    event: { start: '2026-12-07 10:00', venue: 'Boys’ hostel' },
  });
  expect(notice.content.trim()).toBe('Rooms are given in the order the forms come in.');
  expect(readFileSync(path.join(contentDir, 'attachments/hostel-rooms.pdf')).equals(pdf)).toBe(true);
}

test.describe('the built editor', () => {
  test.beforeAll(async ({ request }) => {
    backend = await editorBackend(await (await request.get('/admin/config.yml')).text(), 'git');
  });

  test.afterAll(() => backend?.stop());

  test('a notice with an attachment and an event is written and published on a phone, the page never wider than the screen', async ({ page }) => {
    await page.route('**/admin/config.yml', (route) => route.fulfill({ contentType: 'text/yaml', body: backend!.config }));
    await writeNotice(page, '/admin/', '');

    // The editorial workflow: save (a branch of its own), set the status to Ready, publish (merged into main).
    await (await onScreen(page.getByRole('button', { name: 'Save' }))).click();
    await expect(page.getByText('Entry saved')).toBeVisible();
    await fitsTheScreen(page, '6-saved');
    // Saved on a branch of its own (the pull request), not yet in the content folder.
    const branch = gitBranches().find((name) => name.startsWith('cms/notices/'))!;
    expect(branch, 'the entry’s own branch').toMatch(/-hostel-rooms-for-the-new-session$/);
    const file = `notices/${branch.slice('cms/notices/'.length)}.md`;
    expect(frontMatter(onBranch(branch, file)).data).toMatchObject({ title: 'Hostel rooms for the new session' });
    // On main, that is: decap-server's git mode checks the entry's branch out in the working folder while it reads or
    // writes the entry, so the folder on disk holds the notice for those moments.
    expect(noticesOn('main').filter((notice) => notice.endsWith(NOTICE.slice(1)))).toEqual([]);
    await (await onScreen(page.getByRole('button', { name: /^Status:/ }))).click();
    await (await onScreen(page.getByRole('menuitem', { name: 'Ready' }))).click();
    // The status reads "Updating..." until the proxy has moved the entry, as the office sees it do. Decap places a menu
    // once, as it opens: Publish's menu opened in that moment stayed where the shorter button had put Publish, a quarter
    // of it off the screen once the toolbar was laid out again.
    await expect(page.getByRole('button', { name: 'Status: Ready' })).toBeVisible();
    await fitsTheScreen(page, '7-ready');
    await (await onScreen(page.getByRole('button', { name: 'Publish', exact: true }))).click();
    // Decap asks the browser's own "are you sure" before publishing; the office says yes.
    const confirmation = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))));
    await (await onScreen(page.getByRole('menuitem', { name: 'Publish now' }))).click();
    expect(await confirmation).toMatch(/publish/i);
    await expect(page.getByText('Entry published')).toBeVisible();
    await fitsTheScreen(page, '8-published');

    // Published: the notice and its attachment are in the content folder on main, as the form filled them in.
    await expect.poll(gitBranches).toEqual(['main']);
    expect(fg.sync(`notices/**/${NOTICE}`, { cwd: backend!.scratch.contentDir })).toEqual([file]);
    expectPublished(backend!.scratch.contentDir);
    expect(onBranch('main', 'attachments/hostel-rooms.pdf')).toBe(pdf.toString('utf8'));
  });
});

test.describe('npm run edit', () => {
  test.beforeAll(async () => {
    // It compiles the content and starts Vite before it serves: longer than a test on a loaded 2-core machine.
    test.setTimeout(120_000);
    edit = await startEdit();
  });

  test.afterAll(() => edit?.stop());

  test('through `npm run edit` the editor’s stylesheet arrives as text/css, and a notice is published on a phone no wider than the screen', async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('response', (response) => {
      if (/\/admin\/[^/]+\.css$/.test(new URL(response.url()).pathname)) stylesheets.push(response.headers()['content-type'] ?? '');
    });
    await writeNotice(page, `${edit!.url}/admin/`, 'edit-');
    expect(stylesheets).toEqual(['text/css; charset=utf-8']);
    // The proxy of `npm run edit` writes into the files: Publish saves at once.
    await (await onScreen(page.getByRole('button', { name: 'Publish', exact: true }))).click();
    await (await onScreen(page.getByRole('menuitem', { name: 'Publish now' }))).click();
    await expect(page.getByText('Entry saved')).toBeVisible();
    await fitsTheScreen(page, 'edit-6-published');
    await whenWritten(() => expectPublished(edit!.scratch.contentDir));
  });
});
