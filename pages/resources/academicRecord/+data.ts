import type { PageContextServer } from 'vike/types';
import { readGenerated } from '../../../renderer/readGenerated.ts';

export function data(pageContext: PageContextServer) {
  return {
    title: 'Academic Record',
    description: 'Rank holders of the college in the university examinations: name, course, year and place.',
    rankHolders: readGenerated('rankHolders', pageContext),
  };
}

export type Data = ReturnType<typeof data>;
