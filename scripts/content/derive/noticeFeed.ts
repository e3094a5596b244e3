/** The notice board as an Atom 1.0 feed (RFC 4287): the newest notices, each linking to its page. Pure. */
import type { Notice } from '../../../common/noticeBoard.ts';
import { NOTICE_FEED_ROUTE, NOTICES_ROUTE } from '../../../common/routes.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Midnight of a notice's day in Asia/Kolkata, as Atom's date-time. */
const atomTime = (date: string) => `${date}T00:00:00+05:30`;

interface FeedOptions {
  /** The site's name: the feed is "<name>: Notices" and its author. */
  siteName: string;
  /** A route's full public address (site URL and base path). */
  absolute: (route: string) => string;
  /** The build day: the feed's date when there is no notice yet. */
  today: string;
  /** How many of the newest notices it holds. */
  limit?: number;
}

export function atomFeed(notices: Notice[], options: FeedOptions): string {
  const newest = notices.slice(0, options.limit ?? 50);
  const entries = newest.map((notice) => {
    const url = escapeXml(options.absolute(notice.route));
    return [
      '  <entry>',
      `    <id>${url}</id>`,
      `    <title>${escapeXml(notice.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url}"/>`,
      `    <updated>${atomTime(notice.date)}</updated>`,
      `    <published>${atomTime(notice.date)}</published>`,
      ...(notice.category ? [`    <category term="${escapeXml(notice.category.slug)}" label="${escapeXml(notice.category.name)}"/>`] : []),
      ...(notice.summary ? [`    <summary>${escapeXml(notice.summary)}</summary>`] : []),
      '  </entry>',
    ].join('\n');
  });
  const home = escapeXml(options.absolute(NOTICES_ROUTE));
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${home}</id>`,
    `  <title>${escapeXml(options.siteName)}: Notices</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(options.absolute(NOTICE_FEED_ROUTE))}"/>`,
    `  <link rel="alternate" type="text/html" href="${home}"/>`,
    `  <updated>${atomTime(newest[0]?.date ?? options.today)}</updated>`,
    `  <author><name>${escapeXml(options.siteName)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
