import type { CompileContext } from '../context.ts';
import { compileDocument, type CompiledDocument } from './documents.ts';
import { meetingDate } from '../derive/meetingDate.ts';
import type { z } from 'zod';
import type { MeetingsPageSchema } from '../schemas/page.ts';
import type { PageSource, WhereIn } from './template.ts';
import { meetingRoute } from '../../../common/routes.ts';

type MeetingsFrontMatter = z.output<typeof MeetingsPageSchema>;

/** The list of a committee's meetings, newest first. */
type MeetingListPage = Omit<MeetingsFrontMatter, 'meetings'> & {
  meetings: { date: string; isoDate: string; route: string }[];
};

/** One meeting's page: its minutes and the way back to the list. */
type MeetingPage = Omit<MeetingsFrontMatter, 'template' | 'meetings' | 'back'> & {
  template: 'meeting';
  date: string;
  /** The date as YYYY-MM-DD, for `<time datetime>`. */
  isoDate: string;
  document: CompiledDocument;
  back: string;
};

/**
 * Makes the list page and one page per meeting at <list>/<page>; each meeting's date is read from its
 * page name (D05_03_22 -> 05-03-2022) and its title and description are derived from it.
 */
export function compileMeetingPages(
  ctx: CompileContext,
  page: MeetingsFrontMatter,
  source: PageSource,
  where: WhereIn,
): { route: string; page: MeetingListPage | MeetingPage }[] | undefined {
  let ok = true;
  const seen = new Set<string>();
  const meetings = page.meetings.map((meeting, index) => {
    const parsed = meetingDate(meeting.page);
    if (!parsed) {
      ctx.problems.add({
        ...where(['meetings', index, 'page']),
        expected: 'D<day>_<month>_<year> with a real date, e.g. D05_03_22 for 5 March 2022',
        found: meeting.page,
        hint: 'two digits each: day, month, year',
      });
      ok = false;
    } else if (seen.has(meeting.page)) {
      ctx.problems.add({
        ...where(['meetings', index, 'page']),
        expected: 'a page name no other meeting has',
        found: meeting.page,
        hint: 'each meeting has one page; remove or correct one of the two',
      });
      ok = false;
    }
    seen.add(meeting.page);
    const date = parsed?.date ?? '';
    const document =
      parsed && compileDocument(ctx, { title: `Minutes of the meeting of ${date}`, file: meeting.file, url: meeting.url }, where(['meetings', index]));
    if (!document) ok = false;
    return { date, isoDate: parsed?.isoDate ?? '', route: meetingRoute(source.route, meeting.page), document: document as CompiledDocument };
  });
  if (!ok) return undefined;

  const newestFirst = [...meetings].sort((a, b) => b.isoDate.localeCompare(a.isoDate));
  const { meetings: _meetings, back: _back, template: _template, ...common } = page;
  return [
    { route: source.route, page: { ...page, meetings: newestFirst.map(({ date, isoDate, route }) => ({ date, isoDate, route })) } },
    ...newestFirst.map(({ date, isoDate, route, document }) => ({
      route,
      page: {
        ...common,
        template: 'meeting' as const,
        title: `${page.title}, ${date}`,
        description: `Minutes of the meeting held on ${date}. ${page.description}`,
        date,
        isoDate,
        document,
        back: source.route,
      },
    })),
  ];
}
