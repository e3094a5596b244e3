import fg from 'fast-glob';
import { defineCollection } from './collection.ts';
import type { Asset, CompileContext } from '../context.ts';
import { loadYamlFile } from '../loaders/contentFiles.ts';
import { noticeProblems } from '../entryCheck.ts';
import { NoticeCategoriesSchema, NoticeFrontMatterSchema } from '../schemas/notice.ts';
import { namedAttachments, readNotice } from './noticeSource.ts';
import { buildDay } from '../../../common/noticeDates.ts';
import { isRealDate } from '../../../common/calendarDays.ts';
import { noticeFileKind, noticeSlug, slugify, splitDatedName } from '../derive/noticeFiles.ts';
import { noticeBoard, summaryOf, type NoticeCategory, type NoticeEntry } from '../../../common/noticeBoard.ts';
import { fileLabel } from '../../../common/fileLabel.ts';
import { fieldName } from '../fieldName.ts';
import { EVENTS_ROUTE, NOTICES_ROUTE, noticeCalendarRoute, noticeCategoryRoute, noticeRoute } from '../../../common/routes.ts';

const FOLDER = 'notices';
/**
 * The files notices attach (the editor uploads them here): a folder of its own, never read as notices, so a
 * file left behind by a deleted notice is only a warning.
 */
export const ATTACHMENTS_FOLDER = 'attachments';
const CATEGORIES = `content/${FOLDER}/categories.yaml`;
const NAME_FORMS = 'a name starting with the date, e.g. "2026-11-20 Examination timetable.pdf" or "2026-11-20-merit-list.md"';

/**
 * content/notices/ (year subfolders allowed): a dropped PDF or image named "YYYY-MM-DD Title.ext" is a notice
 * of that day; a Markdown file "YYYY-MM-DD-name.md" is one with front matter (category, expiry, attachments,
 * pinning, an event). categories.yaml lists the categories. Files the board does not use are warned about.
 */
export const notices = defineCollection({
  name: 'notices',
  files: { 'notices/categories.yaml': NoticeCategoriesSchema, 'notices/**/*.md': NoticeFrontMatterSchema },
  load(ctx): NoticesLoaded | undefined {
    const today = buildDay(process.env.BUILD_DATE, new Date());
    if (!today) {
      ctx.problems.add({ file: 'BUILD_DATE (environment variable)', expected: 'a date such as 2026-11-20, or no BUILD_DATE', found: process.env.BUILD_DATE });
      return undefined;
    }
    const files = fg
      .sync(`${FOLDER}/**`, { cwd: ctx.contentDir, dot: true, onlyFiles: true })
      .map((file) => file.slice(FOLDER.length + 1))
      .sort();
    if (files.length === 0) return { entries: [], categories: [], today };

    const categories = readCategories(ctx);
    const byKind = (kind: string) => files.filter((file) => noticeFileKind(file) === kind);
    const entries: NoticeEntry[] = [];
    const attached = new Set<string>();
    for (const relative of byKind('markdown')) {
      const entry = markdownNotice(ctx, relative, categories);
      if (entry) entries.push(entry);
      const named = entry ? entry.attachments.map((asset) => asset.source) : namedAttachments(ctx.textFile(`${FOLDER}/${relative}`));
      for (const source of named) attached.add(source);
    }
    for (const relative of [...byKind('pdf'), ...byKind('image')]) {
      if (attached.has(`${FOLDER}/${relative}`)) continue;
      const entry = droppedNotice(ctx, relative);
      if (entry) entries.push(entry);
    }
    for (const file of fg.sync(`${ATTACHMENTS_FOLDER}/**`, { cwd: ctx.contentDir, onlyFiles: true }).sort())
      if (!attached.has(file) && noticeFileKind(file) !== 'system')
        ctx.problems.warn(`content/${file}`, 'an attachment no notice names: not published (it can be deleted, or named in a notice’s attachments)');
    for (const relative of byKind('system')) ctx.problems.warn(`content/${FOLDER}/${relative}`, 'a system file, not a notice: left out (it can be deleted)');
    for (const relative of byKind('other'))
      ctx.problems.warn(`content/${FOLDER}/${relative}`, 'not a PDF, image or Markdown file: left out of the notice board (save it as PDF to publish it)');

    if (!categories || !uniqueAddresses(ctx, entries) || !registerRoutes(ctx, entries, categories)) return undefined;
    return { entries, categories, today };
  },
  // Derive: the board (newest first, New and closed as of today, each category's count) from what was loaded.
  publish: ({ entries, categories, today }) => ({ notices: noticeBoard(entries, categories, today) }),
});

/** What the notices load: every notice read and checked, the categories, and the day the board is made for. */
interface NoticesLoaded {
  entries: NoticeEntry[];
  categories: NoticeCategory[];
  today: string;
}

function readCategories(ctx: CompileContext): NoticeCategory[] | undefined {
  const loaded = loadYamlFile(ctx, `${FOLDER}/categories.yaml`, NoticeCategoriesSchema);
  if (loaded) ctx.lines.set(CATEGORIES, loaded.source.lineOf);
  return loaded?.data.categories.map((name) => ({ name, slug: slugify(name) }));
}

/** The date of a dated file name, or undefined after reporting why it has none. */
function dateOf(ctx: CompileContext, relative: string): { date: string; rest: string } | undefined {
  const file = `content/${FOLDER}/${relative}`;
  const name = relative.split('/').pop()!;
  const split = splitDatedName(name);
  if (!split.ok) {
    ctx.problems.add(
      split.reason === 'no date'
        ? {
            file,
            expected: NAME_FORMS,
            found: name,
            hint: "put the notice's date first, as year-month-day; a file the notice board should not show belongs elsewhere in content/",
          }
        : { file, expected: 'a title after the date', found: name, hint: 'e.g. "2026-11-20 Examination timetable.pdf"' },
    );
    return undefined;
  }
  if (!isRealDate(split.date)) {
    ctx.problems.add({
      file,
      expected: 'a date that exists at the start of the name (year-month-day)',
      found: split.date,
      hint: 'check the month and the day, e.g. 2026-11-20',
    });
    return undefined;
  }
  return split;
}

/** A PDF or image dropped into the folder: the notice is the document, titled by its name. */
function droppedNotice(ctx: CompileContext, relative: string): NoticeEntry | undefined {
  const dated = dateOf(ctx, relative);
  const file = `content/${FOLDER}/${relative}`;
  const asset = dated && ctx.asset(`${FOLDER}/${relative}`, { file });
  if (!dated || !asset) return undefined;
  const title = dated.rest;
  const slug = noticeSlug(dated.date, title);
  const document =
    noticeFileKind(relative) === 'image'
      ? { title, kind: 'images' as const, images: [{ image: asset, alt: title }] }
      : { title, kind: 'file' as const, file: asset };
  return {
    slug,
    route: noticeRoute(slug),
    title,
    date: dated.date,
    pinned: false,
    sample: false,
    html: '',
    summary: `${title} (${fileLabel(asset)})`,
    document,
    attachments: [],
    source: file,
  };
}

function markdownNotice(ctx: CompileContext, relative: string, categories: NoticeCategory[] | undefined): NoticeEntry | undefined {
  const file = `content/${FOLDER}/${relative}`;
  const dated = dateOf(ctx, relative);
  const source = readNotice(ctx.textFile(`${FOLDER}/${relative}`), ctx.problems);
  if (!dated || !source) return undefined;
  const { front, lineOf } = source;

  const problems = noticeProblems(
    front,
    dated.date,
    categories?.map((known) => known.name),
    { file, lineOf },
  );
  for (const problem of problems) ctx.problems.add(problem);
  const ok = problems.length === 0;
  const category = categories?.find((known) => known.name === front.category);
  // The line is looked up only if ctx.asset reports a missing file (finding it may read the file again).
  const attachments = (front.attachments ?? []).map((attachment, index) =>
    ctx.asset(attachment, {
      file,
      get line() {
        return lineOf(['attachments', index]);
      },
      column: fieldName(['attachments', index]),
    }),
  );
  if (!ok || attachments.some((asset) => !asset)) return undefined;

  const slug = noticeSlug(dated.date, dated.rest);
  ctx.pageLinks.push({ file, route: noticeRoute(slug), links: source.links });
  return {
    slug,
    route: noticeRoute(slug),
    title: front.title,
    date: dated.date,
    category,
    expires: front.expires,
    pinned: front.pinned ?? false,
    sample: front.sample ?? false,
    html: source.html,
    summary: summaryOf(source.body),
    attachments: attachments as Asset[],
    event: front.event && { ...front.event, calendar: noticeCalendarRoute(slug) },
    source: file,
  };
}

/** Two notices at one address: both files are named, so the office can rename one. */
function uniqueAddresses(ctx: CompileContext, entries: NoticeEntry[]): boolean {
  const seen = new Map<string, NoticeEntry>();
  let ok = true;
  for (const entry of entries) {
    const first = seen.get(entry.slug);
    if (first) {
      ctx.problems.add({
        file: entry.source,
        expected: `a notice address of its own`,
        found: entry.route,
        hint: `${first.source} has the same address: rename one of the two`,
      });
      ok = false;
    } else seen.set(entry.slug, entry);
  }
  return ok;
}

/**
 * The board's pages. No source files: their "last updated" dates come from the notices themselves
 * (noticeRouteDates), which also spares stating every notice file once per page at 5,000 notices.
 */
function registerRoutes(ctx: CompileContext, entries: NoticeEntry[], categories: NoticeCategory[]): boolean {
  ctx.routes.add(NOTICES_ROUTE);
  ctx.routes.add(EVENTS_ROUTE);
  ctx.routes.title(EVENTS_ROUTE, 'Upcoming events');
  // A Markdown page under content/pages/notices/ may have taken a category's or a notice's address.
  let ok = true;
  categories.forEach((category, index) => {
    const route = noticeCategoryRoute(category.slug);
    if (ctx.routes.claim(route, { file: CATEGORIES, line: ctx.lines.get(CATEGORIES)?.(['categories', index]) }))
      ctx.routes.title(route, `Notices: ${category.name}`);
    else ok = false;
  });
  for (const entry of entries) {
    if (ctx.routes.claim(entry.route, { file: entry.source })) ctx.routes.title(entry.route, entry.title);
    else ok = false;
  }
  return ok;
}
