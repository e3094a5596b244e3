import type { PageContextServer } from 'vike/types';
import { readGenerated } from '../../../renderer/readGenerated.ts';

export function data(pageContext: PageContextServer) {
  const content = readGenerated('admissionForm', pageContext);
  return { title: content.title, description: content.description, content };
}

export type Data = ReturnType<typeof data>;
