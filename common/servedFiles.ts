/**
 * The files the site publishes: PDFs and images, known by their extension. The content compiler then checks each
 * one's bytes (scripts/content/signatures.ts); the editor offers only such files to pick.
 */

/** The kind a file's extension promises, for the formats the site serves; undefined for anything else. */
export function expectedKind(extension: string): string | undefined {
  return { pdf: 'pdf', jpg: 'jpeg', jpeg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp', avif: 'avif', svg: 'svg' }[extension.toLowerCase()];
}

/** Whether the site publishes a file of this name (by its extension). */
export const isServedFile = (name: string): boolean => expectedKind(/\.([^./]+)$/.exec(name)?.[1] ?? '') !== undefined;
