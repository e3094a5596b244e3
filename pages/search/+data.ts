import type { PageContextServer } from 'vike/types';
import { readGenerated } from '../../renderer/readGenerated.ts';

/** The search page, with the years its year filter offers: those of the notices and the PDFs, newest first. */
export function data(pageContext: PageContextServer) {
  const years = new Set<string>();
  for (const notice of readGenerated('notices', pageContext).notices) years.add(notice.date.slice(0, 4));
  for (const record of readGenerated('pdfSearch', pageContext)) if (record.year) years.add(record.year);
  return {
    title: 'Search',
    description: 'Search every page of the college website, the notices, the question papers and the text of the documents.',
    years: [...years].sort().reverse(),
  };
}

export type Data = ReturnType<typeof data>;
