/**
 * Small traps of Decap's notices, through the real editor at /admin/ and Decap's real local proxy (decap-server) on a
 * scratch git copy of the fixture site: a second notice of the same title on the same day is refused, naming the other
 * (Decap saved it as …-1.md); a blank new form does not say its changes are saved; the notices are listed newest first;
 * one attachment is counted as one; a test after one that left a notice half written, in the tab the worker shares
 * (editorTab.ts), starts as a new visitor would. SCREENSHOTS_DIR=docs/editing refreshes the screenshot of the refusal.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { expect, type Page } from '@playwright/test';
import { test } from './editorTab.ts';
import { openEditor, publish } from './editorPage.ts';
import { editorBackend } from './editorLocalBackend.ts';
import { FIXTURE_DIR } from './fixtureSite.ts';

// As in editor.spec.ts: each test opens the 5 MB editor afresh, which takes long on a loaded 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const screenshots = process.env.SCREENSHOTS_DIR ?? 'test-results/editor';
let backend: Awaited<ReturnType<typeof editorBackend>>;

test.beforeAll(async ({ request }) => {
  backend = await editorBackend(await (await request.get('/admin/config.yml')).text());
});

test.afterAll(() => backend?.stop());

test.afterEach(() => {
  execFileSync('git', ['checkout', '-q', '--', '.'], { cwd: backend.scratch.repo });
  execFileSync('git', ['clean', '-fdq'], { cwd: backend.scratch.repo });
});

const notices = () => fg.sync('notices/**/*.md', { cwd: backend.scratch.contentDir }).sort();

test('a notice titled as another of the same day is refused, naming the other, and no …-1 file is written', async ({ page }) => {
  // The page's clock at noon in India, the same day in UTC (whose {{year}}, {{month}} and {{day}} Decap names a new
  // notice by): the test passes at any hour, midnight in either zone included.
  await page.clock.install({ time: new Date('2026-11-27T06:30:00Z') });
  const today = '2026-11-27';
  const other = `notices/${today.slice(0, 4)}/${today}-library-closed.md`;
  const otherText = '---\ntitle: Library closed\ncategory: General\n---\n\nThe library is closed for stocktaking.\n';
  mkdirSync(path.dirname(path.join(backend.scratch.contentDir, other)), { recursive: true });
  writeFileSync(path.join(backend.scratch.contentDir, other), otherText);
  const before = notices();
  await openEditor(page, backend.config, '#/collections/notices/new');
  await page.getByLabel('Title').fill('Library closed');
  await publish(page);
  const refusal = page.getByRole('alertdialog');
  await expect(refusal.getByRole('heading')).toHaveText('Not saved: this title is taken on that day');
  await expect(refusal).toContainText('Another of that day has this title already: the notice “Library closed”.');
  expect(await refusal.textContent()).not.toMatch(/content\/|\.md\b/);
  await page.screenshot({ path: `${screenshots}/refused-same-title.png` });
  await refusal.getByRole('button', { name: 'OK' }).click();
  // Gone once dismissed, as the clerk sees it go (its heading holds the word "title", as the field's label does).
  await expect(refusal).toHaveCount(0);
  // Nothing written: no library-closed-1.md beside it, and the other notice as it was.
  expect(notices()).toEqual(before);
  expect(readFileSync(path.join(backend.scratch.contentDir, other), 'utf8')).toBe(otherText);
  // Given a title of its own, it is saved.
  const title = page.getByLabel('Title', { exact: true });
  await title.clear();
  await title.fill('Library closed, reopening on Monday');
  await expect(title).toHaveValue('Library closed, reopening on Monday');
  await publish(page);
  await expect.poll(() => notices().slice(-3)).toContain(`notices/${today.slice(0, 4)}/${today}-library-closed-reopening-on-monday.md`);
});

test('a blank new notice does not say its changes are saved', async ({ editorTab: page }) => {
  await openEditor(page, backend.config, '#/collections/notices/new');
  await expect(page.getByLabel('Title')).toBeVisible();
  await expect(page.getByText('No unsaved changes')).toBeVisible();
  await expect(page.getByText('Changes saved')).toHaveCount(0);
});

test('the notices are listed newest first, and a notice with one attachment counts “1 attachment”', async ({ editorTab: page }) => {
  // The fixture site's notices written as Markdown, by their file names (the date first), latest first.
  const newestFirst = fg
    .sync('notices/**/*.md', { cwd: FIXTURE_DIR })
    .map((file) => file.replace(/^notices\//, '').replace(/\.md$/, ''))
    .sort()
    .reverse();
  await openEditor(page, backend.config, '#/collections/notices');
  const entries = page.locator('a[href*="/collections/notices/entries/"]');
  await expect(entries).toHaveCount(newestFirst.length);
  const listed = await entries.evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')!.split('/entries/')[1])));
  expect(listed).toEqual(newestFirst);
  await entries.filter({ hasText: 'Merit list, B.A. first semester' }).click();
  await expect(page.getByText('1 attachment', { exact: true })).toBeVisible();
  await expect(page.getByText('1 attachments')).toHaveCount(0);
});

/**
 * The keys of the copies Decap keeps of unsaved forms ("backup…"), in the browser's storage (IndexedDB, in the store
 * localForage makes by default), so that it can offer to bring one back.
 */
const unsavedCopies = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const opening = indexedDB.open('localforage');
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('keyvaluepairs')) return resolve([]);
          const keys = db.transaction('keyvaluepairs').objectStore('keyvaluepairs').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String).filter((key) => key.startsWith('backup')));
        };
      }),
  );

let tabLeftWithAForm: Page | undefined;

test('a clerk leaves a new notice half written: Decap keeps a copy of the form', async ({ editorTab: page }) => {
  await openEditor(page, backend.config, '#/collections/notices/new');
  await page.getByLabel('Title').fill('Half-written notice');
  await expect.poll(() => unsavedCopies(page)).not.toEqual([]);
  tabLeftWithAForm = page;
});

test('the next test in the same tab starts as a new visitor: asked to sign in, a blank form, no copy offered', async ({ editorTab: page }) => {
  expect(tabLeftWithAForm, 'the tab the test before left').toBe(page);
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  // openEditor signs in with the Login button, which is shown only to someone not signed in.
  await openEditor(page, backend.config, '#/collections/notices/new');
  await expect(page.getByLabel('Title')).toHaveValue('');
  expect(asked).toEqual([]);
  expect(await unsavedCopies(page)).toEqual([]);
});
