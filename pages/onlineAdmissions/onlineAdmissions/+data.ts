import type { PageContextServer } from 'vike/types';
import { pageContent } from '../../../renderer/content.ts';

export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext, 'admissionForm');
  return { title: content.title, description: content.description, content };
}

export type Data = ReturnType<typeof data>;
