/**
 * The files the editor saves, through the real editor at /admin/ and Decap's real local proxy (decap-server) on a
 * scratch git copy of the fixture site: what git sees on disk after each save. No file that content names is deleted,
 * whenever it was named, and an upload never replaces a file. SCREENSHOTS_DIR=docs/editing refreshes the screenshot of
 * a refused deletion.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { expect, type Page } from '@playwright/test';
import { test } from './editorTab.ts';
import { parse } from 'csv-parse/sync';
import { attachmentWindowOfAnotherNotice, changedLines, openEditor, publish, whenWritten } from './editorPage.ts';
import { editorBackend } from './editorLocalBackend.ts';
import { TEACHING_CSV_CLEAN } from './fixtureSite.ts';

// As in editor.spec.ts: each test opens the 5 MB editor afresh, which takes long on a loaded 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const screenshots = process.env.SCREENSHOTS_DIR ?? 'test-results/editor';

let backend: Awaited<ReturnType<typeof editorBackend>>;
let scratch: Awaited<ReturnType<typeof editorBackend>>['scratch'];
/** The built config.yml pointed at this file's own proxy, served to the browser in its place. */
let config: string;

test.beforeAll(async ({ request }) => {
  backend = await editorBackend(await (await request.get('/admin/config.yml')).text());
  ({ scratch, config } = backend);
});

test.afterAll(() => backend?.stop());

// Each test starts from the fixture site as committed: what one test saved, uploaded or left beside the files is not
// the next one's starting point (a stray file would fail the content check a later test runs).
test.afterEach(() => {
  execFileSync('git', ['checkout', '-q', '--', '.'], { cwd: scratch.repo });
  execFileSync('git', ['clean', '-fdq'], { cwd: scratch.repo });
});

test('changing one fee on the fees page changes that one line of its file', async ({ editorTab: page }) => {
  const file = 'pages/onlineAdmissions/feeStructure.md';
  const line = readFileSync(path.join(scratch.contentDir, file), 'utf8')
    .split('\n')
    .find((text) => text.includes('Transfer Certificate'))!;
  const amount = Number(/amount: (\d+)/.exec(line)![1]);
  await openEditor(page, config, '#/collections/pages-onlineAdmissions/entries/onlineAdmissions-feeStructure');
  // The list shows each fee by its label; opening one shows its fields (the other fees' stay hidden).
  const fee = page.getByText('Transfer Certificate', { exact: true }).locator('xpath=..');
  await fee.getByRole('button').first().click();
  await fee.getByLabel(/^Amount/).fill(String(amount + 50));
  await publish(page);
  await expect.poll(() => changedLines(scratch, file)).toEqual([`-${line}`, `+${line.replace(`amount: ${amount}`, `amount: ${amount + 50}`)}`]);
});

test('changing the college’s short name in Settings changes that one line of site.yaml, its comments kept', async ({ editorTab: page }) => {
  const file = 'site.yaml';
  const line = readFileSync(path.join(scratch.contentDir, file), 'utf8')
    .split('\n')
    .find((text) => text.startsWith('shortName: '))!;
  await openEditor(page, config, '#/collections/settings/entries/site');
  const shortName = page.getByLabel(/^Short name/);
  await expect(shortName).toHaveValue(line.slice('shortName: '.length));
  await shortName.fill('SWC Kohima');
  await publish(page);
  await expect.poll(() => changedLines(scratch, file)).toEqual([`-${line}`, '+shortName: SWC Kohima']);
});

const contentFiles = (pattern: string) => fg.sync(pattern, { cwd: scratch.contentDir }).sort();
/** The content check on the scratch copy: whether it passed, and its report (warnings included). */
function contentCheck(): { ok: boolean; report: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/cli.ts', '--check'], {
    env: { ...process.env, CONTENT_DIR: scratch.contentDir, BUILD_DATE: '2026-11-23' },
    encoding: 'utf8',
  });
  return { ok: run.status === 0, report: `${run.stdout}${run.stderr}` };
}

/** Opens a new notice with a title and its first attachment's file window. */
async function newNoticeWithAttachment(page: Page, title: string): Promise<void> {
  await openEditor(page, config, '#/collections/notices/new');
  await page.getByLabel(/^Title/).fill(title);
  await page.getByRole('button', { name: /Add attachment/ }).click();
  await page.getByRole('button', { name: /Choose a file/ }).click();
}

test('a notice’s uploaded attachment lands in attachments/, and once the notice is deleted the check still passes', async ({ editorTab: page }) => {
  const notices = contentFiles('notices/**');
  const pdf = readFileSync(path.join(scratch.contentDir, 'attachments/merit-list-ba-semester-1.pdf'));
  await newNoticeWithAttachment(page, 'Hostel rules');
  await page.locator('input[type="file"]').setInputFiles({ name: 'hostel-rules.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: /Choose selected/ }).click();
  await publish(page);
  let notice = '';
  await whenWritten(() => {
    const added = contentFiles('notices/**').filter((file) => !notices.includes(file));
    expect(added).toHaveLength(1);
    [notice] = added;
    expect(notice).toMatch(/-hostel-rules\.md$/);
    expect(contentFiles('attachments/*')).toContain('attachments/hostel-rules.pdf');
    expect(readFileSync(path.join(scratch.contentDir, notice), 'utf8')).toContain('  - attachments/hostel-rules.pdf\n');
  });
  expect(contentCheck()).toMatchObject({ ok: true });
  // The office deletes the notice and forgets its attachment: the board does not read it as a notice.
  rmSync(path.join(scratch.contentDir, notice));
  const check = contentCheck();
  expect(check.ok, check.report).toBe(true);
  expect(check.report).toContain('content/attachments/hostel-rules.pdf');
});

test('the attachment window offers the attachments alone, not the notice board’s own files', async ({ editorTab: page }) => {
  await newNoticeWithAttachment(page, 'Merit list again');
  await expect(page.getByText('merit-list-ba-semester-1.pdf', { exact: true })).toBeVisible();
  await expect(page.getByText('categories.yaml')).toHaveCount(0);
  await page.getByText('merit-list-ba-semester-1.pdf', { exact: true }).click();
  await page.getByRole('button', { name: /Choose selected/ }).click();
  await publish(page);
  await whenWritten(() => {
    const added = contentFiles('notices/**/*-merit-list-again.md');
    expect(added).toHaveLength(1);
    expect(readFileSync(path.join(scratch.contentDir, added[0]), 'utf8')).toContain('  - attachments/merit-list-ba-semester-1.pdf\n');
  });
});

const MERIT_LIST = 'attachments/merit-list-ba-semester-1.pdf';
/** The title of the fixture site's notice that attaches the merit list. */
const MERIT_LIST_NOTICE = 'Merit list, B.A. first semester';

/** Deletes a file of the open media window as the office does: picks its card, presses Delete selected and confirms. */
async function deleteInWindow(page: Page, name: string): Promise<void> {
  await page.getByText(name, { exact: true }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete selected' }).click();
}

/** The editor's refusal of a deletion: heading, then each user of the file, one a line. */
const refusalOf = (page: Page) => page.getByRole('alertdialog');

test('an attachment a notice names is not deleted from the attachment window: the refusal names the notice, over the window, until dismissed', async ({
  page,
}) => {
  // The page's clock under the test's hand (it runs on as usual until the test moves it).
  await page.clock.install();
  await newNoticeWithAttachment(page, 'Merit list, corrected');
  await deleteInWindow(page, 'merit-list-ba-semester-1.pdf');
  const refusal = refusalOf(page);
  await expect(refusal.getByRole('heading')).toHaveText('“merit-list-ba-semester-1.pdf” is in use: not deleted');
  await expect(refusal.getByRole('listitem')).toHaveText([`the notice “${MERIT_LIST_NOTICE}”`]);
  expect(await refusal.textContent()).not.toMatch(/content\/|\.md\b|column/);
  // Over the media window: what is at its middle is the refusal.
  expect(
    await refusal.evaluate((box) => {
      const { left, top, width, height } = box.getBoundingClientRect();
      return box.contains(document.elementFromPoint(left + width / 2, top + height / 2));
    }),
  ).toBe(true);
  await page.screenshot({ path: `${screenshots}/refused-delete.png` });
  // Decap's own messages go after 8 seconds; the refusal stays until the office says OK.
  await page.clock.fastForward(9_000);
  await expect(refusal).toBeVisible();
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(refusal).toHaveCount(0);
  expect(existsSync(path.join(scratch.contentDir, MERIT_LIST))).toBe(true);
  await expect(page.getByText('merit-list-ba-semester-1.pdf', { exact: true })).toBeVisible();
});

test('a PDF a notice published a moment ago in the same tab names is not deleted: the refusal names that notice', async ({ editorTab: page }) => {
  const pdf = readFileSync(path.join(scratch.contentDir, MERIT_LIST));
  await newNoticeWithAttachment(page, 'Hostel rules');
  await page.locator('input[type="file"]').setInputFiles({ name: 'hostel-rules.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: /Choose selected/ }).click();
  await publish(page);
  await expect.poll(() => existsSync(path.join(scratch.contentDir, 'attachments/hostel-rules.pdf'))).toBe(true);
  await expect.poll(() => contentFiles('notices/**/*-hostel-rules.md')).toHaveLength(1);
  // The same tab, another new notice: its attachment window lists the PDF just published.
  await attachmentWindowOfAnotherNotice(page);
  await deleteInWindow(page, 'hostel-rules.pdf');
  await expect(refusalOf(page).getByRole('listitem')).toHaveText(['the notice “Hostel rules”']);
  expect(readFileSync(path.join(scratch.contentDir, 'attachments/hostel-rules.pdf')).equals(pdf)).toBe(true);
});

test('a PDF named by a notice a colleague wrote after the editor started is not deleted: the refusal names that notice', async ({ editorTab: page }) => {
  const timetable = 'attachments/exam-timetable.pdf';
  copyFileSync(path.join(scratch.contentDir, MERIT_LIST), path.join(scratch.contentDir, timetable));
  await newNoticeWithAttachment(page, 'Something else');
  await expect(page.getByText('exam-timetable.pdf', { exact: true })).toBeVisible();
  // The colleague's notice, written once this editor had read everything.
  writeFileSync(
    path.join(scratch.contentDir, 'notices/2026/2026-11-24-exam-timetable.md'),
    `---\ntitle: Examination timetable\nattachments:\n  - ${timetable}\n---\n`,
  );
  await deleteInWindow(page, 'exam-timetable.pdf');
  await expect(refusalOf(page).getByRole('listitem')).toHaveText(['the notice “Examination timetable”']);
  expect(readFileSync(path.join(scratch.contentDir, timetable)).equals(readFileSync(path.join(scratch.contentDir, MERIT_LIST)))).toBe(true);
});

test('a file of the same name uploaded in a notice that is then closed unpublished leaves the old file byte for byte', async ({ editorTab: page }) => {
  const old = readFileSync(path.join(scratch.contentDir, MERIT_LIST));
  const asked: string[] = [];
  await openEditor(page, config, '#/collections/notices/entries/2026/2026-11-18-merit-list');
  await page.getByRole('button', { name: /Add attachment/ }).click();
  await page.getByRole('button', { name: /Choose a file/ }).click();
  await expect(page.getByText('merit-list-ba-semester-1.pdf', { exact: true })).toBeVisible();
  // Decap would ask "… already exists. Do you want to replace it?" and delete the old file at once: never asked now.
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'merit-list-ba-semester-1.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([old, Buffer.from('\n% corrected\n')]) });
  await expect(page.getByText('merit-list-ba-semester-1-2.pdf', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Choose selected/ }).click();
  // Closed without publishing: Decap asks whether to leave the unsaved changes, and the office leaves.
  await page
    .getByRole('link', { name: /Notices/ })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'Create entry of type Notice' })).toBeVisible();
  expect(asked.filter((message) => /already exists/.test(message))).toEqual([]);
  expect(readFileSync(path.join(scratch.contentDir, MERIT_LIST)).equals(old)).toBe(true);
  expect(contentFiles('attachments/merit-list-ba-semester-1*')).toEqual([MERIT_LIST]);
  expect(changedLines(scratch, 'notices/2026/2026-11-18-merit-list.md')).toEqual([]);
});

test('of two attachments with the same bytes, deleting the spare one deletes it and keeps the one a notice names', async ({ editorTab: page }) => {
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

test('a document a page names is not deleted from the Media page either, which names the page', async ({ editorTab: page }) => {
  await openEditor(page, config, '');
  await page.getByRole('button', { name: 'Media' }).click();
  await deleteInWindow(page, 'prospectus.pdf');
  await expect(refusalOf(page).getByRole('heading')).toHaveText('“prospectus.pdf” is in use: not deleted');
  await expect(refusalOf(page).getByRole('listitem')).toContainText(['the page “Prospectus”']);
  expect(existsSync(path.join(scratch.contentDir, 'documents/prospectus.pdf'))).toBe(true);
});

test('the attachment window offers the files the site publishes, not a Word file left in the folder', async ({ editorTab: page }) => {
  writeFileSync(path.join(scratch.contentDir, 'attachments/minutes.docx'), 'not a PDF');
  await newNoticeWithAttachment(page, 'Minutes');
  await expect(page.getByText('merit-list-ba-semester-1.pdf', { exact: true })).toBeVisible();
  await expect(page.getByText('minutes.docx')).toHaveCount(0);
});

test('a gallery’s photo window offers the photos the site publishes, not a TIFF scan or a PDF beside them', async ({ editorTab: page }) => {
  const folder = path.join(scratch.contentDir, 'galleries/study-tours');
  copyFileSync(path.join(scratch.contentDir, 'galleries/sociology-department/01-field-visit-to-a-village-council.jpg'), path.join(folder, '01-trip.jpg'));
  writeFileSync(path.join(folder, '02-scan.tiff'), 'II*\0');
  copyFileSync(path.join(scratch.contentDir, MERIT_LIST), path.join(folder, 'itinerary.pdf'));
  await openEditor(page, config, '#/collections/galleries/entries/study-tours/captions');
  await page.getByRole('button', { name: /Add photo/ }).click();
  await page.getByRole('button', { name: /Choose an image/ }).click();
  await expect(page.getByText('01-trip.jpg', { exact: true })).toBeVisible();
  await expect(page.getByText('02-scan.tiff')).toHaveCount(0);
  await expect(page.getByText('itinerary.pdf')).toHaveCount(0);
});

test('emptying an event’s optional end takes its line out of the notice instead of writing end: ""', async ({ editorTab: page }) => {
  const file = 'notices/2026/2026-11-05-annual-sports-meet.md';
  const end = readFileSync(path.join(scratch.contentDir, file), 'utf8')
    .split('\n')
    .find((line) => line.startsWith('  end: '))!;
  await openEditor(page, config, '#/collections/notices/entries/2026/2026-11-05-annual-sports-meet');
  const event = page.getByRole('group', { name: 'Event' });
  await expect(event.getByLabel('Start', { exact: true })).toHaveValue('2026-12-10 09:00');
  await event.getByLabel(/^End/).fill('');
  await publish(page);
  await expect.poll(() => changedLines(scratch, file)).toEqual([`-${end}`]);
});

test('an attachment taken out of its notice since the editor was built can be deleted', async ({ editorTab: page }) => {
  const notice = path.join(scratch.contentDir, 'notices/2026/2026-11-18-merit-list.md');
  writeFileSync(notice, readFileSync(notice, 'utf8').replace('attachments:\n  - attachments/merit-list-ba-semester-1.pdf\n', ''));
  await newNoticeWithAttachment(page, 'Merit list withdrawn');
  await deleteInWindow(page, 'merit-list-ba-semester-1.pdf');
  await expect.poll(() => existsSync(path.join(scratch.contentDir, MERIT_LIST))).toBe(false);
});

/** The content check passes on the scratch copy, or the test fails with its report. */
function expectContentCheckPasses(): void {
  const check = contentCheck();
  expect(check.ok, check.report).toBe(true);
}

const sheetText = (file: string) => readFileSync(path.join(scratch.contentDir, file), 'utf8');
/** A CSV as the office uploads it: a file chosen in the form's file chooser. */
const csvUpload = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

test('a teacher added in the table, the department chosen from the list by its name, is one new line of the clean sheet', async ({ editorTab: page }) => {
  const file = 'staff/teaching.csv';
  const original = sheetText(file);
  const rows = parse(original, { bom: true }) as string[][];
  await openEditor(page, config, '#/collections/spreadsheets/entries/staff-teaching');
  // Every row is shown, and the file a spreadsheet program saved is said to be normalised on the first change.
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(rows.length);
  await expect(page.locator('#nc-root').getByRole('status')).toContainText('This file was saved from a spreadsheet program');
  await page.getByRole('button', { name: 'Add a row at the bottom' }).click();
  // The new row's first cell has the keyboard.
  await expect(page.getByLabel(`Department, row ${rows.length}`, { exact: true })).toBeFocused();
  await page.getByLabel(`Department, row ${rows.length}`, { exact: true }).selectOption({ label: 'Political Science' });
  // The row goes after the department's last row, its department still under the keyboard.
  // (rows[0] names the columns: the department's last row is its table row number, and the new row's the next.)
  const row = rows.findLastIndex(([department]) => department === 'polSci') + 1;
  await expect(page.getByLabel(`Department, row ${row}`, { exact: true })).toBeFocused();
  // Typed key by key, as the office types: the space after "Dr." stays while the next word is typed.
  await page.getByLabel(`Name, row ${row}`, { exact: true }).pressSequentially('Dr. Imna Newteacher');
  await page.getByLabel(`Designation, row ${row}`, { exact: true }).fill('Assistant Professor, Political Science');
  await publish(page);
  // The sheet as a clean CSV (what the spreadsheet program added is gone) with one line more, after Political Science's last teacher.
  const lastPolSci = TEACHING_CSV_CLEAN.indexOf('polSci,Mr. Limala Example,Assistant Professor,staff/photos/limala-example.jpg') + 1;
  const added = 'polSci,Dr. Imna Newteacher,"Assistant Professor, Political Science",';
  await expect.poll(() => sheetText(file)).toBe([...TEACHING_CSV_CLEAN.slice(0, lastPolSci), added, ...TEACHING_CSV_CLEAN.slice(lastPolSci), ''].join('\n'));
  expect(sheetText(file)).not.toMatch(/\r|\uFEFF/);
  expectContentCheckPasses();
});

test('a refused cell shows the check’s message beside it and is not saved; fixed, it changes its one line', async ({ editorTab: page }) => {
  const file = 'results/2023.csv';
  const original = sheetText(file);
  const [, first] = original.split('\n');
  const [year, subject, programme, appeared, passed] = first.split(',');
  await openEditor(page, config, '#/collections/spreadsheets-results/entries/2023');
  const appearedCell = page.getByLabel('Appeared, row 1', { exact: true });
  await appearedCell.fill('thirty');
  await expect(appearedCell).toHaveAttribute('aria-invalid', 'true');
  await expect(appearedCell).toHaveAccessibleDescription(
    'Row 1, Appeared: a whole number, or - when there is no figure, not “thirty”. Type the number of students who appeared, e.g. 52, or - when there is no figure.',
  );
  // More passed than appeared: the rule between the two cells, in the check's words, beside "passed".
  await appearedCell.fill(String(Number(passed) - 1));
  await expect(appearedCell).not.toHaveAttribute('aria-invalid');
  await expect(page.getByLabel('Passed, row 1', { exact: true })).toHaveAccessibleDescription(
    `Row 1, Passed: a whole number no larger than Appeared (${Number(passed) - 1}), not “${passed}”. Check both figures: more students cannot pass than appeared.`,
  );
  await publish(page);
  // The summary at the top of the form lists it, and nothing is saved.
  await expect(page.getByRole('region', { name: /^Not saved/ }).getByRole('link', { name: /^Row 1, Passed: / })).toBeVisible();
  expect(sheetText(file)).toBe(original);
  await appearedCell.fill(String(Number(appeared) + 1));
  await expect(page.getByLabel('Passed, row 1', { exact: true })).not.toHaveAttribute('aria-invalid');
  await publish(page);
  await expect.poll(() => changedLines(scratch, file)).toEqual([`-${first}`, `+${[year, subject, programme, Number(appeared) + 1, passed].join(',')}`]);
  expectContentCheckPasses();
});

test('a row deleted and another moved in the table change those lines alone', async ({ editorTab: page }) => {
  const file = 'governing-body.csv';
  const lines = sheetText(file).split('\n');
  await openEditor(page, config, '#/collections/spreadsheets/entries/governing-body');
  await page.getByRole('button', { name: 'Delete row 2' }).click();
  // The keyboard stays in the table: on the row that took the deleted one's place.
  await expect(page.getByRole('button', { name: 'Delete row 2' })).toBeFocused();
  await page.getByRole('button', { name: 'Move row 3 up' }).click();
  await expect(page.getByRole('button', { name: 'Move row 2 up' })).toBeFocused();
  await publish(page);
  // Row 2 is gone, and row 4 (row 3 once row 2 was deleted) stands before row 3; every other line as it was.
  await expect.poll(() => sheetText(file)).toBe([lines[0], lines[1], lines[4], lines[3], ...lines.slice(5)].join('\n'));
  expectContentCheckPasses();
});

test('a new results year starts from the latest year’s subjects and programmes, is refused with its figures empty, and is named after its year', async ({
  editorTab: page,
}) => {
  // The fixture's latest year is 2023 (results/2023.csv): the new one is 2024, with 2023's subjects and programmes.
  expect(contentFiles('results/*.csv').at(-1)).toBe('results/2023.csv');
  const year = 2024;
  const [, ...rows] = parse(sheetText('results/2023.csv')) as string[][];
  await openEditor(page, config, '#/collections/spreadsheets-results');
  await page.getByRole('link', { name: 'Create entry of type Results year' }).click();
  // No file name to type: the year names the file.
  await expect(page.getByLabel(/File name/)).toHaveCount(0);
  for (const [index, [, subject, programme]] of rows.entries()) {
    await expect(page.getByLabel(`Year, row ${index + 1}`, { exact: true })).toHaveValue(String(year));
    await expect(page.getByLabel(`Subject code, row ${index + 1}`, { exact: true })).toHaveValue(subject);
    await expect(page.getByLabel(`Programme, row ${index + 1}`, { exact: true })).toHaveValue(programme);
    await expect(page.getByLabel(`Appeared, row ${index + 1}`, { exact: true })).toHaveValue('');
  }
  // Nobody has typed in its cells yet: none is marked until Publish is pressed.
  await expect(page.getByLabel('Appeared, row 1', { exact: true })).not.toHaveAttribute('aria-invalid');
  await publish(page);
  await expect(page.getByLabel('Appeared, row 1', { exact: true })).toHaveAccessibleDescription(
    /^Row 1, Appeared: a whole number, or - when there is no figure, and it is empty\./,
  );
  expect(contentFiles('results/*.csv')).not.toContain(`results/${year}.csv`);
  const figures = rows.map((_, index) => [String(40 + index), String(30 + index)]);
  for (const [index, [appeared, passed]] of figures.entries()) {
    await page.getByLabel(`Appeared, row ${index + 1}`, { exact: true }).fill(appeared);
    await page.getByLabel(`Passed, row ${index + 1}`, { exact: true }).fill(passed);
  }
  await publish(page);
  await expect.poll(() => contentFiles('results/*.csv')).toContain(`results/${year}.csv`);
  expect(sheetText('results/2024.csv')).toBe(
    [
      'year,subject_code,programme,appeared,passed',
      '2024,GEN,B.A. General,40,30',
      '2024,ENG,B.A. Honours,41,31',
      '2024,HIS,B.A. Honours,42,32',
      '2024,EDN,B.A. Honours,43,33',
      '2024,POL. SC.,B.A. Honours,44,34',
      '2024,SOC,B.A. Honours,45,35',
      '2024,Accounting & Finance,B. Com Honours,46,36',
      '2024,Management,B. Com General,47,37',
      '2024,SOC (M.A.),M.A. Sociology,48,38',
      '',
    ].join('\n'),
  );
  expectContentCheckPasses();
});

test('a sheet uploaded from a spreadsheet program (byte-order mark, CRLF, quotes) is normalised, and the editor says so', async ({ editorTab: page }) => {
  const file = 'rank-holders.csv';
  const original = sheetText(file);
  // With the photo column's cell left empty.
  const added = 'Ms. Chubala Newname,B.Com. Honours,2024,2nd Rank,';
  const fromExcel = `\uFEFF${`${original}${added}\n`.replace(/\n/g, '\r\n').replace(/^([^,\r\n]+),/gm, '"$1",')}`;
  await openEditor(page, config, '#/collections/spreadsheets/entries/rank-holders');
  await page.getByLabel('Upload a replacement').setInputFiles(csvUpload(file, fromExcel));
  await expect(page.locator('#nc-root').getByRole('status')).toContainText(
    'Your file was saved from a spreadsheet program: a byte-order mark, Windows line endings and quotes, spaces, short rows or blank lines a spreadsheet program adds, normalised.',
  );
  await publish(page);
  await expect.poll(() => changedLines(scratch, file)).toEqual([`+${added}`]);
  expect(sheetText(file)).toBe(`${original}${added}\n`);
  expectContentCheckPasses();
});

test('in a form as narrow as a phone’s, each row of the table is a card: nothing scrolls sideways, and a row can still be added', async ({
  editorTab: page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openEditor(page, config, '#/collections/spreadsheets/entries/governing-body');
  const region = page.getByRole('region', { name: /rows$/ });
  await expect(region).toBeVisible();
  // Decap's own form keeps its desktop width at 375 px (its stylesheet for phones is its own matter): the table's box is
  // given the width the form has on a phone, 375 px less its margins.
  await region.evaluate((element) => {
    (element.parentElement as HTMLElement).style.width = '335px';
  });
  const overflow = () => region.evaluate((element) => element.scrollWidth - element.clientWidth);
  await expect.poll(overflow).toBe(0);
  await page.getByRole('button', { name: 'Add a row at the bottom' }).click();
  await expect(page.getByLabel('Name, row 1', { exact: true })).toBeVisible();
  expect(await overflow()).toBe(0);
  const box = await page.getByLabel('Role, row 1', { exact: true }).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(335);
});
