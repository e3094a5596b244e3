import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { readGenerated } from '../../../../renderer/readGenerated.ts';
import { byYear } from '../../../../common/noticeBoard.ts';
import { listItem } from '../../../../renderer/components/notices/listItem.ts';

/** One category's notices, newest first, by year. */
export function data(pageContext: PageContextServer) {
  const board = readGenerated('notices', pageContext);
  const category = board.categories.find((known) => known.slug === pageContext.routeParams.category);
  if (!category) throw render(404);
  const notices = board.notices.filter((notice) => notice.category?.slug === category.slug);
  return {
    title: `Notices: ${category.name}`,
    description: `Notices of the college on ${category.name.toLowerCase()}, newest first.`,
    category: category.slug,
    categories: board.categories,
    years: byYear(notices).map(({ year, notices: list }) => ({ year, notices: list.map(listItem) })),
  };
}

export type Data = ReturnType<typeof data>;
