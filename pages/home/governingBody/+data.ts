import type { PageContextServer } from 'vike/types';
import { readContent } from '../../../renderer/content.ts';

export function data(_pageContext: PageContextServer) {
  return {
    title: 'Governing Body',
    description: 'The members of the college governing body and their roles.',
    members: readContent('governingBody'),
  };
}

export type Data = ReturnType<typeof data>;
