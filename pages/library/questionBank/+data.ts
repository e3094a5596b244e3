import type { PageContextServer } from 'vike/types';
import { readGenerated } from '../../../renderer/readGenerated.ts';

/** Only the programmes: each programme's folders and files are fetched by the tree when it is opened. */
export function data(pageContext: PageContextServer) {
  const { papers, programmes } = readGenerated('questionBank', pageContext);
  return {
    title: 'Question Bank',
    description: `Previous years' university question papers (${papers} PDFs) by programme, semester, year and subject: ${programmes.map((p) => p.name).join(', ')}.`,
    papers,
    programmes,
  };
}

export type Data = ReturnType<typeof data>;
