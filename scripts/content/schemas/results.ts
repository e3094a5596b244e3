import { z } from 'zod';

/** The subject codes the results table uses (spec section 3), spelled exactly as the university prints them. */
export const SUBJECT_CODES = ['GEN', 'ENG', 'HIS', 'EDN', 'POL. SC.', 'SOC', 'Accounting & Finance', 'Management', 'SOC (M.A.)'] as const;

/** The programmes the results table uses (spec section 3). */
export const PROGRAMMES = ['B.A. General', 'B.A. Honours', 'B. Com General', 'B. Com Honours', 'M.A. Sociology'] as const;

/** A four-digit year such as 2019. */
export const Year = z
  .string()
  .regex(/^(19|20)\d\d$/, { error: 'a year such as 2019' })
  .transform(Number);

/**
 * A count of students: a whole number, or "-" when the college has no figure. An empty cell is refused: a new year's
 * sheet starts with its figures empty, and one left so is not finished.
 */
const Count = z
  .string()
  .regex(/^(\d+|-)$/, { error: 'a whole number, or - when there is no figure' })
  .transform((value) => (value === '-' ? null : Number(value)));

/** One row of content/results/*.csv. */
export const ResultRowSchema = z.object({
  /** The year of the examination. */
  year: Year,
  /** One of SUBJECT_CODES, e.g. ENG. */
  subject_code: z.enum(SUBJECT_CODES),
  /** One of PROGRAMMES, e.g. B.A. Honours. */
  programme: z.enum(PROGRAMMES),
  /** Students who sat the examination; null when there is no figure. */
  appeared: Count,
  /** Students who passed; never more than appeared. */
  passed: Count,
});

export const RESULT_COLUMNS = ['year', 'subject_code', 'programme', 'appeared', 'passed'] as const;
