import { z } from 'zod';
import { ContentFile, ExternalUrl, Text } from '../common.ts';

/** 2024, or a session such as 2020-2021; the page's address is year<this> (…/year2020-2021). */
const yearError = { error: 'a year such as 2024 or a session such as 2020-2021' };
const YearLabel = z.union(
  [
    z.number(yearError).int(yearError).min(1900, yearError).max(2100, yearError).transform(String),
    z
      .string(yearError)
      .trim()
      .regex(/^\d{4}(-\d{4})?$/, yearError),
  ],
  yearError,
);

/** One year's document: exactly one of a PDF under content/, an external preview, or images. */
const YearEntrySchema = z
  .strictObject({
    year: YearLabel,
    /** Optional: the document's own title (default: the list's title and the year). */
    title: Text.optional(),
    file: ContentFile.optional(),
    url: ExternalUrl.optional(),
    images: z
      .array(z.strictObject({ file: ContentFile, alt: Text }))
      .min(1)
      .optional(),
  })
  .refine((entry) => [entry.file, entry.url, entry.images].filter(Boolean).length === 1, {
    error: 'exactly one of file (a PDF under content/), url (an external address) or images',
  });

/**
 * Template `year-list`: one document per year. The file's address shows the newest year; each year has
 * its own page at <address>/year<year>; the side links are sorted newest first (the order in the file does not matter).
 */
export const YearListFields = {
  template: z.literal('year-list'),
  entries: z.array(YearEntrySchema, { error: 'a list of years, each with its document' }).min(1, { error: 'at least one year' }),
};
