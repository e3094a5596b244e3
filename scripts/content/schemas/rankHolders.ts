import { z } from 'zod';
import { Text } from './common.ts';
import { Year } from './results.ts';

/** One row of content/rank-holders.csv. The serial number is not a column: it is the row's place in the file. */
export const RankHolderSchema = z.object({
  /** The student's name as it appears on the certificate. */
  name: Text,
  /** The course, e.g. "B.A. History Honours". */
  course: Text,
  /** The year of the university examination. */
  year: Year,
  /** The place or rank the university awarded, e.g. "1st Rank" or "3rd Position". */
  rank: Text,
});

export type RankHolderInput = z.infer<typeof RankHolderSchema>;
export const RANK_HOLDER_COLUMNS = ['name', 'course', 'year', 'rank'] as const;
