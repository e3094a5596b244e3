import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publicUrl } from '../../common/publicUrl.ts';
import type { NoticeBoard } from '../../common/noticeBoard.ts';
import { atomFeed } from '../content/derive/noticeFeed.ts';
import { eventCalendar, events } from '../content/derive/noticeCalendar.ts';
import { EVENTS_CALENDAR_ROUTE, NOTICE_FEED_ROUTE } from '../../common/routes.ts';

/**
 * The notices' Atom feed, the calendar of every event and each event's own calendar, at their routes.
 * Written after prerendering because they need absolute addresses: the site URL and BASE_PATH.
 */
export function writeNoticeFeeds(clientDir: string, options: { siteName: string; siteUrl: string; basePath: string; board: NoticeBoard }): number {
  const absolute = (route: string) => publicUrl(options.siteUrl, options.basePath, route);
  const fileOf = (route: string) => path.join(clientDir, ...route.split('/'));
  mkdirSync(path.dirname(fileOf(NOTICE_FEED_ROUTE)), { recursive: true });
  writeFileSync(fileOf(NOTICE_FEED_ROUTE), atomFeed(options.board.notices, { siteName: options.siteName, absolute, today: options.board.today }));
  const all = events(options.board.notices);
  writeFileSync(fileOf(EVENTS_CALENDAR_ROUTE), eventCalendar(all, { siteName: options.siteName, absolute }));
  for (const event of all) writeFileSync(fileOf(event.event.calendar), eventCalendar([event], { siteName: options.siteName, absolute }));
  return all.length;
}
