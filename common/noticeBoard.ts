/**
 * The notice board's order and selections: newest first, pinned first on the home page, grouped by year,
 * previous and next, upcoming events. Pure: every function takes the notices (and "today") it needs.
 */
import type { Asset } from '../scripts/content/context.ts';
import { byCodeUnits } from './codeUnitOrder.ts';
import type { CompiledDocument } from '../scripts/content/templates/documents.ts';
import { isExpired, isNew } from './noticeDates.ts';
import { EVENTS_ROUTE, NOTICES_ROUTE, noticeCategoryRoute } from './routes.ts';

export interface NoticeCategory {
  name: string;
  slug: string;
}

export interface NoticeEvent {
  /** Local time in Asia/Kolkata: "2026-12-05" or "2026-12-05 10:30". */
  start: string;
  end?: string;
  venue?: string;
  /** Address of the event's .ics file (without the base path). */
  calendar: string;
}

/** One notice as the compiler found it, before "today" is applied. */
export interface NoticeEntry {
  slug: string;
  route: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  category?: NoticeCategory;
  expires?: string;
  pinned: boolean;
  sample: boolean;
  /** The body as sanitised HTML, rendered from its Markdown by the compiler ('' for a dropped file): the notice's page shows it. */
  html: string;
  /** The body as plain text, shortened: for lists and the feed. */
  summary: string;
  /** A dropped PDF or image: the notice is this document. */
  document?: CompiledDocument;
  attachments: Asset[];
  event?: NoticeEvent;
  /** The file it came from, relative to the project. */
  source: string;
}

/** A notice on the day of the build. */
export interface Notice extends NoticeEntry {
  closed: boolean;
  isNew: boolean;
}

export interface NoticeBoard {
  /** The day "New" and "closed" were worked out for (YYYY-MM-DD, Asia/Kolkata). */
  today: string;
  categories: (NoticeCategory & { count: number })[];
  /** Newest first. */
  notices: Notice[];
}

/** Newest first; on the same day, by title. */
function byNewest(a: NoticeEntry, b: NoticeEntry): number {
  return a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? 1 : -1;
}

export function noticeBoard(entries: NoticeEntry[], categories: NoticeCategory[], today: string): NoticeBoard {
  const notices = [...entries].sort(byNewest).map((entry) => ({ ...entry, closed: isExpired(entry.expires, today), isNew: isNew(entry.date, today) }));
  return {
    today,
    categories: categories.map((category) => ({ ...category, count: notices.filter((notice) => notice.category?.slug === category.slug).length })),
    notices,
  };
}

/** The home page's list: the open pinned notices, then the newest `count` other open ones. */
export function homeNotices(notices: Notice[], count = 5): Notice[] {
  const open = notices.filter((notice) => !notice.closed);
  return [...open.filter((notice) => notice.pinned), ...open.filter((notice) => !notice.pinned).slice(0, count)];
}

/** Notices by year of their date, newest year first (the notices keep their order). */
export function byYear(notices: Notice[]): { year: string; notices: Notice[] }[] {
  const years = new Map<string, Notice[]>();
  for (const notice of notices) {
    const year = notice.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), notice]);
  }
  return [...years].sort(([a], [b]) => (a < b ? 1 : -1)).map(([year, list]) => ({ year, notices: list }));
}

/** The notice before (older) and after (newer) one, in the board's order. */
export function neighbours(notices: Notice[], slug: string): { older?: Notice; newer?: Notice } {
  const index = notices.findIndex((notice) => notice.slug === slug);
  if (index < 0) return {};
  return { newer: notices[index - 1], older: notices[index + 1] };
}

/** The day an event ends: its end's day, else its start's. */
function eventLastDay(event: Pick<NoticeEvent, 'start' | 'end'>): string {
  return (event.end ?? event.start).slice(0, 10);
}

/** Events that have not ended by `today`, soonest first. */
export function upcomingEvents(notices: Notice[], today: string): (Notice & { event: NoticeEvent })[] {
  return notices
    .filter((notice): notice is Notice & { event: NoticeEvent } => notice.event !== undefined && eventLastDay(notice.event) >= today)
    .sort(byCodeUnits((notice) => notice.event.start));
}

/** Plain text of a Markdown body, cut at a word near `length` characters. */
export function summaryOf(markdown: string, length = 200): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#+\s*/gm, '')
    .replace(/[*_`>|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2))}…`;
}

/**
 * "Last updated" (and sitemap lastmod) of the board's pages: a notice's page has its own date; a list has
 * the date of its newest notice.
 */
export function noticeRouteDates(board: NoticeBoard | undefined): Record<string, string> {
  if (!board || board.notices.length === 0) return {};
  const dates: Record<string, string> = { [NOTICES_ROUTE]: board.notices[0].date };
  const newestEvent = board.notices.find((notice) => notice.event);
  if (newestEvent) dates[EVENTS_ROUTE] = newestEvent.date;
  for (const notice of board.notices) {
    dates[notice.route] = notice.date;
    const category = notice.category && noticeCategoryRoute(notice.category.slug);
    if (category && !dates[category]) dates[category] = notice.date;
  }
  return dates;
}
