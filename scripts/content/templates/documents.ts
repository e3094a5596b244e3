import type { Asset, CompileContext, Where } from '../context.ts';
import type { DocumentEntry } from '../schemas/document.ts';
import { fieldName } from '../fieldName.ts';

/** A document ready for a page: what to embed and what the plain link under it says. */
export type CompiledDocument =
  | { title: string; kind: 'file'; file: Asset; /** A shown PDF's pages' addresses on its page: `page` gives #page-1, #page-2… */ anchor?: string }
  | { title: string; kind: 'external'; url: string }
  | { title: string; kind: 'images'; images: { image: Asset; alt: string }[] };

/** Resolves a document's files (reporting missing ones at `where`); undefined when one is missing. */
export function compileDocument(ctx: CompileContext, doc: DocumentEntry, where: Where): CompiledDocument | undefined {
  if (doc.file) {
    const file = ctx.asset(doc.file, { ...where, column: fieldName(['file'], where.column) });
    return file && { title: doc.title, kind: 'file', file };
  }
  if (doc.url) return { title: doc.title, kind: 'external', url: doc.url };
  const images = (doc.images ?? []).map((entry, index) => ({
    image: ctx.asset(entry.file, { ...where, column: fieldName(['images', index, 'file'], where.column) }),
    alt: entry.alt,
  }));
  if (images.some((entry) => !entry.image)) return undefined;
  return { title: doc.title, kind: 'images', images: images as { image: Asset; alt: string }[] };
}
