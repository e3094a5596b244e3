import type { PageContextServer } from 'vike/types';
import { readContent } from '../../../renderer/content.ts';

export function data(_pageContext: PageContextServer) {
  const content = readContent('admissionForm');
  return { title: content.title, description: content.description, content };
}

export type Data = ReturnType<typeof data>;
