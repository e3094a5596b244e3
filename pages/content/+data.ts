import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { pageContent, pageContentEntry } from '../../renderer/content.ts';
import { documentsWithoutText } from '../../common/documentsWithoutText.ts';

export function data(pageContext: PageContextServer) {
  const page = pageContentEntry(pageContext, 'pages', pageContext.urlPathname);
  if (!page) throw render(404);
  if (page.template !== 'text' || !page.documentsWithoutText) return page;
  return { ...page, documents: documentsWithoutText(pageContent(pageContext, 'pdfSearch')) };
}

export type Data = ReturnType<typeof data>;
