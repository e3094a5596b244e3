import { z } from 'zod';
import { photoColumn, Text } from './common.ts';
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
  /** A photo under content/ (shown as the staff's are), or empty; the column itself may be left out. New ones go into rank-holders/photos. */
  photo: photoColumn('rank-holders/photos').optional(),
});

export type RankHolderInput = z.infer<typeof RankHolderSchema>;
/** The columns the file must have (photo may be left out). */
export const RANK_HOLDER_COLUMNS = ['name', 'course', 'year', 'rank'] as const;
