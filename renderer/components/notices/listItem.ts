import type { Notice } from '../../../common/noticeBoard.ts';

/** What a list of notices shows of each: kept small, since every list page embeds its items in the HTML. */
export interface NoticeListItem {
  route: string;
  title: string;
  date: string;
  category?: { name: string; slug: string };
  closed: boolean;
  isNew: boolean;
  pinned: boolean;
}

export function listItem(notice: Notice): NoticeListItem {
  const { route, title, date, category, closed, isNew, pinned } = notice;
  return { route, title, date, category, closed, isNew, pinned };
}
