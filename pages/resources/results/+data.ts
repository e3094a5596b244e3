import type { PageContextServer } from 'vike/types';
import { readGenerated } from '../../../renderer/readGenerated.ts';

export function data(pageContext: PageContextServer) {
  const years = readGenerated('results', pageContext);
  const span = years.length > 0 ? ` from ${years[years.length - 1].year} to ${years[0].year}` : '';
  return {
    title: 'Results',
    description: `University examination results of the college${span}: students who appeared and passed, by subject and programme, with each year's totals.`,
    years,
  };
}

export type Data = ReturnType<typeof data>;
