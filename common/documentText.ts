import type { PdfRecord } from '../scripts/content/derive/pdfRecords.ts';

/**
 * The text of a typed PDF as the document lays it out, page by page: paragraphs in reading order, and the rows of a
 * table kept as rows (scripts/content/facts/textLayout.ts reads it from the PDF).
 */
export type TextBlock = { paragraph: string } | { rows: string[][] };

export interface DocumentText {
  title: string;
  /** The PDF's address (without the base path). */
  url: string;
  bytes: number;
  pages: { page: number; blocks: TextBlock[] }[];
}

/**
 * The text of a typed PDF (one the search index holds text of, not a scan): as laid out where the build read its layout
 * (a PDF a page shows), else each page's text as one paragraph. Undefined for a scan, or a PDF without text.
 */
export function typedText(record: PdfRecord | undefined, layout: DocumentText['pages'] | undefined): DocumentText | undefined {
  if (!record || record.scan || record.pages.every((page) => page === '')) return undefined;
  const pages = layout ?? record.pages.flatMap((text, index) => (text === '' ? [] : [{ page: index + 1, blocks: [{ paragraph: text }] }]));
  return { title: record.title, url: record.url, bytes: record.bytes, pages };
}
