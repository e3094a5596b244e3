import { defineCollection } from './collection.ts';
import { readCsv } from '../loaders/contentFiles.ts';
import { PLAIN_SHEETS, plainRows } from '../entryCheck.ts';
import { GoverningMemberSchema, type GoverningMember } from '../schemas/governingBody.ts';
import { GOVERNING_BODY_ROUTE } from '../../../common/routes.ts';

const FILE = 'content/governing-body.csv';

/** content/governing-body.csv: the members of the governing body (name, role), in the order listed. */
export const governingBody = defineCollection({
  name: 'governingBody',
  files: { 'governing-body.csv': GoverningMemberSchema },
  load(ctx): GoverningMember[] | undefined {
    const source = readCsv(ctx.textFile('governing-body.csv'), PLAIN_SHEETS['governing-body.csv'].columns, ctx.problems);
    if (!source) return undefined;
    const rows = plainRows('governing-body.csv', source.records, ctx.problems);
    ctx.routes.add(GOVERNING_BODY_ROUTE, FILE);
    return rows;
  },
});
