import type { z } from 'zod';
import type { CompileContext } from '../context.ts';
import type { DocumentPageSchema } from '../schemas/page.ts';
import type { MadePage, PageSource, WhereIn } from './template.ts';
import { compileDocument, type CompiledDocument } from './documents.ts';

type DocumentPage = Omit<z.output<typeof DocumentPageSchema>, 'documents'> & { documents: CompiledDocument[] };

/** Resolves each document's file (a missing one is a problem at its line). */
export function compileDocumentPage(
  ctx: CompileContext,
  page: z.output<typeof DocumentPageSchema>,
  source: PageSource,
  where: WhereIn,
): MadePage<DocumentPage>[] | undefined {
  const documents = page.documents.map((doc, index) => compileDocument(ctx, doc, where(['documents', index])));
  if (documents.some((doc) => !doc)) return undefined;
  return [{ route: source.route, page: { ...page, documents: documents as CompiledDocument[] } }];
}
