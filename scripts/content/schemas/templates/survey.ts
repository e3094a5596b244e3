import { z } from 'zod';
import { Text } from '../common.ts';

const Rating = z
  .number({ error: 'a rating from 1 to 10' })
  .int({ error: 'a whole number from 1 to 10' })
  .min(1, { error: 'a rating from 1 to 10' })
  .max(10, { error: 'a rating from 1 to 10' });

const RatingBandSchema = z.strictObject({ from: Rating, to: Rating, label: Text });

const SurveyResultSchema = z.strictObject({
  /** The part of college life asked about, e.g. INFRASTRUCTURE. */
  area: Text,
  /** Share of satisfied students, e.g. 70 for 70%. */
  percentage: z
    .number({ error: 'a percentage as a number, e.g. 70 (no % sign)' })
    .min(0, { error: 'a percentage from 0 to 100' })
    .max(100, { error: 'a percentage from 0 to 100' }),
  /** What the college resolved to do about it. */
  resolution: Text,
});

/**
 * Template `survey`: the questionnaire (questions numbered in order), its answer scale and rating bands,
 * the results table, then the page's Markdown (the action taken).
 */
export const SurveyFields = {
  template: z.literal('survey'),
  /** A sentence above the questionnaire. */
  intro: Text.optional(),
  questions: z.array(Text, { error: 'a list of questions' }).min(1, { error: 'at least one question' }),
  /** The answers a student may choose, e.g. Excellent, Average … */
  scale: z.array(Text, { error: 'a list of answers' }).min(2, { error: 'at least two answers' }),
  /** What the teaching ratings mean: 1 to 3 poor … The bands must cover 1 to 10 without gaps or overlaps. */
  ratingBands: z.array(RatingBandSchema, { error: 'a list of bands (from, to, label)' }).min(1),
  results: z.array(SurveyResultSchema, { error: 'a list of results (area, percentage, resolution)' }).min(1),
};
