import type { PdfRecord } from '../scripts/content/derive/pdfRecords.ts';

/** The site's PDFs, and those with no text a screen reader or search can read (scans, or files that cannot be read). */
export interface DocumentsWithoutText {
  total: number;
  withoutText: { title: string; url: string; bytes: number }[];
}

export function documentsWithoutText(records: readonly PdfRecord[]): DocumentsWithoutText {
  return {
    total: records.length,
    withoutText: records.filter((record) => record.pages.every((page) => page === '')).map(({ title, url, bytes }) => ({ title, url, bytes })),
  };
}
