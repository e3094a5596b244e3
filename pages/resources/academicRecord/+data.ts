import type { PageContextServer } from 'vike/types';
import { readContent } from '../../../renderer/content.ts';

export function data(_pageContext: PageContextServer) {
  return {
    title: 'Academic Record',
    description: 'Rank holders of the college in the university examinations: name, course, year and place.',
    rankHolders: readContent('rankHolders'),
  };
}

export type Data = ReturnType<typeof data>;
