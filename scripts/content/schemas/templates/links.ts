import { z } from 'zod';
import { ContentFile, ExternalUrl, Route, Text } from '../common.ts';
import { dayMonthYear } from '../../../../common/calendarDays.ts';

/** A day as the office types it and the page shows it: 08-06-2018 (day-month-year). */
export const DayMonthYear = z
  .string({ error: 'a date written day-month-year, e.g. 08-06-2018' })
  .trim()
  .regex(/^\d{2}-\d{2}-\d{4}$/, { error: 'a date written day-month-year, e.g. 08-06-2018' })
  .refine((text) => dayMonthYear(text) !== undefined, { error: 'a date that exists in the calendar, e.g. 08-06-2018' });

/** Where a link goes: exactly one of a page of this site, a file under content/, or another site. */
export const LinkSchema = z
  .strictObject({
    /** What the link says; default "View". */
    label: Text.optional(),
    /** A page of this site, e.g. /NAAC/academicAudit/perspectivePlan. */
    route: Route.optional(),
    /** A document under content/, e.g. documents/naac/aqar-2017-2018.pdf. */
    file: ContentFile.optional(),
    /** A document on another site. */
    url: ExternalUrl.optional(),
  })
  .refine((link) => [link.route, link.file, link.url].filter(Boolean).length === 1, {
    error: 'exactly one of route (a page of this site), file (a document under content/) or url (another site)',
  });

export type LinkEntry = z.infer<typeof LinkSchema>;
