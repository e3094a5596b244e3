import { defineCollection } from './collection.ts';
import type { Asset } from '../context.ts';
import { readCsv } from '../loaders/contentFiles.ts';
import { PLAIN_SHEETS, plainRows } from '../entryCheck.ts';
import { numbered } from '../derive/serials.ts';
import { RankHolderSchema, type RankHolderInput } from '../schemas/rankHolders.ts';
import { ACADEMIC_RECORD_ROUTE } from '../../../common/routes.ts';

const FILE = 'content/rank-holders.csv';

/** A rank holder as the page shows it: the row, with its photo (when the row names one) as a served file. */
type RankHolder = Omit<RankHolderInput, 'photo'> & { photo?: Asset };

/**
 * content/rank-holders.csv: the university rank holders, loaded as typed, each photo the rows name resolved (a missing
 * one is a problem naming the row); published with serial numbers from the order of the rows.
 */
export const rankHolders = defineCollection({
  name: 'rankHolders',
  files: { 'rank-holders.csv': RankHolderSchema },
  load(ctx): RankHolder[] | undefined {
    const source = readCsv(ctx.textFile('rank-holders.csv'), PLAIN_SHEETS['rank-holders.csv'].columns, ctx.problems);
    if (!source) return undefined;
    ctx.routes.add(ACADEMIC_RECORD_ROUTE, FILE);
    // Each record checked on its own, so that a photo missing from one row is reported beside another row's problem.
    const holders = source.records.map((record): RankHolder | undefined => {
      const [row] = plainRows('rank-holders.csv', [record], ctx.problems) ?? [];
      if (!row) return undefined;
      const { photo: named, ...holder } = row;
      if (!named) return holder;
      const photo = ctx.asset(named, { file: FILE, line: record.line, column: 'photo' });
      return photo && { ...holder, photo };
    });
    return holders.some((holder) => !holder) ? undefined : (holders as RankHolder[]);
  },
  publish: (rows) => ({ rankHolders: numbered(rows) }),
});
