import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkEntryFile } from '../../scripts/content/entryCheck.ts';
import { entryLists } from '../../editor/config/entryLists.ts';
import { fieldLabel } from '../../editor/decap/entryCheck.ts';
import { problemInWords } from '../../editor/helpers/officeWords.ts';
import { placeProblems } from '../../editor/helpers/sheetProblems.ts';
import type { SheetColumn } from '../../editor/helpers/sheetColumn.ts';

const FIXTURE = path.join(import.meta.dirname, '../fixtures/site');
const lists = entryLists(FIXTURE, 'content');
const results2023 = readFileSync(path.join(FIXTURE, 'results/2023.csv'), 'utf8');
const teaching = readFileSync(path.join(FIXTURE, 'staff/teaching.csv'), 'utf8');
const RESULT_COLUMNS: SheetColumn[] = [
  { name: 'year', label: 'Year', input: 'number' },
  { name: 'subject_code', label: 'Subject code', input: 'choice' },
  { name: 'programme', label: 'Programme', input: 'choice' },
  { name: 'appeared', label: 'Appeared', input: 'number' },
  { name: 'passed', label: 'Passed', input: 'number' },
];
const NOTICE_FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'expires', label: 'Expires' },
  {
    name: 'event',
    label: 'Event',
    fields: [
      { name: 'start', label: 'Start' },
      { name: 'end', label: 'End' },
    ],
  },
];
const noticeWords = { labelOf: (name: string) => fieldLabel(NOTICE_FIELDS, name) };

/** Every message of a sheet's problems as the table places them. */
const sheetMessages = (relative: string, text: string, columns: SheetColumn[]) => {
  const header = text.split('\n')[0].toLowerCase().split(',');
  const placed = placeProblems(text, header, columns, checkEntryFile(relative, { text }, lists));
  return {
    placed,
    all: [...placed.sheet, ...[...placed.rows.values()].flat(), ...[...placed.cells.values()].flatMap((cells) => [...cells.values()].flat())].flatMap(
      ({ text: said, short }) => [said, short],
    ),
  };
};

describe('the content check’s problems in the office’s words', () => {
  it('names a notice’s field by its label, with no file, line or "column"', () => {
    const [problem] = checkEntryFile('notices/2026/2026-11-20-exam-forms.md', { front: { title: 'Examination forms', expires: '2026-11-01' } }, lists);
    expect(problem.file).toBe('content/notices/2026/2026-11-20-exam-forms.md');
    expect(problemInWords(problem, noticeWords)).toBe(
      "Expires: a date on or after the notice's date (2026-11-20), not “2026-11-01”. Expires is the last day the notice stands.",
    );
    const [end] = checkEntryFile('notices/2026/2026-11-20-sports.md', { front: { title: 'Sports', event: { start: '2026-12-05', end: '2026-12-01' } } }, lists);
    expect(problemInWords(end, noticeWords)).toBe('Event end: an end no earlier than the start (2026-12-05), not “2026-12-01”.');
    const [start] = checkEntryFile('notices/2026/2026-11-20-camp.md', { front: { title: 'Camp', event: { venue: 'Hall' } } }, lists);
    expect(problemInWords(start, noticeWords)).toBe('Event start: needed: a date, or a date and time, such as 2026-12-05 10:30.');
  });

  it('says an unknown category without the categories file’s path', () => {
    const problems = checkEntryFile('notices/2026/2026-11-20-fees.md', { front: { title: 'Fees', category: 'Admission' } }, lists);
    const said = problems.map((problem) => problemInWords(problem, { labelOf: (name) => (name === 'category' ? 'Category' : undefined) }));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^Category: one of the categories in the list under Settings › Notice categories: Admissions, /);
    expect(said[0]).not.toMatch(/content\/|\.yaml|column/i);
  });

  it('names a sheet’s cell by the table’s row and heading: "Row 2, Passed", not the file’s line 3', () => {
    const [, , second] = results2023.split('\n');
    const appeared = second.split(',')[3];
    const text = results2023.replace(second, second.replace(/,\d+$/, `,${Number(appeared) + 3}`));
    const { placed } = sheetMessages('results/2023.csv', text, RESULT_COLUMNS);
    expect(placed.cells.get(1)?.get('passed')).toEqual([
      {
        text: `Row 2, Passed: a whole number no larger than Appeared (${appeared}), not “${Number(appeared) + 3}”. Check both figures: more students cannot pass than appeared.`,
        short: `Row 2, Passed: a whole number no larger than Appeared (${appeared}), not “${Number(appeared) + 3}”.`,
      },
    ]);
    expect(placed.sheet).toEqual([]);
  });

  it('says a row that repeats another by the other’s row, and a year that belongs elsewhere without a path', () => {
    const [header, first, ...rest] = results2023.trimEnd().split('\n');
    const { placed, all } = sheetMessages('results/2023.csv', [header, first, ...rest, first.replace(/^2023/, '2022'), first].join('\n'), RESULT_COLUMNS);
    const last = rest.length + 3;
    expect(placed.rows.get(last - 1)?.[0].text).toMatch(
      new RegExp(`^Row ${last}: one row per year, subject code and programme, not “2023, .*”\\. Row 1 has the same: remove one`),
    );
    expect(placed.cells.get(last - 2)?.get('year')?.[0].text).toMatch(
      /^Row \d+, Year: 2023 \(the year this file is named after\), not “2022”\. Move the row to the results of 2022, or correct the year\.$/,
    );
    for (const message of all) expect(message).not.toMatch(/content\/|\.csv|column/i);
  });

  it('says a word in a figure, and an unknown department, with no file, line or "column"', () => {
    const thirty = sheetMessages('results/2023.csv', results2023.replace(/^(2023,[^,]+,[^,]+),\d+/m, '$1,thirty'), RESULT_COLUMNS);
    expect(thirty.placed.cells.get(0)?.get('appeared')?.[0].short).toBe('Row 1, Appeared: a whole number, or - when there is no figure, not “thirty”.');
    const staffColumns: SheetColumn[] = ['department', 'name', 'designation', 'photo'].map((name) => ({
      name,
      label: name.replace(/^./, (c) => c.toUpperCase()),
      input: 'text',
    }));
    const physics = sheetMessages('staff/teaching.csv', teaching.replace(/^english,/m, 'zoology,'), staffColumns);
    expect(physics.all.length).toBeGreaterThan(0);
    expect(physics.placed.cells.get(0)?.get('department')?.[0].text).toMatch(/^Row 1, Department: one of "english", .*, not “zoology”\./);
    for (const message of [...thirty.all, ...physics.all]) expect(message).not.toMatch(/content\/|\.csv:|column/i);
  });
});
