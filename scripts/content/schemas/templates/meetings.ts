import { z } from 'zod';
import { ContentFile, ExternalUrl, Route, Text } from '../common.ts';

/** One meeting: its page name (which carries the date) and its minutes. */
const MeetingSchema = z
  .strictObject({
    /** D<day>_<month>_<year>, e.g. D05_03_22 for 5 March 2022: the page's address and the date it shows. */
    page: Text,
    /** The minutes: a PDF under content/, or an external preview address. */
    file: ContentFile.optional(),
    url: ExternalUrl.optional(),
  })
  .refine((meeting) => [meeting.file, meeting.url].filter(Boolean).length === 1, {
    error: 'exactly one of file (a PDF under content/) or url (an external address)',
  });

/**
 * Template `meetings`: the list of a committee's meetings, newest first, each with its own page
 * <address>/<page> that embeds the minutes and links back to the list. Dates come from the page names.
 */
export const MeetingsFields = {
  template: z.literal('meetings'),
  meetings: z.array(MeetingSchema, { error: 'a list of meetings (page, file or url)' }).min(1, { error: 'at least one meeting' }),
  /** The page a "Go back" link on the list returns to (the committee's landing page). */
  back: Route.optional(),
};
