/**
 * A spreadsheet's table in a desktop's form (1280 px), through the real editor at /admin/ and Decap's real local proxy
 * on a scratch git copy of the fixture site: every cell's text in sight (no input, text area or cell scrolls its text,
 * no choice narrower than its options), every button whole and on the screen once scrolled to, "Add a row" above the
 * table and below it, and a row added in a department placed after that department's rows, one line of the file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { expect, type Page } from '@playwright/test';
import { test } from './editorTab.ts';
import { changedLines, openEditor, publish } from './editorPage.ts';
import { editorBackend } from './editorLocalBackend.ts';
import { TEACHING_CSV_CLEAN } from './fixtureSite.ts';

// As in editor.spec.ts: each test opens the 5 MB editor afresh, which takes long on a loaded 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 800 } });

let backend: Awaited<ReturnType<typeof editorBackend>>;

test.beforeAll(async ({ request }) => {
  backend = await editorBackend(await (await request.get('/admin/config.yml')).text());
});

test.afterAll(() => backend?.stop());

const sheetRows = (file: string) => parse(readFileSync(path.join(backend.scratch.contentDir, file), 'utf8'), { bom: true }) as string[][];

/** What of the table cannot be read or pressed whole: each as "what (its label): why". */
function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const box = document.querySelector('.sheet-table-box')!;
    const region = box.querySelector<HTMLElement>('[role="region"]')!;
    const found: string[] = [];
    const name = (element: Element) => `${element.tagName.toLowerCase()} (${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30)})`;
    if (region.scrollWidth > region.clientWidth) found.push(`the table scrolls sideways: ${region.scrollWidth} > ${region.clientWidth}`);
    // Every input and text area shows its whole text: nothing to scroll to inside it.
    for (const field of box.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type="file"]), textarea')) {
      if (field.scrollWidth > field.clientWidth) found.push(`${name(field)}: its text is wider than it (${field.scrollWidth} > ${field.clientWidth})`);
      if (field.scrollHeight > field.clientHeight + 1) found.push(`${name(field)}: its text is taller than it (${field.scrollHeight} > ${field.clientHeight})`);
    }
    // Every cell holds what is in it.
    for (const cell of box.querySelectorAll('td, th')) {
      if (cell.scrollWidth > cell.clientWidth) found.push(`${name(cell)}: wider than its cell (${cell.scrollWidth} > ${cell.clientWidth})`);
    }
    // A choice is no narrower than it is when left to size itself to its options (beside it, in its font).
    for (const choice of box.querySelectorAll('select')) {
      const free = choice.cloneNode(true) as HTMLSelectElement;
      free.style.cssText = `${choice.style.cssText}; width: auto; min-width: 0; max-width: none; position: absolute; visibility: hidden;`;
      choice.after(free);
      const needed = free.getBoundingClientRect().width;
      free.remove();
      if (choice.getBoundingClientRect().width + 0.5 < needed)
        found.push(`${name(choice)}: narrower than its options (${choice.getBoundingClientRect().width} < ${needed})`);
    }
    // Every button and upload is whole: its text fits it, and the table's region does not cut it off.
    const regionBox = region.getBoundingClientRect();
    for (const button of box.querySelectorAll<HTMLElement>('button, .photo-upload label')) {
      const rect = button.getBoundingClientRect();
      if (button.scrollWidth > button.clientWidth) found.push(`${name(button)}: its text is wider than it`);
      if (region.contains(button) && (rect.left < regionBox.left || rect.right > regionBox.right)) found.push(`${name(button)}: cut off by the table's edge`);
      if (rect.left < 0 || rect.right > window.innerWidth) found.push(`${name(button)}: off the screen's side`);
    }
    return found;
  });
}

test('at 1280 px the staff table shows every cell’s text and every button whole', async ({ editorTab: page }) => {
  const problems = await openEditor(page, backend.config, '#/collections/spreadsheets/entries/staff-teaching');
  await expect(page.getByLabel('Name, row 1', { exact: true })).toHaveValue(sheetRows('staff/teaching.csv')[1][1]);
  expect(await clipped(page)).toEqual([]);
  // Above the table and below it, each on the screen once scrolled to.
  for (const where of ['top', 'bottom']) {
    const add = page.getByRole('button', { name: `Add a row at the ${where}` });
    await expect(add).toHaveText('Add a row');
    await add.scrollIntoViewIfNeeded();
    await expect(add).toBeInViewport({ ratio: 1 });
  }
  const last = await page.getByRole('table').getByRole('row').count();
  for (const name of ['Move row 1 down', `Delete row ${last - 1}`, `Move row ${last - 1} up`]) {
    await page.getByRole('button', { name }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  }
  // A long designation wraps in its cell rather than running out of sight.
  const designation = page.getByLabel('Designation, row 1', { exact: true });
  const oneLine = (await designation.boundingBox())!.height;
  await designation.fill('Associate Professor and Head of the Department of English, Coordinator of the IQAC');
  expect((await designation.boundingBox())!.height).toBeGreaterThan(oneLine * 1.5);
  expect(await clipped(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('a teacher added at the top lands after the department’s rows once the department is chosen', async ({ editorTab: page }) => {
  const file = 'staff/teaching.csv';
  const rows = sheetRows(file);
  const problems = await openEditor(page, backend.config, '#/collections/spreadsheets/entries/staff-teaching');
  await page.getByRole('button', { name: 'Add a row at the top' }).click();
  await expect(page.getByLabel('Department, row 1', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Name, row 1', { exact: true })).toHaveValue('');
  await page.getByLabel('Department, row 1', { exact: true }).selectOption({ label: 'Economics' });
  // rows[0] names the columns: the department's last row is its table row number, and the new row's is the next.
  const row = rows.findLastIndex(([department]) => department === 'economics') + 1;
  const department = page.getByLabel(`Department, row ${row}`, { exact: true });
  await expect(department).toBeFocused();
  await expect(department).toHaveValue('economics');
  await expect(page.getByLabel('Name, row 1', { exact: true })).toHaveValue(rows[1][1]);
  await page.getByLabel(`Name, row ${row}`, { exact: true }).fill('Dr. Lima Newcomer');
  await page.getByLabel(`Designation, row ${row}`, { exact: true }).fill('Assistant Professor');
  expect(await clipped(page)).toEqual([]);
  await publish(page);
  // The fixture's sheet was saved by a spreadsheet program: saved clean, with the one row more after Economics' last.
  const lastEconomics = TEACHING_CSV_CLEAN.indexOf('economics,Ms. Meren Example,Assistant Professor,staff/photos/meren-example.jpg') + 1;
  const expected = [
    ...TEACHING_CSV_CLEAN.slice(0, lastEconomics),
    'economics,Dr. Lima Newcomer,Assistant Professor,',
    ...TEACHING_CSV_CLEAN.slice(lastEconomics),
    '',
  ];
  await expect.poll(() => readFileSync(path.join(backend.scratch.contentDir, file), 'utf8')).toBe(expected.join('\n'));
  expect(problems).toEqual([]);
});

test('a clean staff sheet with a row added in a section differs by that one line, after the section’s rows', async ({ editorTab: page }) => {
  const file = 'staff/non-teaching.csv';
  const lines = readFileSync(path.join(backend.scratch.contentDir, file), 'utf8').split('\n');
  const problems = await openEditor(page, backend.config, '#/collections/spreadsheets/entries/staff-non-teaching');
  await page.getByRole('button', { name: 'Add a row at the top' }).click();
  await page.getByLabel('Section, row 1', { exact: true }).selectOption({ label: 'Library' });
  const row = lines.findLastIndex((line) => line.startsWith('library,'));
  await page.getByLabel(`Name, row ${row + 1}`, { exact: true }).fill('Ms. Akum Newhire');
  await page.getByLabel(`Designation, row ${row + 1}`, { exact: true }).fill('Library Assistant');
  await publish(page);
  await expect.poll(() => changedLines(backend.scratch, file)).toEqual(['+library,Ms. Akum Newhire,Library Assistant,']);
  const saved = readFileSync(path.join(backend.scratch.contentDir, file), 'utf8').split('\n');
  expect(saved).toEqual([...lines.slice(0, row + 1), 'library,Ms. Akum Newhire,Library Assistant,', ...lines.slice(row + 1)]);
  expect(problems).toEqual([]);
});
