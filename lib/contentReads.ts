/**
 * What a page's hooks read of the compiled content while it was rendered, kept on its context: a compiled file's name
 * (the page depends on all of it), or a name and a key with the entry read (on that entry alone). The build keys each
 * prerendered page by it (scripts/postbuild/prerenderCache.ts).
 */
export interface ContentReads {
  contentReads?: Map<string, unknown>;
}

const SEPARATOR = '\n';

/** Records one read on the page's context: a whole file, or one entry (`key`) and what it held. */
export function contentRead(pageContext: ContentReads, name: string, key?: string, entry?: unknown): void {
  (pageContext.contentReads ??= new Map()).set(key === undefined ? name : `${name}${SEPARATOR}${key}`, entry);
}

/** A recorded read, taken apart again. */
export function parseContentRead(read: string): { name: string; key?: string } {
  const at = read.indexOf(SEPARATOR);
  return at === -1 ? { name: read } : { name: read.slice(0, at), key: read.slice(at + 1) };
}
