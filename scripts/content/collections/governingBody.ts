import { defineCollection } from './collection.ts';
import { readCsv } from '../loaders/csv.ts';
import { validateRecord } from '../validate.ts';
import { GOVERNING_BODY_COLUMNS, GoverningMemberSchema, type GoverningMember } from '../schemas/governingBody.ts';

const FILE = 'content/governing-body.csv';

/** content/governing-body.csv: the members of the governing body (name, role), in the order listed. */
export const governingBody = defineCollection({
  name: 'governingBody',
  files: { 'governing-body.csv': GoverningMemberSchema },
  load(ctx): GoverningMember[] | undefined {
    const source = readCsv(ctx.textFile('governing-body.csv'), GOVERNING_BODY_COLUMNS, ctx.problems);
    if (!source) return undefined;
    const rows = source.records.map((record) => validateRecord(GoverningMemberSchema, record, FILE, ctx.problems));
    ctx.routes.add('/home/governingBody', FILE);
    if (rows.some((row) => !row)) return undefined;
    return rows as GoverningMember[];
  },
});
