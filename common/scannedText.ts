import type { PdfRecord } from '../scripts/content/derive/pdfRecords.ts';

/** A scan's text as read by machine, page by page in paragraphs, with the scan it came from. */
export interface ScannedText {
  title: string;
  /** The scan's address (without the base path). */
  url: string;
  bytes: number;
  pages: { page: number; paragraphs: string[] }[];
}

/** The text of a scan read by machine, or undefined for a PDF that is not one (or of which nothing was read). */
export function scannedText(record: PdfRecord | undefined): ScannedText | undefined {
  if (!record?.scan || record.scan.read.length === 0) return undefined;
  const pages = record.scan.read.map((page) => ({ page, paragraphs: record.pages[page - 1].split(/\n{2,}/).filter(Boolean) }));
  return { title: record.title, url: record.url, bytes: record.bytes, pages };
}
