/**
 * The files the editor saves, through the real editor at /admin/ and Decap's real local proxy (decap-server) on a
 * scratch git copy of the fixture site: what git sees on disk after each save.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { expect, test, type Page } from '@playwright/test';
import { editorBackend } from './editorLocalBackend.ts';

// As in editor.spec.ts: each test opens the 7 MB editor afresh, which takes long on a loaded 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let backend: Awaited<ReturnType<typeof editorBackend>>;
let scratch: Awaited<ReturnType<typeof editorBackend>>['scratch'];
/** The built config.yml pointed at this file's own proxy, served to the browser in its place. */
let config: string;

test.beforeAll(async ({ request }) => {
  backend = await editorBackend(await (await request.get('/admin/config.yml')).text());
  ({ scratch, config } = backend);
});

test.afterAll(() => backend?.stop());

/** Opens the editor signed in to this file's proxy (the served config.yml names it). */
async function openEditor(page: Page, address: string): Promise<void> {
  await page.route('**/admin/config.yml', (route) => route.fulfill({ contentType: 'text/yaml', body: config }));
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Notices' })).toBeVisible();
  await page.goto(`/admin/${address}`);
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
}

/** The lines git shows removed (-) and added (+) in a file of the scratch copy since the fixture's commit. */
const changedLines = (file: string) =>
  execFileSync('git', ['diff', '--unified=0', '--', path.relative(scratch.repo, path.join(scratch.contentDir, file))], { cwd: scratch.repo, encoding: 'utf8' })
    .split('\n')
    .filter((line) => /^[-+](?![-+]{2} )/.test(line));

test('changing one fee on the fees page changes that one line of its file', async ({ page }) => {
  const file = 'pages/onlineAdmissions/feeStructure.md';
  const line = readFileSync(path.join(scratch.contentDir, file), 'utf8')
    .split('\n')
    .find((text) => text.includes('Transfer Certificate'))!;
  const amount = Number(/amount: (\d+)/.exec(line)![1]);
  await openEditor(page, '#/collections/pages-onlineAdmissions/entries/onlineAdmissions-feeStructure');
  // The list shows each fee by its label; opening one shows its fields (the other fees' stay hidden).
  const fee = page.getByText('Transfer Certificate', { exact: true }).locator('xpath=..');
  await fee.getByRole('button').first().click();
  await fee.getByLabel(/^Amount/).fill(String(amount + 50));
  await publish(page);
  await expect.poll(() => changedLines(file)).toEqual([`-${line}`, `+${line.replace(`amount: ${amount}`, `amount: ${amount + 50}`)}`]);
});

const contentFiles = (pattern: string) => fg.sync(pattern, { cwd: scratch.contentDir }).sort();
/** The content check on the scratch copy: whether it passed, and its report (warnings included). */
function contentCheck(): { ok: boolean; report: string } {
  const run = spawnSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/content/cli.ts', '--check'], {
    env: { ...process.env, CONTENT_DIR: scratch.contentDir, BUILD_DATE: '2026-11-23' },
    encoding: 'utf8',
  });
  return { ok: run.status === 0, report: `${run.stdout}${run.stderr}` };
}

/** Opens a new notice with a title and its first attachment's file window. */
async function newNoticeWithAttachment(page: Page, title: string): Promise<void> {
  await openEditor(page, '#/collections/notices/new');
  await page.getByLabel(/^Title/).fill(title);
  await page.getByRole('button', { name: /Add attachments/ }).click();
  await page.getByRole('button', { name: /Choose a file/ }).click();
}

test('a notice’s uploaded attachment lands in attachments/, and once the notice is deleted the check still passes', async ({ page }) => {
  const notices = contentFiles('notices/**');
  const pdf = readFileSync(path.join(scratch.contentDir, 'attachments/merit-list-ba-semester-1.pdf'));
  await newNoticeWithAttachment(page, 'Hostel rules');
  await page.locator('input[type="file"]').setInputFiles({ name: 'hostel-rules.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: /Choose selected/ }).click();
  await publish(page);
  await expect.poll(() => contentFiles('notices/**').filter((file) => !notices.includes(file))).toHaveLength(1);
  const [notice] = contentFiles('notices/**').filter((file) => !notices.includes(file));
  expect(notice).toMatch(/-hostel-rules\.md$/);
  expect(contentFiles('attachments/*')).toContain('attachments/hostel-rules.pdf');
  expect(readFileSync(path.join(scratch.contentDir, notice), 'utf8')).toContain('  - attachments/hostel-rules.pdf\n');
  expect(contentCheck()).toMatchObject({ ok: true });
  // The office deletes the notice and forgets its attachment: the board does not read it as a notice.
  rmSync(path.join(scratch.contentDir, notice));
  const check = contentCheck();
  expect(check.ok, check.report).toBe(true);
  expect(check.report).toContain('content/attachments/hostel-rules.pdf');
});

test('the attachment window offers the attachments alone, not the notice board’s own files', async ({ page }) => {
  await newNoticeWithAttachment(page, 'Merit list again');
  await expect(page.getByText('merit-list-ba-semester-1.pdf', { exact: true })).toBeVisible();
  await expect(page.getByText('categories.yaml')).toHaveCount(0);
  await page.getByText('merit-list-ba-semester-1.pdf', { exact: true }).click();
  await page.getByRole('button', { name: /Choose selected/ }).click();
  await publish(page);
  await expect.poll(() => contentFiles('notices/**/*-merit-list-again.md')).toHaveLength(1);
  const [notice] = contentFiles('notices/**/*-merit-list-again.md');
  expect(readFileSync(path.join(scratch.contentDir, notice), 'utf8')).toContain('  - attachments/merit-list-ba-semester-1.pdf\n');
});

const MERIT_LIST = 'attachments/merit-list-ba-semester-1.pdf';
/** The notice of the fixture site that attaches the merit list. */
const MERIT_LIST_NOTICE = 'the notice “Merit list, B.A. first semester” (content/notices/2026/2026-11-18-merit-list.md) names it';

/** Deletes a file of the open media window as the office does: picks its card, presses Delete selected and confirms. */
async function deleteInWindow(page: Page, name: string): Promise<void> {
  await page.getByText(name, { exact: true }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete selected' }).click();
}

test('an attachment a notice names is not deleted from the attachment window, which names the notice', async ({ page }) => {
  await newNoticeWithAttachment(page, 'Merit list, corrected');
  await deleteInWindow(page, 'merit-list-ba-semester-1.pdf');
  await expect(page.getByText(`content/${MERIT_LIST} is in use and was not deleted: ${MERIT_LIST_NOTICE}`)).toBeVisible();
  expect(existsSync(path.join(scratch.contentDir, MERIT_LIST))).toBe(true);
  await expect(page.getByText('merit-list-ba-semester-1.pdf', { exact: true })).toBeVisible();
});

test('of two attachments with the same bytes, deleting the spare one deletes it and keeps the one a notice names', async ({ page }) => {
  // Listed after the merit list: the window used to know both by their bytes, and deleted the first it listed.
  const spare = 'attachments/z-spare-copy.pdf';
  copyFileSync(path.join(scratch.contentDir, MERIT_LIST), path.join(scratch.contentDir, spare));
  await newNoticeWithAttachment(page, 'Spare copy');
  await expect(page.getByText('z-spare-copy.pdf', { exact: true })).toBeVisible();
  await deleteInWindow(page, 'z-spare-copy.pdf');
  await expect(page.getByText('z-spare-copy.pdf', { exact: true })).toHaveCount(0);
  await expect.poll(() => existsSync(path.join(scratch.contentDir, spare))).toBe(false);
  expect(existsSync(path.join(scratch.contentDir, MERIT_LIST))).toBe(true);
});

test('a document a page names is not deleted from the Media page either, which names the page', async ({ page }) => {
  await openEditor(page, '');
  await page.getByRole('button', { name: 'Media' }).click();
  await deleteInWindow(page, 'prospectus.pdf');
  await expect(
    page.getByText('content/documents/prospectus.pdf is in use and was not deleted: the page “Prospectus” (content/pages/resources/prospectus.md) names it'),
  ).toBeVisible();
  expect(existsSync(path.join(scratch.contentDir, 'documents/prospectus.pdf'))).toBe(true);
});

test('the attachment window offers the files the site publishes, not a Word file left in the folder', async ({ page }) => {
  writeFileSync(path.join(scratch.contentDir, 'attachments/minutes.docx'), 'not a PDF');
  await newNoticeWithAttachment(page, 'Minutes');
  await expect(page.getByText('merit-list-ba-semester-1.pdf', { exact: true })).toBeVisible();
  await expect(page.getByText('minutes.docx')).toHaveCount(0);
});

test('a gallery’s photo window offers the photos the site publishes, not a TIFF scan or a PDF beside them', async ({ page }) => {
  const folder = path.join(scratch.contentDir, 'galleries/study-tours');
  copyFileSync(path.join(scratch.contentDir, 'galleries/sociology-department/01-field-visit-to-a-village-council.jpg'), path.join(folder, '01-trip.jpg'));
  writeFileSync(path.join(folder, '02-scan.tiff'), 'II*\0');
  copyFileSync(path.join(scratch.contentDir, MERIT_LIST), path.join(folder, 'itinerary.pdf'));
  await openEditor(page, '#/collections/galleries/entries/study-tours/captions');
  await page.getByRole('button', { name: /Add photos/ }).click();
  await page.getByRole('button', { name: /Choose an image/ }).click();
  await expect(page.getByText('01-trip.jpg', { exact: true })).toBeVisible();
  await expect(page.getByText('02-scan.tiff')).toHaveCount(0);
  await expect(page.getByText('itinerary.pdf')).toHaveCount(0);
});

test('emptying an event’s optional end takes its line out of the notice instead of writing end: ""', async ({ page }) => {
  const file = 'notices/2026/2026-11-05-annual-sports-meet.md';
  const end = readFileSync(path.join(scratch.contentDir, file), 'utf8')
    .split('\n')
    .find((line) => line.startsWith('  end: '))!;
  await openEditor(page, '#/collections/notices/entries/2026/2026-11-05-annual-sports-meet');
  const event = page.getByRole('group', { name: 'Event' });
  await expect(event.getByLabel('Start', { exact: true })).toHaveValue('2026-12-10 09:00');
  await event.getByLabel(/^End/).fill('');
  await publish(page);
  await expect.poll(() => changedLines(file)).toEqual([`-${end}`]);
});

test('an attachment taken out of its notice since the editor was built can be deleted', async ({ page }) => {
  const notice = path.join(scratch.contentDir, 'notices/2026/2026-11-18-merit-list.md');
  writeFileSync(notice, readFileSync(notice, 'utf8').replace('attachments:\n  - attachments/merit-list-ba-semester-1.pdf\n', ''));
  await newNoticeWithAttachment(page, 'Merit list withdrawn');
  await deleteInWindow(page, 'merit-list-ba-semester-1.pdf');
  await expect.poll(() => existsSync(path.join(scratch.contentDir, MERIT_LIST))).toBe(false);
});
