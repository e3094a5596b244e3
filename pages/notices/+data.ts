import type { PageContextServer } from 'vike/types';
import { readGenerated } from '../../renderer/readGenerated.ts';
import { byYear } from '../../common/noticeBoard.ts';
import { listItem } from '../../renderer/components/notices/listItem.ts';

/** Every notice, newest first, by year; expired ones stay, marked closed. */
export function data(pageContext: PageContextServer) {
  const board = readGenerated('notices', pageContext);
  return {
    title: 'Notices',
    description: 'Every notice of the college, newest first: admissions, examinations, results, events, scholarships.',
    categories: board.categories,
    years: byYear(board.notices).map(({ year, notices }) => ({ year, notices: notices.map(listItem) })),
  };
}

export type Data = ReturnType<typeof data>;
