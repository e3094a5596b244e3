import type { PageContextServer } from 'vike/types';
import { readGenerated } from '../../../renderer/readGenerated.ts';

export function data(pageContext: PageContextServer) {
  return {
    title: 'Governing Body',
    description: 'The members of the college governing body and their roles.',
    members: readGenerated('governingBody', pageContext),
  };
}

export type Data = ReturnType<typeof data>;
