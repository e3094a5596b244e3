import type { PdfRecord } from '../scripts/content/derive/pdfRecords.ts';

type Listed = { title: string; url: string; bytes: number };

/**
 * The site's PDFs; those that are scans read by machine (their text may hold mistakes); and those with no text a screen
 * reader or search can read (scans no machine could read, or files that cannot be read).
 */
export interface DocumentsWithoutText {
  total: number;
  readByMachine: (Listed & { textRoute?: string })[];
  withoutText: Listed[];
}

export function documentsWithoutText(records: readonly PdfRecord[]): DocumentsWithoutText {
  const listed = ({ title, url, bytes }: PdfRecord): Listed => ({ title, url, bytes });
  return {
    total: records.length,
    readByMachine: records
      .filter((record) => record.scan && record.scan.read.length > 0)
      .map((record) => ({ ...listed(record), ...(record.textRoute && { textRoute: record.textRoute }) })),
    withoutText: records.filter((record) => record.pages.every((page) => page === '')).map(listed),
  };
}
