import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { readGenerated, readGeneratedEntry } from '../../renderer/readGenerated.ts';
import { documentsWithoutText } from '../../common/documentsWithoutText.ts';

export function data(pageContext: PageContextServer) {
  const page = readGeneratedEntry('pages', pageContext.urlPathname, pageContext);
  if (!page) throw render(404);
  if (page.template !== 'text' || !page.documentsWithoutText) return page;
  return { ...page, documents: documentsWithoutText(readGenerated('pdfSearch', pageContext)) };
}

export type Data = ReturnType<typeof data>;
