import path from 'node:path';
import fg from 'fast-glob';
import { defineCollection } from './collection.ts';
import { readCsv } from '../loaders/csv.ts';
import { validateRecord } from '../validate.ts';
import { closest } from '../suggest.ts';
import { PROGRAMMES, RESULT_COLUMNS, ResultRowSchema, SUBJECT_CODES } from '../schemas/results.ts';
import { resultYears, type ResultRow } from '../derive/yearTotals.ts';

const RESULTS_ROUTE = '/resources/results';

/** One validated row as typed in its file, with its year. */
type DatedRow = ResultRow & { year: number };

/**
 * content/results/*.csv (one file per year is natural): year, subject code, programme, appeared, passed.
 * Loads the validated rows, checking whole numbers, passed <= appeared and one row per (year, subject
 * code, programme) across all files; publishes them grouped by year, each year with its totals row.
 */
export const results = defineCollection({
  name: 'results',
  files: { 'results/*.csv': ResultRowSchema },
  load(ctx): DatedRow[] | undefined {
    const files = fg.sync('results/*.csv', { cwd: ctx.contentDir }).sort();
    const rows: DatedRow[] = [];
    const seen = new Map<string, string>();
    let ok = true;
    for (const relative of files) {
      const file = `content/${relative}`;
      const source = readCsv(ctx.textFile(relative), RESULT_COLUMNS, ctx.problems);
      if (!source) {
        ok = false;
        continue;
      }
      // A file named after a year holds that year's rows only.
      const fileYear = /^((?:19|20)\d\d)\.csv$/.exec(path.basename(relative))?.[1];
      for (const record of source.records) {
        const { subject_code, programme } = record.values;
        const near = (value: string, known: readonly string[], what: string) => {
          const guess = closest(value, known);
          return guess ? `did you mean "${guess}"?` : `copy the ${what} exactly as listed (capitals and dots matter)`;
        };
        const row = validateRecord(ResultRowSchema, record, file, ctx.problems, {
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
          ctx.problems.add({ ...where, column: 'year', expected: `${fileYear} (the year this file is named after)`, found: record.values.year, hint: `move the row to content/results/${row.year}.csv, or correct the year` });
          ok = false;
        }
        if (row.appeared !== null && row.passed !== null && row.passed > row.appeared) {
          ctx.problems.add({ ...where, column: 'passed', expected: `a whole number no larger than "appeared" (${row.appeared})`, found: record.values.passed, hint: 'check both figures: more students cannot pass than appeared' });
          ok = false;
        }
        const key = `${row.year}, ${row.subject_code}, ${row.programme}`;
        const first = seen.get(key);
        if (first) {
          ctx.problems.add({ ...where, expected: 'one row per year, subject code and programme', found: key, hint: `${first} has the same: remove one, or correct its subject code or programme` });
          ok = false;
          continue;
        }
        seen.set(key, `${file}:${record.line}`);
        rows.push({ year: row.year, subjectCode: row.subject_code, programme: row.programme, appeared: row.appeared, passed: row.passed });
      }
    }
    ctx.routes.add(RESULTS_ROUTE, 'content/results');
    return ok ? rows : undefined;
  },
  publish: (rows) => ({ results: resultYears(rows) }),
});
