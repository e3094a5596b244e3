import type { PageContextServer } from 'vike/types';
import { pageContent } from '../../../renderer/content.ts';

export function data(pageContext: PageContextServer) {
  return {
    title: 'Academic Record',
    description: 'Rank holders of the college in the university examinations: name, course, year and place.',
    rankHolders: pageContent(pageContext, 'rankHolders'),
  };
}

export type Data = ReturnType<typeof data>;
