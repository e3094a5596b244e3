import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publicUrl } from '../../common/publicUrl.ts';
import type { NoticeBoard } from '../../common/noticeBoard.ts';
import { atomFeed } from '../content/derive/noticeFeed.ts';
import { eventCalendar, events } from '../content/derive/noticeCalendar.ts';

/**
 * /notices/feed.xml (Atom), /notices/events.ics (every event) and /notices/<notice>.ics (each event).
 * Written after prerendering because they need absolute addresses: the site URL and BASE_PATH.
 */
export function writeNoticeFeeds(clientDir: string, options: { siteName: string; siteUrl: string; basePath: string; board: NoticeBoard }): number {
  const absolute = (route: string) => publicUrl(options.siteUrl, options.basePath, route);
  const dir = path.join(clientDir, 'notices');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'feed.xml'), atomFeed(options.board.notices, { siteName: options.siteName, absolute, today: options.board.today }));
  const all = events(options.board.notices);
  writeFileSync(path.join(dir, 'events.ics'), eventCalendar(all, { siteName: options.siteName, absolute }));
  for (const event of all)
    writeFileSync(path.join(clientDir, ...event.event.calendar.split('/')), eventCalendar([event], { siteName: options.siteName, absolute }));
  return all.length;
}
