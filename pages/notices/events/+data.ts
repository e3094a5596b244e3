import type { PageContextServer } from 'vike/types';
import { readGenerated } from '../../../renderer/readGenerated.ts';
import { upcomingEvents } from '../../../common/noticeBoard.ts';

/** Events that have not ended on the build day, soonest first. */
export function data(pageContext: PageContextServer) {
  const board = readGenerated('notices', pageContext);
  return {
    title: 'Upcoming events',
    description: 'Events at the college that are coming up, each with a calendar file to add it to a phone or computer calendar.',
    events: upcomingEvents(board.notices, board.today).map(({ route, title, event }) => ({ route, title, event })),
  };
}

export type Data = ReturnType<typeof data>;
