import { defineCollection } from './collection.ts';
import { readCsv } from '../loaders/csv.ts';
import { PLAIN_SHEETS, plainRows } from '../entryCheck.ts';
import { numbered } from '../derive/serials.ts';
import { RankHolderSchema, type RankHolderInput } from '../schemas/rankHolders.ts';

const FILE = 'content/rank-holders.csv';

/** content/rank-holders.csv: the university rank holders, loaded as typed; published with serial numbers from the order of the rows. */
export const rankHolders = defineCollection({
  name: 'rankHolders',
  files: { 'rank-holders.csv': RankHolderSchema },
  load(ctx): RankHolderInput[] | undefined {
    const source = readCsv(ctx.textFile('rank-holders.csv'), PLAIN_SHEETS['rank-holders.csv'].columns, ctx.problems);
    if (!source) return undefined;
    const rows = plainRows('rank-holders.csv', source.records, ctx.problems);
    ctx.routes.add('/resources/academicRecord', FILE);
    return rows;
  },
  publish: (rows) => ({ rankHolders: numbered(rows) }),
});
