import fg from 'fast-glob';
import { defineCollection } from './collection.ts';
import { readCsv } from '../loaders/contentFiles.ts';
import { resultRows, type DatedResultRow } from '../entryCheck.ts';
import { RESULT_COLUMNS, ResultRowSchema } from '../schemas/results.ts';
import { resultYears } from '../derive/yearTotals.ts';
import { RESULTS_ROUTE } from '../../../common/routes.ts';

/**
 * content/results/*.csv (one file per year is natural): year, subject code, programme, appeared, passed.
 * Loads the validated rows, checking whole numbers, passed <= appeared and one row per (year, subject
 * code, programme) across all files; publishes them grouped by year, each year with its totals row.
 */
export const results = defineCollection({
  name: 'results',
  files: { 'results/*.csv': ResultRowSchema },
  load(ctx): DatedResultRow[] | undefined {
    const files = fg.sync('results/*.csv', { cwd: ctx.contentDir }).sort();
    const rows: DatedResultRow[] = [];
    const seen = new Map<string, string>();
    let ok = true;
    for (const relative of files) {
      const file = `content/${relative}`;
      const source = readCsv(ctx.textFile(relative), RESULT_COLUMNS, ctx.problems);
      if (!source) {
        ok = false;
        continue;
      }
      const checked = resultRows(source.records, file, ctx.problems, seen);
      if (checked) rows.push(...checked);
      else ok = false;
    }
    ctx.routes.add(RESULTS_ROUTE, 'content/results');
    return ok ? rows : undefined;
  },
  publish: (rows) => ({ results: resultYears(rows) }),
});
