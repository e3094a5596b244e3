import { z } from 'zod';
import { isRealDate } from '../../../common/calendarDays.ts';

/** Text the office types; never empty. */
export const Text = z.string({ error: 'some text here' }).trim().min(1, { error: 'some text here' });

/** A full external address. */
export const ExternalUrl = z.url({ protocol: /^https?$/, error: 'a full web address starting with https://' });

/** A path inside the site, e.g. /home/missionVision (case matters: it is the page's address). */
export const Route = z
  .string({ error: 'a route such as /home/missionVision' })
  .regex(/^\/[A-Za-z0-9\-_/]*$/, { error: 'a route such as /home/missionVision (starting with /, no spaces)' });

/** A file under content/, named relative to content/ (e.g. images/logo.svg). */
export const ContentFile = z
  .string({ error: 'a file name relative to content/, e.g. images/logo.svg' })
  .trim()
  .regex(/^[^/\\].*\.[A-Za-z0-9]+$/, { error: 'a file name relative to content/, e.g. images/logo.svg' });

/**
 * A photo column of a spreadsheet: a photo under content/ (JPG, PNG or WebP, of which the build makes responsive
 * copies; AVIF is served as it is), or nothing while there is none yet. `folder` (under content/) is where the editor stores a photo uploaded
 * in the row; the compiler reads any photo the cell names.
 */
export const photoColumn = (folder: string) =>
  z
    .string()
    .regex(/^$|^[^/\\].*\.(jpe?g|png|webp|avif)$/i, { error: `a photo under content/ (JPG, PNG or WebP), e.g. ${folder}/a-sample.jpg, or nothing` })
    .meta({ photoFolder: folder })
    .transform((value) => value || undefined);

/** The folder a photo column's schema names for new photos (photoColumn); undefined for any other schema. */
export function photoFolderOf(schema: z.ZodType): string | undefined {
  if (schema instanceof z.ZodOptional) return photoFolderOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return photoFolderOf(schema.in as z.ZodType);
  const folder: unknown = schema.meta()?.photoFolder;
  return typeof folder === 'string' ? folder : undefined;
}

/** A calendar date as the office types it: 2026-11-20. */
export const CalendarDate = z
  .string({ error: 'a date such as 2026-11-20 (year-month-day)' })
  .trim()
  // abort: the check after it reads the date's parts, which only a date of this form has.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'a date such as 2026-11-20 (year-month-day, without a time)', abort: true })
  .refine(isRealDate, { error: 'a date that exists (year-month-day, e.g. 2026-11-20)' });
