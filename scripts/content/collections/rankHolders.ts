import { defineCollection } from './collection.ts';
import { readCsv } from '../loaders/csv.ts';
import { validateRecord } from '../validate.ts';
import { numbered } from '../derive/serials.ts';
import { RANK_HOLDER_COLUMNS, RankHolderSchema, type RankHolderInput } from '../schemas/rankHolders.ts';

const FILE = 'content/rank-holders.csv';

/** content/rank-holders.csv: the university rank holders, loaded as typed; published with serial numbers from the order of the rows. */
export const rankHolders = defineCollection({
  name: 'rankHolders',
  files: { 'rank-holders.csv': RankHolderSchema },
  load(ctx): RankHolderInput[] | undefined {
    const source = readCsv(ctx.textFile('rank-holders.csv'), RANK_HOLDER_COLUMNS, ctx.problems);
    if (!source) return undefined;
    const rows = source.records.map((record) =>
      validateRecord(RankHolderSchema, record, FILE, ctx.problems, { year: 'the year of the university examination, four digits, e.g. 2019' }),
    );
    ctx.routes.add('/resources/academicRecord', FILE);
    if (rows.some((row) => !row)) return undefined;
    return rows as RankHolderInput[];
  },
  publish: (rows) => ({ rankHolders: numbered(rows) }),
});
