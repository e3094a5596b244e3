import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notices } from '../../scripts/content/collections/notices.ts';
import { results } from '../../scripts/content/collections/results.ts';
import { staff } from '../../scripts/content/collections/staff.ts';
import { rankHolders } from '../../scripts/content/collections/rankHolders.ts';
import { governingBody } from '../../scripts/content/collections/governingBody.ts';
import type { AnyCollection } from '../../scripts/content/collections/collection.ts';
import { checkEntryFile, type EntryLists } from '../../scripts/content/entryCheck.ts';
import { entryLists } from '../../editor/config/entryLists.ts';
import { compileFixture } from './fixture.ts';

const FIXTURE = path.join(import.meta.dirname, '../fixtures/site');
const fixtureFile = (relative: string) => readFileSync(path.join(FIXTURE, relative), 'utf8');
const lists: EntryLists = entryLists(FIXTURE, 'content');
const results2023 = fixtureFile('results/2023.csv');
const teaching = fixtureFile('staff/teaching.csv');
const rankHoldersSheet = fixtureFile('rank-holders.csv');
const governingSheet = fixtureFile('governing-body.csv');

/** A file the editor is about to save: its path under content/, what the form holds, and the file the compiler would read. */
interface Refusal {
  what: string;
  relative: string;
  form: { front?: unknown; text?: string };
  file: string;
  collection: AnyCollection;
  /** The other files the collection reads. */
  beside: Record<string, string>;
}

const noticeFiles = { 'content/notices/categories.yaml': fixtureFile('notices/categories.yaml') };
const staffFiles = {
  'content/staff/departments.yaml': fixtureFile('staff/departments.yaml'),
  'content/staff/non-teaching.csv': 'section,name,designation,photo\noffice,Mr. A. Sample,Clerk,\n',
};

const refusals: Refusal[] = [
  {
    what: 'a notice that expires before its own date',
    relative: 'notices/2026/2026-11-20-exam-forms.md',
    form: { front: { title: 'Examination forms', expires: '2026-11-01' } },
    file: '---\ntitle: Examination forms\nexpires: 2026-11-01\n---\n',
    collection: notices,
    beside: noticeFiles,
  },
  {
    what: 'an event that ends before it starts',
    relative: 'notices/2026/2026-11-20-sports-meet.md',
    form: { front: { title: 'Sports meet', event: { start: '2026-12-05', end: '2026-12-01' } } },
    file: '---\ntitle: Sports meet\nevent:\n  start: 2026-12-05\n  end: 2026-12-01\n---\n',
    collection: notices,
    beside: noticeFiles,
  },
  {
    what: 'an unknown category',
    relative: 'notices/2026/2026-11-20-fees.md',
    form: { front: { title: 'Fees', category: 'Admission' } },
    file: '---\ntitle: Fees\ncategory: Admission\n---\n',
    collection: notices,
    beside: noticeFiles,
  },
  {
    what: 'a results sheet with more passed than appeared',
    relative: 'results/2023.csv',
    form: { text: results2023.replace(/^(2023,[^,]+,[^,]+),(\d+),\d+$/m, '$1,$2,999') },
    file: results2023.replace(/^(2023,[^,]+,[^,]+),(\d+),\d+$/m, '$1,$2,999'),
    collection: results,
    beside: {},
  },
  {
    what: 'the word "thirty" in a number column',
    relative: 'results/2023.csv',
    form: { text: results2023.replace(/^(2023,[^,]+,[^,]+),\d+/m, '$1,thirty') },
    file: results2023.replace(/^(2023,[^,]+,[^,]+),\d+/m, '$1,thirty'),
    collection: results,
    beside: {},
  },
  {
    what: 'an unknown department',
    relative: 'staff/teaching.csv',
    form: { text: teaching.replace(/^english,/m, 'physics,').replace(/staff\/photos\/[^,\n]+/g, '') },
    file: teaching.replace(/^english,/m, 'physics,').replace(/staff\/photos\/[^,\n]+/g, ''),
    collection: staff,
    beside: staffFiles,
  },
  {
    what: 'a rank holder’s year that is no year',
    relative: 'rank-holders.csv',
    form: { text: rankHoldersSheet.replace(/,(\d{4}),/, ',20x4,') },
    file: rankHoldersSheet.replace(/,(\d{4}),/, ',20x4,'),
    collection: rankHolders,
    beside: {},
  },
  {
    what: 'a governing-body member without a role',
    relative: 'governing-body.csv',
    form: { text: governingSheet.replace(/\n([^,\n]+),[^\n]*/, '\n$1,') },
    file: governingSheet.replace(/\n([^,\n]+),[^\n]*/, '\n$1,'),
    collection: governingBody,
    beside: {},
  },
];

describe("the editor's check of one file", () => {
  it.each(refusals)('refuses $what with the content check’s own problems', async ({ relative, form, file, collection, beside }) => {
    const compiled = await compileFixture({ ...beside, [`content/${relative}`]: file }, [collection]);
    // A notice's front matter has no lines in a form; a sheet is saved as uploaded, so its rows keep theirs.
    const expected = relative.endsWith('.md') ? compiled.problems.map(({ line: _line, ...problem }) => problem) : compiled.problems;
    expect(expected.length).toBeGreaterThan(0);
    expect(checkEntryFile(relative, form, lists)).toEqual(expected);
  });

  it('passes the fixture’s own files', () => {
    expect(checkEntryFile('results/2023.csv', { text: results2023 }, lists)).toEqual([]);
    expect(checkEntryFile('staff/teaching.csv', { text: teaching }, lists)).toEqual([]);
    expect(checkEntryFile('rank-holders.csv', { text: rankHoldersSheet }, lists)).toEqual([]);
    expect(checkEntryFile('governing-body.csv', { text: governingSheet }, lists)).toEqual([]);
    expect(checkEntryFile('notices/2026/2026-11-20-fees.md', { front: { title: 'Fees', category: 'Admissions', expires: '2026-11-20' } }, lists)).toEqual([]);
  });

  it('reads the lists the check needs from the content folder', () => {
    expect(lists.categories).toContain('Admissions');
    expect(lists.sections.department).toContain('english');
    expect(lists.sections.section).toContain('office');
  });
});
