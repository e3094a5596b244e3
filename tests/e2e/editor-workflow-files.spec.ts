/**
 * The production editor's editorial workflow, through the real editor at /admin/ and Decap's real local proxy in its git
 * mode on a scratch git copy of the fixture site: a notice saved but not yet published (on a branch of its own, GitHub's
 * pull request) names a file, and that file is not deleted from the branch the site is built from.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './editorTab.ts';
import { attachmentWindowOfAnotherNotice, openEditor, saveForReview } from './editorPage.ts';
import { editorBackend } from './editorLocalBackend.ts';

// As in editor.spec.ts: each test opens the 5 MB editor afresh, which takes long on a loaded 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let backend: Awaited<ReturnType<typeof editorBackend>>;

test.beforeAll(async ({ request }) => {
  backend = await editorBackend(await (await request.get('/admin/config.yml')).text(), 'git');
});

test.afterAll(() => backend?.stop());

const git = (...args: string[]) => execFileSync('git', args, { cwd: backend.scratch.repo, encoding: 'utf8' });

test('a PDF named only by a notice waiting to be published is not deleted: the refusal names the notice and says it waits', async ({ editorTab: page }) => {
  const plan = path.posix.join(backend.contentPath, 'attachments/hostel-plan.pdf');
  copyFileSync(path.join(backend.scratch.contentDir, 'attachments/merit-list-ba-semester-1.pdf'), path.join(backend.scratch.repo, plan));
  git('add', plan);
  git('commit', '-q', '-m', 'A PDF no notice names yet');
  const pdf = git('show', `main:${plan}`);

  await openEditor(page, backend.config, '#/collections/notices/new');
  await page.getByLabel('Title').fill('Hostel plan');
  await page.getByRole('button', { name: /Add attachment/ }).click();
  await page.getByRole('button', { name: /Choose a file/ }).click();
  await page.getByText('hostel-plan.pdf', { exact: true }).click();
  await page.getByRole('button', { name: /Choose selected/ }).click();
  await saveForReview(page);
  expect(git('branch', '--format=%(refname:short)')).toMatch(/cms\/notices\/.*-hostel-plan/);

  // Another notice's attachment window: the PDF is on main, named by no published notice.
  await attachmentWindowOfAnotherNotice(page);
  await page.getByText('hostel-plan.pdf', { exact: true }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await expect(page.getByRole('alertdialog').getByRole('listitem')).toHaveText(['the notice “Hostel plan” (waiting to be published)']);
  expect(git('show', `main:${plan}`)).toBe(pdf);
  expect(git('status', '--porcelain', '--', plan)).toBe('');
});

/**
 * A new notice titled `title`, with `bytes` uploaded in its attachment window as `name` and chosen, saved to wait in
 * the editorial workflow. Answers with the page's problems, as openEditor does.
 */
async function waitingNoticeWithUpload(page: Page, title: string, name: string, bytes: Buffer): Promise<string[]> {
  const problems = await openEditor(page, backend.config, '#/collections/notices/new');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: /Add attachment/ }).click();
  await page.getByRole('button', { name: /Choose a file/ }).click();
  await page.locator('[role="dialog"] input[type="file"]').setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Choose selected/ }).click();
  await saveForReview(page);
  return problems;
}

test('two notices waiting at once, each uploading a new “fees.pdf”: the second is given “fees-2.pdf”, so neither replaces the other’s file when both are published', async ({
  editorTab: page,
}) => {
  const first = Buffer.from('%PDF-1.4\n% the fees of the first notice\n%%EOF\n');
  const second = Buffer.from('%PDF-1.4\n% the fees of the second notice\n%%EOF\n');
  const problems = await waitingNoticeWithUpload(page, 'Fees for the first semester', 'fees.pdf', first);

  // The first notice's file is on its branch alone; the second notice's window counts its name as taken.
  await attachmentWindowOfAnotherNotice(page);
  await page.locator('[role="dialog"] input[type="file"]').setInputFiles({ name: 'fees.pdf', mimeType: 'application/pdf', buffer: second });
  await expect(page.getByText('fees-2.pdf', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Choose selected/ }).click();
  await page.getByLabel('Title').fill('Fees for the third semester');
  await saveForReview(page);

  const branches = git('branch', '--format=%(refname:short)').trim().split('\n');
  const branchOf = (ending: string) => branches.find((branch) => branch.endsWith(ending))!;
  const attachments = path.posix.join(backend.contentPath, 'attachments');
  expect(Buffer.from(git('show', `${branchOf('-fees-for-the-first-semester')}:${attachments}/fees.pdf`)).equals(first)).toBe(true);
  const secondBranch = branchOf('-fees-for-the-third-semester');
  expect(Buffer.from(git('show', `${secondBranch}:${attachments}/fees-2.pdf`)).equals(second)).toBe(true);
  expect(git('ls-tree', '--name-only', secondBranch, `${attachments}/`)).not.toMatch(/\/fees\.pdf$/m);
  const secondNotice = git('ls-tree', '-r', '--name-only', secondBranch, `${path.posix.join(backend.contentPath, 'notices')}/`)
    .split('\n')
    .find((file) => file.endsWith('-fees-for-the-third-semester.md'))!;
  expect(git('show', `${secondBranch}:${secondNotice}`)).toContain('  - attachments/fees-2.pdf\n');
  expect(problems).toEqual([]);
});

test('a waiting notice whose file a colleague’s published notice now names under the same name is not published over it: the office is told who uses it', async ({
  editorTab: page,
}) => {
  const ours = Buffer.from('%PDF-1.4\n% our timetable\n%%EOF\n');
  const problems = await waitingNoticeWithUpload(page, 'Revised timetable', 'timetable.pdf', ours);

  // Meanwhile a colleague publishes a notice with a file of that very name, straight to main.
  const theirs = path.posix.join(backend.contentPath, 'attachments/timetable.pdf');
  writeFileSync(path.join(backend.scratch.repo, theirs), '%PDF-1.4\n% their timetable\n%%EOF\n');
  const notice = path.posix.join(backend.contentPath, 'notices/2026/2026-11-21-timetable.md');
  writeFileSync(path.join(backend.scratch.repo, notice), '---\ntitle: Timetable of the tests\nattachments:\n  - attachments/timetable.pdf\n---\n');
  git('add', theirs, notice);
  git('commit', '-q', '-m', 'A colleague’s notice');
  const before = git('rev-parse', 'main');

  await page.getByRole('button', { name: /^Status:/ }).click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await expect(page.getByRole('button', { name: 'Status: Ready' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  const refusal = page.getByRole('alertdialog');
  await expect(refusal.getByRole('heading')).toHaveText('Not published: it would replace a file in use');
  await expect(refusal.getByRole('listitem')).toHaveText(['the notice “Timetable of the tests”']);
  expect(git('rev-parse', 'main')).toBe(before);
  expect(git('show', `main:${theirs}`)).toContain('their timetable');
  expect(problems).toEqual([]);
});
