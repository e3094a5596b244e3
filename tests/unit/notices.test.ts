import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseAtomFeed } from 'feedsmith';
import ICAL from 'ical.js';
import { compileContent } from '../../scripts/content/compile.ts';
import { notices } from '../../scripts/content/collections/notices.ts';
import { formatReport } from '../../scripts/content/errors.ts';
import { byYear, homeNotices, neighbours, noticeBoard, upcomingEvents, type NoticeBoard, type NoticeEntry } from '../../common/noticeBoard.ts';
import { buildDay, isExpired, isNew, longDate } from '../../common/noticeDates.ts';
import { isRealDate } from '../../common/calendarDays.ts';
import { noticeSlug, splitDatedName } from '../../scripts/content/derive/noticeFiles.ts';
import { atomFeed } from '../../scripts/content/derive/noticeFeed.ts';
import { writeNoticeFeeds } from '../../scripts/postbuild/noticeFeeds.ts';
import { compileFixture } from './fixture.ts';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/notices');

/** Compiles one fixture folder (its notices/ is the content's) on the given build day. */
async function compileNotices(fixture: string, today: string) {
  vi.stubEnv('BUILD_DATE', today);
  const root = path.join(FIXTURES, fixture);
  const result = await compileContent({ root, contentDir: root, check: true, collections: [notices] });
  return { ...result, board: result.outputs.notices as NoticeBoard | undefined, report: formatReport(result.problems) };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('notice dates', () => {
  it('reads the date and title from a file name, and rejects names without a date or a title', () => {
    expect(splitDatedName('2026-11-20 Examination timetable, semester 3.pdf')).toEqual({
      ok: true,
      date: '2026-11-20',
      rest: 'Examination timetable, semester 3',
    });
    expect(splitDatedName('2026-11-20-merit-list.md')).toEqual({ ok: true, date: '2026-11-20', rest: 'merit-list' });
    expect(splitDatedName('Timetable 2026-11-20.pdf')).toMatchObject({ ok: false, reason: 'no date' });
    expect(splitDatedName('2026-11-20.pdf')).toMatchObject({ ok: false, reason: 'no title' });
    expect(noticeSlug('2026-11-20', 'Examination timetable, semester 3')).toBe('2026-11-20-examination-timetable-semester-3');
  });

  it('knows impossible dates and writes dates as "20 November 2026"', () => {
    expect(isRealDate('2026-02-30')).toBe(false);
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2026-13-01')).toBe(false);
    expect(longDate('2026-11-20')).toBe('20 November 2026');
    expect(longDate('2026-01-05')).toBe('5 January 2026');
  });

  it('takes "today" from BUILD_DATE, else the day in Asia/Kolkata', () => {
    expect(buildDay('2026-11-23', new Date('2020-01-01T00:00:00Z'))).toBe('2026-11-23');
    expect(buildDay('2026-11-31', new Date())).toBeUndefined();
    // 19:00 UTC is already half past midnight of the next day in India.
    expect(buildDay(undefined, new Date('2026-11-22T19:00:00Z'))).toBe('2026-11-23');
    expect(buildDay(undefined, new Date('2026-11-22T18:00:00Z'))).toBe('2026-11-22');
  });

  it('marks a notice New for seven days and closed from the day after it expires', () => {
    expect(isNew('2026-11-18', '2026-11-18')).toBe(true);
    expect(isNew('2026-11-18', '2026-11-24')).toBe(true);
    expect(isNew('2026-11-18', '2026-11-25')).toBe(false);
    expect(isNew('2026-11-18', '2026-11-17')).toBe(false);
    expect(isExpired('2026-11-22', '2026-11-22')).toBe(false);
    expect(isExpired('2026-11-22', '2026-11-23')).toBe(true);
    expect(isExpired(undefined, '2099-01-01')).toBe(false);
  });
});

describe('the notice board from tests/fixtures/notices/board', () => {
  it('tells the office when a Markdown notice carries script, naming the file and the line', async () => {
    vi.stubEnv('BUILD_DATE', '2026-11-23');
    const { problems, warnings, outputs } = await compileFixture(
      {
        'content/notices/categories.yaml': 'categories:\n  - General\n',
        'content/notices/2026-11-20-library.md': '---\ntitle: Library closed\n---\nThe library is closed.\n\n<script>alert(1)</script>\n',
      },
      [notices],
    );
    expect(problems).toEqual([]);
    expect(warnings).toMatchObject([{ file: 'content/notices/2026-11-20-library.md', line: 6 }]);
    expect(warnings[0].message).toMatch(/removed from the page/);
    expect((outputs.notices as NoticeBoard).notices).toHaveLength(1);
  });

  it('compiles dropped files and Markdown notices, newest first, with warnings for files it does not use', async () => {
    const { problems, warnings, board } = await compileNotices('board', '2026-11-23');
    expect(problems).toEqual([]);
    expect(board!.today).toBe('2026-11-23');
    expect(board!.notices.map((notice) => notice.slug)).toEqual([
      '2026-11-20-examination-timetable-semester-3',
      '2026-11-18-merit-list',
      '2026-11-17-hostel',
      '2026-11-15-scholarship',
      '2026-11-05-sports-meet',
      '2026-11-01-sports-day-poster',
      '2026-08-20-freshers',
      '2025-12-01-old-pinned',
      '2025-06-02-admission-open',
    ]);
    expect(warnings.map((warning) => warning.file).sort()).toEqual(['content/notices/2026/minutes.docx', 'content/notices/Thumbs.db']);
  });

  it('turns a dropped PDF into a notice titled by its name that is the document, with format and size', async () => {
    const { board } = await compileNotices('board', '2026-11-23');
    const timetable = board!.notices[0];
    expect(timetable).toMatchObject({
      title: 'Examination timetable, semester 3',
      date: '2026-11-20',
      route: '/notices/2026-11-20-examination-timetable-semester-3',
      html: '',
    });
    expect(timetable.category).toBeUndefined();
    expect(timetable.document).toMatchObject({
      kind: 'file',
      file: { format: 'PDF', source: 'notices/2026/2026-11-20 Examination timetable, semester 3.pdf' },
    });
    const poster = board!.notices.find((notice) => notice.slug === '2026-11-01-sports-day-poster')!;
    expect(poster.document).toMatchObject({ kind: 'images', images: [{ alt: 'Sports day poster', image: { format: 'PNG' } }] });
  });

  it('reads a Markdown notice: title, category, body, attachments (which are not notices themselves) and events', async () => {
    const { board } = await compileNotices('board', '2026-11-23');
    const merit = board!.notices.find((notice) => notice.slug === '2026-11-18-merit-list')!;
    expect(merit).toMatchObject({ title: 'Merit list, first semester', category: { name: 'Examinations', slug: 'examinations' }, pinned: false });
    // The body as the page shows it: rendered by the compiler, once.
    expect(merit.html).toBe('<p>The merit list is attached. Collect certificates from the office.</p>\n');
    expect(merit.attachments.map((file) => file.source)).toEqual(['notices/2026/merit-list.pdf']);
    const meet = board!.notices.find((notice) => notice.slug === '2026-11-05-sports-meet')!;
    expect(meet.event).toEqual({
      start: '2026-12-10 09:00',
      end: '2026-12-12 16:00',
      venue: 'College playground, Main campus',
      calendar: '/notices/2026-11-05-sports-meet.ics',
    });
    expect(board!.categories).toEqual([
      { name: 'Admissions', slug: 'admissions', count: 2 },
      { name: 'Examinations', slug: 'examinations', count: 1 },
      { name: 'Events', slug: 'events', count: 2 },
      { name: 'General', slug: 'general', count: 2 },
    ]);
  });

  it('works out expiry and "New" for the build day', async () => {
    const onExpiryDay = (await compileNotices('board', '2026-11-22')).board!;
    const dayAfter = (await compileNotices('board', '2026-11-23')).board!;
    const hostel = (board: NoticeBoard) => board.notices.find((notice) => notice.slug === '2026-11-17-hostel')!;
    expect(hostel(onExpiryDay).closed).toBe(false);
    expect(hostel(dayAfter).closed).toBe(true);
    expect(dayAfter.notices.filter((notice) => notice.isNew).map((notice) => notice.slug)).toEqual([
      '2026-11-20-examination-timetable-semester-3',
      '2026-11-18-merit-list',
      '2026-11-17-hostel',
    ]);
  });

  it('puts open pinned notices first on the home page, then the five newest open ones', async () => {
    const { board } = await compileNotices('board', '2026-11-23');
    expect(homeNotices(board!.notices).map((notice) => notice.slug)).toEqual([
      '2025-06-02-admission-open',
      '2026-11-20-examination-timetable-semester-3',
      '2026-11-18-merit-list',
      '2026-11-05-sports-meet',
      '2026-11-01-sports-day-poster',
      '2026-08-20-freshers',
    ]);
  });

  it('groups by year, links previous and next, and lists only events that have not ended', async () => {
    const { board } = await compileNotices('board', '2026-11-23');
    expect(byYear(board!.notices).map(({ year, notices: list }) => [year, list.length])).toEqual([
      ['2026', 7],
      ['2025', 2],
    ]);
    const { older, newer } = neighbours(board!.notices, '2026-11-18-merit-list');
    expect([older?.slug, newer?.slug]).toEqual(['2026-11-17-hostel', '2026-11-20-examination-timetable-semester-3']);
    expect(neighbours(board!.notices, '2025-06-02-admission-open').older).toBeUndefined();
    expect(upcomingEvents(board!.notices, '2026-11-23').map((notice) => notice.slug)).toEqual(['2026-11-05-sports-meet']);
    expect(upcomingEvents(board!.notices, '2026-08-29').map((notice) => notice.slug)).toEqual(['2026-08-20-freshers', '2026-11-05-sports-meet']);
  });

  it('dates each notice page (and its sitemap entry) by the notice, not by its file, and each list by its newest notice', async () => {
    vi.stubEnv('BUILD_DATE', '2026-11-23');
    const root = path.join(FIXTURES, 'board');
    const { outputs } = await compileContent({ root, contentDir: root, check: true, collections: [notices] });
    const lastUpdated = outputs.lastUpdated as Record<string, string>;
    expect(lastUpdated['/notices/2026-11-18-merit-list']).toBe('2026-11-18');
    expect(lastUpdated['/notices/2025-06-02-admission-open']).toBe('2025-06-02');
    // A list is as new as its newest notice.
    expect(lastUpdated['/notices']).toBe('2026-11-20');
    expect(lastUpdated['/notices/category/general']).toBe('2026-11-17');
    expect(lastUpdated['/notices/events']).toBe('2026-11-05');
    expect(Object.keys(outputs.routes as object)).toEqual(
      expect.arrayContaining(['/notices', '/notices/events', '/notices/category/general', '/notices/2026-11-18-merit-list']),
    );
  });
});

describe('notice mistakes (tests/fixtures/notices/errors), each explained', () => {
  it('reports every mistake at once, with file, line, what was expected and a hint', async () => {
    const { problems, board } = await compileNotices('errors', '2026-11-23');
    expect(board).toBeUndefined();
    const about = (file: string) => problems.filter((problem) => problem.file === `content/notices/${file}`);

    expect(about('Timetable.pdf')).toEqual([
      expect.objectContaining({
        expected: expect.stringContaining('a name starting with the date'),
        found: 'Timetable.pdf',
        hint: expect.stringContaining('year-month-day'),
      }),
    ]);
    // A Markdown notice needs the date in its name as much as a dropped file does.
    expect(about('2026/sports-day.md')).toEqual([
      expect.objectContaining({
        expected: expect.stringContaining('a name starting with the date'),
        found: 'sports-day.md',
        hint: expect.stringContaining('year-month-day'),
      }),
    ]);
    expect(about('2026-02-30 Holiday.pdf')).toEqual([
      expect.objectContaining({
        expected: expect.stringContaining('a date that exists'),
        found: '2026-02-30',
        hint: 'check the month and the day, e.g. 2026-11-20',
      }),
    ]);
    expect(about('2026/2026-11-01-early-expiry.md')).toEqual([
      expect.objectContaining({
        line: 3,
        column: 'expires',
        expected: expect.stringContaining("on or after the notice's date (2026-11-01)"),
        found: '2026-10-01',
      }),
    ]);
    expect(about('2026/2026-11-02-unknown-category.md')).toEqual([
      expect.objectContaining({ line: 3, column: 'category', found: 'Examination', hint: 'did you mean Examinations?' }),
    ]);
    expect(about('2026/2026-11-03-missing-attachment.md')).toEqual([
      expect.objectContaining({
        line: 5,
        column: 'attachments[1]',
        expected: 'a file content/notices/2026/timetable.pdf',
        found: 'no such file',
        hint: 'add the file, or correct the name (names are case-sensitive)',
      }),
    ]);
    expect(about('2026-11-04 Merit list.pdf')).toEqual([
      expect.objectContaining({
        found: '/notices/2026-11-04-merit-list',
        hint: expect.stringContaining('content/notices/2026/2026-11-04-merit-list.md has the same address'),
      }),
    ]);
    expect(about('2026/2026-11-05-event-ends-early.md')).toEqual([
      expect.objectContaining({ line: 5, column: 'event.end', expected: 'an end no earlier than the start (2026-12-10 09:00)', found: '2026-12-09 16:00' }),
    ]);
    // A notice with a problem still owns its attachments: annexure.pdf, which has no date, is not reported.
    expect(about('2026/2026-11-06-bad-title.md')).toEqual([expect.objectContaining({ line: 2, column: 'title' })]);
    expect(about('2026/annexure.pdf')).toEqual([]);
    expect(problems).toHaveLength(9);
  });

  it('needs categories.yaml once there are notices, and a real BUILD_DATE', async () => {
    const noCategories = await compileFixture({ 'content/notices/2026-11-20 Timetable.pdf': '%PDF-1.4\n' }, [notices]);
    expect(noCategories.problems).toEqual([expect.objectContaining({ file: 'content/notices/categories.yaml', expected: 'this file to exist' })]);
    vi.stubEnv('BUILD_DATE', '23-11-2026');
    const badDay = await compileFixture({}, [notices]);
    expect(badDay.report).toContain('BUILD_DATE (environment variable)');
  });

  it('has an empty board, and no problem, when there is no notices folder', async () => {
    vi.stubEnv('BUILD_DATE', '2026-11-23');
    const { problems, outputs } = await compileFixture({}, [notices]);
    expect(problems).toEqual([]);
    expect(outputs.notices).toEqual({ today: '2026-11-23', categories: [], notices: [] });
  });
});

describe('the Atom feed and the iCalendar files, read by real parsers', () => {
  let out: string;
  beforeEach(() => {
    out = mkdtempSync(path.join(tmpdir(), 'notice-feeds-'));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('writes an Atom feed of the newest notices with absolute addresses under the base path', async () => {
    const { board } = await compileNotices('board', '2026-11-23');
    writeNoticeFeeds(out, { siteName: 'Test College', siteUrl: 'https://college.example.org', basePath: '/college', board: board! });
    const feed = parseAtomFeed(readFileSync(path.join(out, 'notices/feed.xml'), 'utf8'));
    expect(feed.title?.value).toBe('Test College: Notices');
    expect(feed.updated).toBe('2026-11-20T00:00:00+05:30');
    expect(feed.links?.find((link) => link.rel === 'self')?.href).toBe('https://college.example.org/college/notices/feed.xml');
    expect(feed.entries?.map((entry) => entry.title?.value)).toEqual([
      'Examination timetable, semester 3',
      'Merit list, first semester',
      'Hostel allotment',
      'Scholarship forms',
      'Annual sports meet; all welcome, families too',
      'Sports day poster',
      "Freshers' social",
      'Old pinned notice',
      'Admission open',
    ]);
    const merit = feed.entries![1];
    expect(merit.id).toBe('https://college.example.org/college/notices/2026-11-18-merit-list');
    expect(merit.links?.[0].href).toBe('https://college.example.org/college/notices/2026-11-18-merit-list');
    expect(merit.categories).toEqual([{ term: 'examinations', label: 'Examinations' }]);
    expect(merit.summary?.value).toBe('The merit list is attached. Collect certificates from the office.');
  });

  it('holds the newest 50 notices', () => {
    const entries: NoticeEntry[] = Array.from({ length: 60 }, (_, index) => {
      const date = new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10);
      return {
        slug: date,
        route: `/notices/${date}`,
        title: `Notice ${index + 1} <&>`,
        date,
        pinned: false,
        sample: false,
        html: '',
        summary: '',
        attachments: [],
        source: 'x',
      };
    });
    const board = noticeBoard(entries, [], '2026-03-15');
    const feed = parseAtomFeed(atomFeed(board.notices, { siteName: 'T', absolute: (route) => `https://t.example${route}`, today: board.today }));
    expect(feed.entries).toHaveLength(50);
    expect(feed.entries![0].title?.value).toBe('Notice 60 <&>');
    expect(feed.entries![49].title?.value).toBe('Notice 11 <&>');
  });

  it('writes one .ics per event and events.ics with all of them, in Asia/Kolkata time', async () => {
    const { board } = await compileNotices('board', '2026-11-23');
    writeNoticeFeeds(out, { siteName: 'Test College', siteUrl: 'https://college.example.org', basePath: '', board: board! });
    const read = (file: string) => {
      const calendar = new ICAL.Component(ICAL.parse(readFileSync(path.join(out, file), 'utf8')));
      for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
      return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    };
    const all = read('notices/events.ics');
    expect(all.map((event) => event.summary)).toEqual(['Annual sports meet; all welcome, families too', "Freshers' social"]);

    const [meet] = read('notices/2026-11-05-sports-meet.ics');
    expect(meet.location).toBe('College playground, Main campus');
    expect(meet.startDate.toJSDate().toISOString()).toBe('2026-12-10T03:30:00.000Z');
    expect(meet.endDate.toJSDate().toISOString()).toBe('2026-12-12T10:30:00.000Z');
    expect(meet.uid).toBe('2026-11-05-sports-meet@college.example.org');
    expect(meet.component.getFirstPropertyValue('url')).toBe('https://college.example.org/notices/2026-11-05-sports-meet');
    expect(meet.description).toContain('The march past opens the meet.');

    const [freshers] = read('notices/2026-08-20-freshers.ics');
    expect(freshers.startDate.isDate).toBe(true);
    expect(freshers.startDate.toString()).toBe('2026-08-29');
    expect(freshers.endDate.toString()).toBe('2026-08-30');
  });
});
