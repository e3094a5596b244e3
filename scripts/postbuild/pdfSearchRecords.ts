/**
 * The search index's records of the site's PDFs (Pagefind's custom records): one per page of a PDF that has text, so
 * that a result opens the PDF at the page that matched (#page=N) and says which; one holding the title alone for a PDF
 * without text (a scan), which can then still be found by its name. Each carries the filters the search page offers
 * (kind, year) and what a result shows beside the excerpt (size, page).
 */
import type { CustomRecord } from 'pagefind';
import type { PdfRecord } from '../content/derive/pdfRecords.ts';
import { fileSize } from '../../lib/fileLabel.ts';

export function pdfSearchRecords(records: readonly PdfRecord[]): CustomRecord[] {
  return records.flatMap((record) => {
    const filters = { kind: [record.kind], ...(record.year && { year: [record.year] }) };
    const meta = { title: record.title, size: fileSize(record.bytes) };
    const pages = record.pages.map((text, index) => ({ text, page: index + 1 })).filter(({ text }) => text !== '');
    if (pages.length === 0) return [{ url: record.url, content: record.title, language: 'en', meta, filters }];
    return pages.map(({ text, page }) => ({
      url: `${record.url}#page=${page}`,
      // The title is searched once, with the first page that has text: a word of it finds the PDF, not each page.
      content: page === pages[0].page ? `${record.title}. ${text}` : text,
      language: 'en',
      meta: { ...meta, page: String(page) },
      filters,
    }));
  });
}
