import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { pageContentEntry } from '../../renderer/content.ts';

export function data(pageContext: PageContextServer) {
  const page = pageContentEntry(pageContext, 'pages', pageContext.urlPathname);
  if (!page) throw render(404);
  return page;
}

export type Data = ReturnType<typeof data>;
