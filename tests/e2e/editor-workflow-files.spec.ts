/**
 * The production editor's editorial workflow, through the real editor at /admin/ and Decap's real local proxy in its git
 * mode on a scratch git copy of the fixture site: a notice saved but not yet published (on a branch of its own, GitHub's
 * pull request) names a file, and that file is not deleted from the branch the site is built from.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
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
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.org', 'commit', '-q', '-m', 'A PDF no notice names yet');
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
