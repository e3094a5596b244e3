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

/** A calendar date as the office types it: 2026-11-20. */
export const CalendarDate = z
  .string({ error: 'a date such as 2026-11-20 (year-month-day)' })
  .trim()
  // abort: the check after it reads the date's parts, which only a date of this form has.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'a date such as 2026-11-20 (year-month-day, without a time)', abort: true })
  .refine(isRealDate, { error: 'a date that exists (year-month-day, e.g. 2026-11-20)' });
