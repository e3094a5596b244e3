/**
 * What the editor says when the content check refuses an entry, through the real editor at /admin/ and Decap's real
 * local proxy on a scratch git copy of the fixture site, at a desktop's 1280 px: every problem at once, each beside
 * its field (the field aria-invalid, described by the message), in the office's words (the field's label, the table's
 * row and column), in ordinary case, still there 8 seconds after Publish (the page's clock run on: Decap's own
 * messages are gone by then), and listed in a summary at the top of the form whose links move the keyboard to the
 * field. Nothing is written. SCREENSHOTS_DIR=docs/editing keeps a screenshot of each refusal.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openEditor, publish } from './editorPage.ts';
import { editorBackend } from './editorLocalBackend.ts';
import { configText, readConfigText } from '../../editor/helpers/configText.ts';

// As in editor.spec.ts: each test opens the 5 MB editor afresh, which takes long on a loaded 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 800 } });

const screenshots = process.env.SCREENSHOTS_DIR ?? 'test-results/editor-refusals';
let backend: Awaited<ReturnType<typeof editorBackend>>;

test.beforeAll(async ({ request }) => {
  backend = await editorBackend(await (await request.get('/admin/config.yml')).text());
});

test.afterAll(() => backend?.stop());

const inContent = (file: string) => path.join(backend.scratch.contentDir, file);
const notices = () => fg.sync('notices/**/*.md', { cwd: backend.scratch.contentDir }).sort();
const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Opens the editor with the page's clock under the test's hand (it runs on as usual until the test moves it). */
async function openWithClock(page: Page, address: string): Promise<string[]> {
  await page.clock.install();
  return openEditor(page, backend.config, address);
}

/** Presses Publish and lets 8 seconds pass on the page's clock: Decap's notices of a refusal have gone by then. */
async function publishAndWait(page: Page): Promise<void> {
  await publish(page);
  await page.clock.fastForward(8_000);
}

/** The summary at the top of the form. */
const summary = (page: Page) => page.getByRole('region', { name: /^Not saved:/ });

/**
 * `message` stands beside `control`: the control is marked aria-invalid and described by it; the message is shown just
 * under the control, in ordinary case; the summary lists it (`listed`, the summary's words: the message without its
 * advice), and its link moves the keyboard to the control.
 */
async function refusedBeside(page: Page, control: Locator, message: string, listed = message): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(escaped(message));
  const ids = (await control.getAttribute('aria-describedby'))!.split(' ');
  const described = page.locator(ids.map((id) => `[id="${id}"]`).join(', ')).filter({ hasText: message });
  await expect(described).toBeVisible();
  const [field, said] = [(await control.boundingBox())!, (await described.boundingBox())!];
  // Under the control, within a line or two of it, and not off to one side of it.
  expect(said.y).toBeGreaterThanOrEqual(field.y + field.height - 1);
  expect(said.y - (field.y + field.height)).toBeLessThan(60);
  expect(said.x).toBeLessThan(field.x + field.width);
  expect(await described.evaluate((element) => getComputedStyle(element).textTransform)).toBe('none');
  const link = summary(page).getByRole('link', { name: escaped(listed) });
  await expect(link).toBeVisible();
  await link.click();
  await expect(control).toBeFocused();
}

/** Every message the page shows the office (the summary, the fields' descriptions, alerts): no file, file line or "column". */
async function inOfficeWords(page: Page): Promise<void> {
  const said = await page.evaluate(() => {
    const described = [...document.querySelectorAll('[aria-describedby]')].flatMap((element) =>
      element
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? ''),
    );
    const shown = [...document.querySelectorAll('[role="alert"], .refusal-summary, [class*="-ControlErrorsList"], .field-problems, .field-problem')].map(
      (element) => element.textContent ?? '',
    );
    return [...described, ...shown].filter((text) => text.trim() !== '');
  });
  expect(said.length).toBeGreaterThan(0);
  for (const text of said) expect(text).not.toMatch(/content\/|\.csv:|column|match the pattern/i);
}

/** Nothing the page shows in a spreadsheet's form (its hint, headings, buttons, messages) names a file path or a "column". */
async function noPathOrColumnInSight(page: Page): Promise<void> {
  const shown = await page.locator('#nc-root').innerText();
  expect(shown).toContain('Upload a replacement');
  expect(shown).not.toMatch(/content\/|column/i);
}

test('a notice that expires before its own date: the refusal stands under Expires, and nothing is written', async ({ page }) => {
  const before = notices();
  const problems = await openWithClock(page, '#/collections/notices/new');
  await page.getByLabel('Title').fill('Examination forms');
  await page.getByLabel('Expires (optional)').fill('2020-01-01');
  await publishAndWait(page);
  await expect(summary(page).getByRole('heading')).toHaveText('Not saved: one thing to put right');
  // The summary takes the keyboard when Publish is refused.
  await expect(summary(page)).toBeFocused();
  await page.screenshot({ path: `${screenshots}/refused-expiry.png` });
  const expires = page.getByLabel('Expires (optional)');
  await expect(expires).toHaveAccessibleDescription(
    /^Expires: a date on or after the notice's date \(\d{4}-\d{2}-\d{2}\), not “2020-01-01”\. Expires is the last day/,
  );
  await refusedBeside(page, expires, 'Expires: a date on or after the notice');
  await inOfficeWords(page);
  // Nothing is missing: Decap's "you've missed a required field" is not said.
  await expect(page.getByText(/missed a required field/)).toHaveCount(0);
  expect(notices()).toEqual(before);
  // Put right, the refusal goes at once, and the notice is published.
  await expires.fill('2030-01-01');
  await expect(expires).not.toHaveAttribute('aria-invalid');
  await expect(summary(page)).toHaveCount(0);
  await publish(page);
  await expect.poll(() => notices().filter((file) => file.endsWith('-examination-forms.md'))).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('an event that ends before it starts: the refusal stands under End, and nothing is written', async ({ page }) => {
  const before = notices();
  const problems = await openWithClock(page, '#/collections/notices/new');
  await page.getByLabel('Title').fill('Annual sports meet');
  await page.getByLabel('Start', { exact: true }).fill('2026-12-05');
  await page.getByLabel('End (optional)').fill('2026-12-01');
  await publishAndWait(page);
  const end = page.getByLabel('End (optional)');
  await end.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshots}/refused-event-end.png` });
  await refusedBeside(page, end, 'Event end: an end no earlier than the start (2026-12-05), not “2026-12-01”.');
  await expect(page.getByLabel('Start', { exact: true })).not.toHaveAttribute('aria-invalid');
  await inOfficeWords(page);
  expect(notices()).toEqual(before);
  // It stays until End changes: changing the title leaves it.
  await page.getByLabel('Title').fill('Annual sports meet 2026');
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await end.fill('2026-12-06');
  await expect(end).not.toHaveAttribute('aria-invalid');
  expect(problems).toEqual([]);
});

test('an event without a start, and a start that does not exist, are refused under Start', async ({ page }) => {
  const before = notices();
  const problems = await openWithClock(page, '#/collections/notices/new');
  await page.getByLabel('Title').fill('Blood donation camp');
  await page.getByLabel('Venue (optional)').fill('College auditorium');
  await publishAndWait(page);
  const start = page.getByLabel('Start', { exact: true });
  await refusedBeside(page, start, 'Event start: needed: a date, or a date and time, such as 2026-12-05 10:30.');
  await inOfficeWords(page);
  expect(notices()).toEqual(before);
  // A start that does not exist is refused by its pattern, as Decap refuses its own fields', in the same place.
  await start.fill('2026-02-30');
  await expect(start).not.toHaveAttribute('aria-invalid');
  await publishAndWait(page);
  await refusedBeside(page, start, 'Event start: a date and time that exist, such as 2026-12-05 10:30 (24-hour clock).');
  expect(notices()).toEqual(before);
  expect(problems).toEqual([]);
});

test('Decap’s own refusals (a title left empty, a date that does not exist) stand beside their fields too, in ordinary case', async ({ page }) => {
  const before = notices();
  const problems = await openWithClock(page, '#/collections/notices/new');
  await page.getByLabel('Expires (optional)').fill('2026-02-30');
  await publishAndWait(page);
  await expect(summary(page).getByRole('heading')).toHaveText('Not saved: 2 things to put right');
  await page.screenshot({ path: `${screenshots}/refused.png` });
  // Said once under the field and once in the summary: Decap's list above the field, in capitals, is left out.
  await expect(page.getByText('Title is required.', { exact: true }).filter({ visible: true })).toHaveCount(2);
  await refusedBeside(page, page.getByLabel('Title'), 'Title is required');
  // Decap's own pattern refusal, in the field's words as the content check says its own: no "didn't match the pattern".
  await expect(page.getByLabel('Expires (optional)')).toHaveAccessibleDescription('Expires: a date that exists (year-month-day, e.g. 2026-11-20).');
  await refusedBeside(page, page.getByLabel('Expires (optional)'), 'Expires: a date that exists (year-month-day, e.g. 2026-11-20).');
  await inOfficeWords(page);
  expect(notices()).toEqual(before);
  expect(problems).toEqual([]);
});

test('a results sheet: more passed than appeared in row 2 and a word in a figure, both beside their cells, named as the table names them', async ({ page }) => {
  const file = inContent('results/2023.csv');
  const original = readFileSync(file, 'utf8');
  const [, , second] = original.split('\n');
  const appeared = second.split(',')[3];
  const problems = await openWithClock(page, '#/collections/spreadsheets-results/entries/2023');
  const table = page.getByRole('table');
  // Row 2 as the table numbers it (the file's third line).
  await expect(table.getByRole('row').nth(2).getByRole('rowheader')).toHaveText('2');
  await page.getByLabel('Passed, row 2', { exact: true }).fill(String(Number(appeared) + 3));
  await page.getByLabel('Appeared, row 1', { exact: true }).fill('thirty');
  await publishAndWait(page);
  await expect(summary(page).getByRole('heading')).toHaveText('Not saved: 2 things to put right');
  await page.screenshot({ path: `${screenshots}/refused-results.png` });
  await table
    .getByRole('row')
    .nth(1)
    .screenshot({ path: `${screenshots}/refused-figure.png` });
  await refusedBeside(
    page,
    page.getByLabel('Passed, row 2', { exact: true }),
    `Row 2, Passed: a whole number no larger than Appeared (${appeared}), not “${Number(appeared) + 3}”. Check both figures`,
    `Row 2, Passed: a whole number no larger than Appeared (${appeared})`,
  );
  await refusedBeside(
    page,
    page.getByLabel('Appeared, row 1', { exact: true }),
    'Row 1, Appeared: a whole number, or - when there is no figure, not “thirty”.',
  );
  await inOfficeWords(page);
  await noPathOrColumnInSight(page);
  // The decap list above the field says nothing: each problem is said once, by its cell.
  await expect(page.getByText(/^Row 2, Passed/)).toHaveCount(2);
  expect(readFileSync(file, 'utf8')).toBe(original);
  expect(problems).toEqual([]);
});

test('a new results year shows no refusal on cells nobody has typed in; Publish shows every one', async ({ page }) => {
  const before = fg.sync('results/*.csv', { cwd: backend.scratch.contentDir }).sort();
  const problems = await openWithClock(page, '#/collections/spreadsheets-results/new');
  const invalid = page.locator('[aria-invalid="true"]');
  await expect(page.getByLabel('Appeared, row 1', { exact: true })).toHaveValue('');
  await expect(invalid).toHaveCount(0);
  await expect(summary(page)).toHaveCount(0);
  // A cell typed in is checked as it is typed: only it.
  await page.getByLabel('Appeared, row 2', { exact: true }).fill('28');
  await page.getByLabel('Passed, row 2', { exact: true }).fill('30');
  await expect(invalid).toHaveCount(1);
  await expect(page.getByLabel('Passed, row 2', { exact: true })).toHaveAccessibleDescription(/^Row 2, Passed: a whole number no larger than Appeared \(28\)/);
  await publishAndWait(page);
  const rows = await page.getByRole('table').getByRole('row').count();
  // Every empty figure (two a row but row 2's, whose passed is too large) is marked, and counted at the top.
  const marked = (rows - 1) * 2 - 1;
  await expect(invalid).toHaveCount(marked);
  await expect(summary(page).getByRole('heading')).toHaveText(`Not saved: ${marked} things to put right`);
  await refusedBeside(page, page.getByLabel('Passed, row 3', { exact: true }), 'Row 3, Passed: a whole number, or - when there is no figure, and it is empty.');
  await inOfficeWords(page);
  await noPathOrColumnInSight(page);
  expect(fg.sync('results/*.csv', { cwd: backend.scratch.contentDir }).sort()).toEqual(before);
  expect(problems).toEqual([]);
});

test('a staff sheet naming a department departments.yaml does not list is refused beside the cell', async ({ page }) => {
  const file = inContent('staff/teaching.csv');
  const original = readFileSync(file, 'utf8');
  const problems = await openWithClock(page, '#/collections/spreadsheets/entries/staff-teaching');
  await page.getByLabel('Upload a replacement').setInputFiles({
    name: 'teaching.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(original.replace(/^english,/m, 'physics,')),
  });
  await publishAndWait(page);
  await refusedBeside(page, page.getByLabel('Department, row 1', { exact: true }), 'Row 1, Department: one of "english", ');
  await expect(page.getByLabel('Department, row 1', { exact: true })).toHaveAccessibleDescription(/, not “physics”\./);
  await inOfficeWords(page);
  await noPathOrColumnInSight(page);
  expect(readFileSync(file, 'utf8')).toBe(original);
  expect(problems).toEqual([]);
});

test('a problem no field shows (a hidden field’s value) is still refused when saving, in the office’s words, and nothing is written', async ({ page }) => {
  // The form as a maintainer might configure it: Expires hidden, given a date long past. No control shows a problem of
  // it, so only the check before saving (Decap's preSave event) can refuse the notice.
  const config = readConfigText(backend.config) as { collections: { name: string; fields: { name: string }[] }[] };
  const noticesForm = config.collections.find(({ name }) => name === 'notices')!;
  noticesForm.fields = noticesForm.fields.map((field) =>
    field.name === 'expires' ? { name: 'expires', label: 'Expires', widget: 'hidden', default: '2020-01-01' } : field,
  );
  const before = notices();
  const problems = await openEditor(page, configText(config), '#/collections/notices/new');
  await page.getByLabel('Title').fill('Hostel fees');
  await publish(page);
  const refusal = page.getByText(/not saved\. Expires: a date on or after the notice's date \(\d{4}-\d{2}-\d{2}\), not “2020-01-01”\./);
  await expect(refusal).toBeVisible();
  expect(await refusal.textContent()).not.toMatch(/content\/|\.md|column/i);
  expect(notices()).toEqual(before);
  expect(problems).toEqual([]);
});
