/**
 * The checks of one content file that need nothing but the file itself and the lists other files give (the notice
 * categories, the staff departments and sections): its schema, the rules between its fields, and its collection's
 * checks of it. The compiler runs them on every notice and sheet it loads (collections/notices.ts, results.ts,
 * staff.ts, rankHolders.ts, governingBody.ts); the editor runs the same on a form before it saves (editor/decap/entryCheck.ts, through `checkEntryFile`), so
 * both refuse the same content in the same words. Nothing here reads a file: it runs in the browser as well.
 */
import type { z } from 'zod';
import { ProblemList, type ContentProblem } from './errors.ts';
import { parseCsv, type CsvRecord } from './loaders/csv.ts';
import { validateRecord, validateYaml } from './validate.ts';
import { closest } from './suggest.ts';
import { splitDatedName } from './derive/noticeFiles.ts';
import { NoticeFrontMatterSchema, type NoticeFrontMatter } from './schemas/notice.ts';
import { PROGRAMMES, RESULT_COLUMNS, ResultRowSchema, SUBJECT_CODES } from './schemas/results.ts';
import { StaffRowSchema } from './schemas/staff.ts';
import { RANK_HOLDER_COLUMNS, RankHolderSchema } from './schemas/rankHolders.ts';
import { GOVERNING_BODY_COLUMNS, GoverningMemberSchema } from './schemas/governingBody.ts';
import type { ResultRow } from './derive/yearTotals.ts';

/** Where a problem of a file stands: the file, and the line of a field where it is known. */
interface Place {
  file: string;
  lineOf(path: readonly PropertyKey[]): number | undefined;
}

/**
 * A notice's rules beyond its schema: its category is one of categories.yaml's (undefined: that file has problems of
 * its own), and it does not expire before its own date (the date its file name starts with).
 */
export function noticeProblems(front: NoticeFrontMatter, date: string, categories: readonly string[] | undefined, { file, lineOf }: Place): ContentProblem[] {
  const problems: ContentProblem[] = [];
  if (front.category !== undefined && categories && !categories.includes(front.category)) {
    const guess = closest(front.category, categories);
    problems.push({
      file,
      line: lineOf(['category']),
      column: 'category',
      expected: `one of the categories in content/notices/categories.yaml: ${categories.join(', ')}`,
      found: front.category,
      hint: guess ? `did you mean ${guess}?` : 'use one of these names, or add the category to categories.yaml',
    });
  }
  if (front.expires !== undefined && front.expires < date) {
    problems.push({
      file,
      line: lineOf(['expires']),
      column: 'expires',
      expected: `a date on or after the notice's date (${date})`,
      found: front.expires,
      hint: 'expires is the last day the notice stands',
    });
  }
  return problems;
}

/** One row of a results sheet as typed, with its year. */
export type DatedResultRow = ResultRow & { year: number };

/**
 * The rows of one results sheet (content/results/<name>.csv), each checked: its schema (with hints naming the nearest
 * known subject code or programme), its year against a file named after a year, passed no more than appeared, and one
 * row per year, subject code and programme among the rows `seen` holds (the compiler's holds every sheet's). Undefined
 * when a row has a problem.
 */
export function resultRows(records: CsvRecord[], file: string, problems: ProblemList, seen = new Map<string, string>()): DatedResultRow[] | undefined {
  const fileYear = /^((?:19|20)\d\d)\.csv$/.exec(file.split('/').pop()!)?.[1];
  const near = (value: string, known: readonly string[], what: string) => {
    const guess = closest(value, known);
    return guess ? `did you mean "${guess}"?` : `copy the ${what} exactly as listed (capitals and dots matter)`;
  };
  const rows: DatedResultRow[] = [];
  let ok = true;
  for (const record of records) {
    const { subject_code, programme } = record.values;
    const row = validateRecord(ResultRowSchema, record, file, problems, {
      year: 'the year of the examination, four digits',
      subject_code: near(subject_code, SUBJECT_CODES, 'subject code'),
      programme: near(programme, PROGRAMMES, 'programme'),
      appeared: 'type the number of students who appeared, e.g. 52, or - when there is no figure',
      passed: 'type the number of students who passed, e.g. 48, or - when there is no figure',
    });
    if (!row) {
      ok = false;
      continue;
    }
    const where = { file, line: record.line };
    if (fileYear && row.year !== Number(fileYear)) {
      problems.add({
        ...where,
        column: 'year',
        expected: `${fileYear} (the year this file is named after)`,
        found: record.values.year,
        hint: `move the row to content/results/${row.year}.csv, or correct the year`,
      });
      ok = false;
    }
    if (row.appeared !== null && row.passed !== null && row.passed > row.appeared) {
      problems.add({
        ...where,
        column: 'passed',
        expected: `a whole number no larger than "appeared" (${row.appeared})`,
        found: record.values.passed,
        hint: 'check both figures: more students cannot pass than appeared',
      });
      ok = false;
    }
    const key = `${row.year}, ${row.subject_code}, ${row.programme}`;
    const first = seen.get(key);
    if (first) {
      problems.add({
        ...where,
        expected: 'one row per year, subject code and programme',
        found: key,
        hint: `${first} has the same: remove one, or correct its subject code or programme`,
      });
      ok = false;
      continue;
    }
    seen.set(key, `${file}:${record.line}`);
    rows.push({ year: row.year, subjectCode: row.subject_code, programme: row.programme, appeared: row.appeared, passed: row.passed });
  }
  return ok ? rows : undefined;
}

/** The staff sheets: the file under content/, and the column naming each row's department or section. */
export const STAFF_SHEETS = [
  { kind: 'teaching', csv: 'staff/teaching.csv', column: 'department' },
  { kind: 'nonTeaching', csv: 'staff/non-teaching.csv', column: 'section' },
] as const;

/** The file the staff sheets' departments and sections are listed in. */
export const STAFF_SECTIONS_FILE = 'content/staff/departments.yaml';

/** The columns of a staff sheet whose groups `column` names. */
export const staffColumns = (column: string) => [column, 'name', 'designation', 'photo'];

/**
 * One row of a staff sheet checked: its department or section (`column`) is one of `keys` (departments.yaml's), and
 * its cells pass the schema. Undefined when the cells do not; `known` is false when the department is not.
 */
export function staffRow(record: CsvRecord, file: string, column: string, keys: readonly string[], problems: ProblemList) {
  const key = record.values[column];
  let known = true;
  if (!keys.includes(key)) {
    const guess = closest(key, keys);
    problems.add({
      file,
      line: record.line,
      column,
      expected: `one of ${keys.map((k) => `"${k}"`).join(', ')}`,
      found: key,
      hint: guess ? `did you mean "${guess}"? (case matters: it is the page address)` : `add it to ${STAFF_SECTIONS_FILE} first`,
    });
    known = false;
  }
  const row = validateRecord(StaffRowSchema, record, file, problems);
  return row && { key, known, ...row };
}

/** The sheets whose rows need their schema alone (under content/), with their columns and the hints their cells' problems take. */
export const PLAIN_SHEETS = {
  'rank-holders.csv': {
    schema: RankHolderSchema,
    columns: RANK_HOLDER_COLUMNS,
    hints: { year: 'the year of the university examination, four digits, e.g. 2019' },
  },
  'governing-body.csv': { schema: GoverningMemberSchema, columns: GOVERNING_BODY_COLUMNS, hints: {} },
} as const;

/** The rows of a plain sheet, each checked by its schema; undefined when one has a problem (added to `problems`). */
export function plainRows<F extends keyof typeof PLAIN_SHEETS>(
  sheet: F,
  records: CsvRecord[],
  problems: ProblemList,
): z.output<(typeof PLAIN_SHEETS)[F]['schema']>[] | undefined {
  const { schema, hints } = PLAIN_SHEETS[sheet];
  const rows = records.map((record) => validateRecord(schema, record, `content/${sheet}`, problems, hints));
  return rows.some((row) => !row) ? undefined : (rows as z.output<(typeof PLAIN_SHEETS)[F]['schema']>[]);
}

/** What the editor knows of content beyond the file it saves: the lists other files give, as the build read them. */
export interface EntryLists {
  /** The notice categories (content/notices/categories.yaml). */
  categories: string[];
  /** The keys of departments.yaml's teaching departments and non-teaching sections, by the sheets' column naming them. */
  sections: Record<string, string[]>;
}

const isPlainSheet = (relative: string): relative is keyof typeof PLAIN_SHEETS => Object.hasOwn(PLAIN_SHEETS, relative);

/** What a file of content/ is, for the editor's check: a notice, a results sheet, a plain sheet or a staff sheet; undefined for other files. */
function kindOf(relative: string): 'notice' | 'results' | keyof typeof PLAIN_SHEETS | (typeof STAFF_SHEETS)[number] | undefined {
  if (/^notices\/.+\.md$/.test(relative)) return 'notice';
  if (/^results\/[^/]+\.csv$/.test(relative)) return 'results';
  if (isPlainSheet(relative)) return relative;
  return STAFF_SHEETS.find((sheet) => sheet.csv === relative);
}

/**
 * The problems of one file of content/ as the editor is about to save it (`relative` to content/, e.g.
 * notices/2026/2026-11-20-merit-list.md): a notice's front matter (its problems without a line: the form has none, and
 * the saved file's may differ), or a sheet's text (saved as it is, so a row's line is the saved file's).
 */
export function checkEntryFile(relative: string, data: { front?: unknown; text?: string }, lists: EntryLists): ContentProblem[] {
  const kind = kindOf(relative);
  const file = `content/${relative}`;
  const list = new ProblemList();
  if (kind === 'notice') {
    const front = validateYaml(NoticeFrontMatterSchema, { file, data: data.front, lineOf: () => undefined }, list);
    const dated = splitDatedName(relative.split('/').pop()!);
    if (front && dated.ok) for (const problem of noticeProblems(front, dated.date, lists.categories, { file, lineOf: () => undefined })) list.add(problem);
  } else if (kind === 'results') {
    const source = parseCsv(data.text ?? '', file, RESULT_COLUMNS, list);
    if (source) resultRows(source.records, file, list);
  } else if (typeof kind === 'string') {
    const source = parseCsv(data.text ?? '', file, PLAIN_SHEETS[kind].columns, list);
    if (source) plainRows(kind, source.records, list);
  } else if (kind) {
    const source = parseCsv(data.text ?? '', file, staffColumns(kind.column), list);
    for (const record of source?.records ?? []) staffRow(record, file, kind.column, lists.sections[kind.column] ?? [], list);
  }
  return list.problems;
}
