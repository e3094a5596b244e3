/**
 * No upload replaces a file that content names, through the real editor at /admin/ and Decap's real local proxy
 * (decap-server) on a scratch git copy of the fixture site, checked on disk. The names are those Decap's own name
 * cleaning keeps as they are and a hand-made copy of it did not (a curly apostrophe, an en dash): the file a published
 * notice names stays byte for byte, the upload is written beside it (…-2.pdf) with no "replace?" question and no "in
 * use" box, in a notice's attachment window and on the Media page; and when the editor did not know the name (a
 * colleague's file written once the window had listed its folder), the backend's guard where files are written does
 * the same.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { expect, type Page } from '@playwright/test';
import { test } from './editorTab.ts';
import { openEditor, publish, whenWritten } from './editorPage.ts';
import { editorBackend } from './editorLocalBackend.ts';

// As in editor-files.spec.ts: each test opens the 5 MB editor afresh, which takes long on a loaded 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let backend: Awaited<ReturnType<typeof editorBackend>>;
let scratch: Awaited<ReturnType<typeof editorBackend>>['scratch'];
let config: string;

test.beforeAll(async ({ request }) => {
  backend = await editorBackend(await (await request.get('/admin/config.yml')).text());
  ({ scratch, config } = backend);
});

test.afterAll(() => backend?.stop());

test.afterEach(() => {
  execFileSync('git', ['checkout', '-q', '--', '.'], { cwd: scratch.repo });
  execFileSync('git', ['clean', '-fdq'], { cwd: scratch.repo });
});

const onDisk = (file: string) => path.join(scratch.contentDir, file);
const contentFiles = (pattern: string) => fg.sync(pattern, { cwd: scratch.contentDir }).sort();
/** A small PDF whose bytes say which it is. */
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

/** The two names, as the office's files have them and as Decap stored them when they were first uploaded. */
const NAMES = [
  { chosen: 'Principal’s message.pdf', stored: 'principal’s-message.pdf', beside: 'principal’s-message-2.pdf', title: 'Principal’s message' },
  { chosen: 'Fees 2026–27.pdf', stored: 'fees-2026–27.pdf', beside: 'fees-2026–27-2.pdf', title: 'Fees 2026–27' },
];

/** A published notice naming `file` (under the content folder), written into the copy as a colleague would; its text. */
function publishedNotice(file: string, title: string, day: string): { path: string; text: string } {
  const notice = { path: `notices/2026/2026-11-${day}-published.md`, text: `---\ntitle: ${title}\nattachments:\n  - ${file}\n---\n` };
  mkdirSync(path.dirname(onDisk(notice.path)), { recursive: true });
  writeFileSync(onDisk(notice.path), notice.text);
  return notice;
}

/** A file in use: its bytes written into the copy, and a published notice naming it. */
function fileInUse(file: string, title: string, day: string) {
  const bytes = pdf(`the published ${file}`);
  writeFileSync(onDisk(file), bytes);
  return { bytes, notice: publishedNotice(file, title, day) };
}

/** Every question the page asks (window.confirm, alert), answered OK as a clerk would. */
function questionsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  return asked;
}

/** Opens a new notice with a title, and its first attachment's file window. */
async function newNoticeWithAttachment(page: Page, title: string): Promise<void> {
  await openEditor(page, config, '#/collections/notices/new');
  await page.getByLabel(/^Title/).fill(title);
  await page.getByRole('button', { name: /Add attachment/ }).click();
  await page.getByRole('button', { name: /Choose a file/ }).click();
}

/**
 * The new notice file the editor wrote, whose name ends as given, once it is there whole: the proxy creates the file,
 * then writes its text, and a read in between finds it empty.
 */
async function newNotice(ending: string): Promise<string> {
  const written = () => {
    const files = contentFiles(`notices/**/*${ending}`);
    return files.length === 1 ? readFileSync(onDisk(files[0]), 'utf8') : '';
  };
  await expect.poll(written).toMatch(/^---\n[\s\S]*\n---\n/);
  return written();
}

const [PRINCIPAL, FEES] = NAMES;

// Each place with one of the two names: the name cleaning itself is checked on 40 names by
// tests/unit/editor-upload-names.test.ts, so each place here needs one name, not both.
{
  const name = PRINCIPAL;
  test(`a notice’s upload of “${name.chosen}”, a name a published notice uses, is written beside it: that notice’s file stays byte for byte`, async ({
    editorTab: page,
  }) => {
    const { bytes, notice } = fileInUse(`attachments/${name.stored}`, name.title, '20');
    const asked = questionsAsked(page);
    await newNoticeWithAttachment(page, `${name.title}, corrected`);
    await expect(page.getByText(name.stored, { exact: true })).toBeVisible();
    const upload = pdf(`the corrected ${name.chosen}`);
    await page.locator('input[type="file"]').setInputFiles({ name: name.chosen, mimeType: 'application/pdf', buffer: upload });
    await expect(page.getByText(name.beside, { exact: true })).toBeVisible();
    // The office is told the new name, and why, in the window.
    await expect(page.getByRole('dialog').getByRole('status')).toHaveText(
      `“${name.chosen}” is uploaded as “${name.beside}”: a file named “${name.stored}” is already there, and stays as it is.`,
    );
    await page.getByRole('button', { name: /Choose selected/ }).click();
    await publish(page);
    expect(await newNotice('-corrected.md')).toContain(`  - attachments/${name.beside}\n`);
    // The upload is written beside the notice, not necessarily before it.
    await whenWritten(() => expect(readFileSync(onDisk(`attachments/${name.beside}`)).equals(upload)).toBe(true));
    expect(readFileSync(onDisk(`attachments/${name.stored}`)).equals(bytes)).toBe(true);
    expect(readFileSync(onDisk(notice.path), 'utf8')).toBe(notice.text);
    expect(asked).toEqual([]);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
}
{
  const name = FEES;
  test(`“${name.chosen}” uploaded on the Media page, a name a published notice uses, is written beside it at once, the notice’s file kept`, async ({
    editorTab: page,
  }) => {
    const { bytes, notice } = fileInUse(`documents/${name.stored}`, name.title, '21');
    const asked = questionsAsked(page);
    await openEditor(page, config, '');
    await page.getByRole('button', { name: 'Media' }).click();
    await expect(page.getByText(name.stored, { exact: true })).toBeVisible();
    const upload = pdf(`the new ${name.chosen}`);
    await page.locator('input[type="file"]').setInputFiles({ name: name.chosen, mimeType: 'application/pdf', buffer: upload });
    await expect(page.getByText(name.beside, { exact: true })).toBeVisible();
    await whenWritten(() => {
      expect(contentFiles(`documents/${name.beside}`)).toHaveLength(1);
      expect(readFileSync(onDisk(`documents/${name.beside}`)).equals(upload)).toBe(true);
    });
    expect(readFileSync(onDisk(`documents/${name.stored}`)).equals(bytes)).toBe(true);
    expect(readFileSync(onDisk(notice.path), 'utf8')).toBe(notice.text);
    expect(asked).toEqual([]);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
}

test('a colleague’s file written once the Media page listed its folder is not replaced by an upload of its name: the backend writes beside it', async ({
  editorTab: page,
}) => {
  const asked = questionsAsked(page);
  await openEditor(page, config, '');
  await page.getByRole('button', { name: 'Media' }).click();
  await expect(page.getByText('prospectus.pdf', { exact: true })).toBeVisible();
  // Written after the window listed the folder: neither the window nor Decap knows the name.
  const { bytes, notice } = fileInUse(`documents/${PRINCIPAL.stored}`, PRINCIPAL.title, '21');
  const upload = pdf('the new message');
  await page.locator('input[type="file"]').setInputFiles({ name: PRINCIPAL.chosen, mimeType: 'application/pdf', buffer: upload });
  await expect(page.getByText(PRINCIPAL.beside, { exact: true })).toBeVisible();
  await whenWritten(() => {
    expect(contentFiles(`documents/${PRINCIPAL.beside}`)).toHaveLength(1);
    expect(readFileSync(onDisk(`documents/${PRINCIPAL.beside}`)).equals(upload)).toBe(true);
  });
  expect(readFileSync(onDisk(`documents/${PRINCIPAL.stored}`)).equals(bytes)).toBe(true);
  expect(readFileSync(onDisk(notice.path), 'utf8')).toBe(notice.text);
  expect(asked).toEqual([]);
});

test('a colleague’s file written once a notice’s window listed its folder is not replaced when the notice is published: the notice names the file written beside it', async ({
  editorTab: page,
}) => {
  const asked = questionsAsked(page);
  await newNoticeWithAttachment(page, 'Fees, revised');
  await expect(page.getByText('merit-list-ba-semester-1.pdf', { exact: true })).toBeVisible();
  const { bytes, notice } = fileInUse(`attachments/${FEES.stored}`, FEES.title, '20');
  const upload = pdf('the revised fees');
  await page.locator('input[type="file"]').setInputFiles({ name: FEES.chosen, mimeType: 'application/pdf', buffer: upload });
  await page.getByRole('button', { name: /Choose selected/ }).click();
  await publish(page);
  const written = await newNotice('-fees-revised.md');
  expect(written).toContain(`  - attachments/${FEES.beside}\n`);
  expect(written).not.toContain(`attachments/${FEES.stored}`);
  expect(readFileSync(onDisk(`attachments/${FEES.beside}`)).equals(upload)).toBe(true);
  expect(readFileSync(onDisk(`attachments/${FEES.stored}`)).equals(bytes)).toBe(true);
  expect(readFileSync(onDisk(notice.path), 'utf8')).toBe(notice.text);
  expect(asked).toEqual([]);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
