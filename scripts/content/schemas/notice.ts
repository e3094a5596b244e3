import { z } from 'zod';
import { CalendarDate, ContentFile, Text } from './common.ts';
import { DATE_TIME, localDateTime } from '../../../common/calendarDays.ts';

/**
 * A local date, or date and time, in Asia/Kolkata: 2026-12-05 or 2026-12-05 10:30, or as ISO 8601 writes it
 * (2026-12-05T10:30, with seconds or a zone such as +05:30); kept as 2026-12-05 10:30 in India's time.
 */
const LocalDateTime = z
  .string({ error: 'a date, or a date and time, such as 2026-12-05 10:30' })
  .trim()
  .regex(DATE_TIME, { error: 'a date, or a date and time, such as 2026-12-05 10:30 (24-hour clock)', abort: true })
  .refine((text) => localDateTime(text) !== undefined, { error: 'a date and time that exist, such as 2026-12-05 10:30 (24-hour clock)' })
  .transform((text) => localDateTime(text)!);

/** An event's time and place (local time, Asia/Kolkata). */
const NoticeEventSchema = z
  .strictObject({
    start: LocalDateTime,
    /** The last day, or the end time; the same form as start. */
    end: LocalDateTime.optional(),
    venue: Text.optional(),
  })
  .superRefine((event, ctx) => {
    if (event.end !== undefined && !endsAfterStart(event.start, event.end)) {
      ctx.addIssue({ code: 'custom', message: `an end no earlier than the start (${event.start})`, path: ['end'], input: event.end });
    }
  });

/** An end given as a day only ends with that day, so it may be the start's day. */
function endsAfterStart(start: string, end: string): boolean {
  return end.length === 10 ? end >= start.slice(0, 10) : end >= start;
}

/** The front matter of content/notices/YYYY-MM-DD-name.md. */
export const NoticeFrontMatterSchema = z.strictObject({
  title: Text,
  /** One of the names in content/notices/categories.yaml (checked by the collection, which can suggest the nearest). */
  category: Text.optional(),
  /** The last day the notice stands; from the next day on it is marked closed. */
  expires: CalendarDate.optional(),
  /** Files under content/ offered for download, e.g. attachments/merit-list.pdf. */
  attachments: z.array(ContentFile).optional(),
  /** Shown first on the home page until it expires. */
  pinned: z.boolean().optional(),
  event: NoticeEventSchema.optional(),
  /** Marks sample text that the office should replace with the real one. */
  sample: z.boolean().optional(),
});

export type NoticeFrontMatter = z.output<typeof NoticeFrontMatterSchema>;

/** content/notices/categories.yaml: the categories a notice may name, in the order the pages list them. */
export const NoticeCategoriesSchema = z.strictObject({
  categories: z.array(Text).min(1, { error: 'at least one category' }),
});
