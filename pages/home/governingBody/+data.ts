import type { PageContextServer } from 'vike/types';
import { pageContent } from '../../../renderer/content.ts';

export function data(pageContext: PageContextServer) {
  return {
    title: 'Governing Body',
    description: 'The members of the college governing body and their roles.',
    members: pageContent(pageContext, 'governingBody'),
  };
}

export type Data = ReturnType<typeof data>;
