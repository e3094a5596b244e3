import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_LANGUAGE } from '../../common/searchKinds.ts';
import { pdfSearchRecords, type PdfRecord } from '../content/derive/pdfRecords.ts';

/** Pages sent to Pagefind before waiting for its answers. */
const PAGES_AT_ONCE = 50;

/**
 * React writes table cells, a list's terms and descriptions, and elements the site's CSS shows apart (a notice's title
 * and date, two buttons) with nothing between them, and Pagefind ran them together in excerpts and words ("fees1
 * September" indexed as "fees1"). For the index only, a space ends each cell, caption, term and description, a line
 * break each row, and a space goes between an element's end and the next one's start.
 */
const separateCells = (html: string) =>
  html
    .replace(/<\/(td|th|caption|dt|dd)>/gi, '</$1> ')
    .replace(/<\/tr>/gi, '</tr>\n')
    .replace(/(<\/[a-z][a-z0-9]*>)(?=<[a-z])/gi, '$1 ');

/**
 * The text versions that would only find again what the PDF's own records find: those of a PDF a page shows with every
 * page that has text drawn. A word of such a PDF opens the page showing it at that page's picture (pdfSearchRecords),
 * the text one tap away there; its text version indexed as well was a second result for the same page of the same
 * document. A text version stays in the index where it is the way to read the page on a phone: a scan no page shows
 * (a question paper), or a page of a long PDF past the pages drawn.
 */
const textVersionsFoundThroughTheirPdf = (pdfs: readonly PdfRecord[]): Set<string> =>
  new Set(pdfs.flatMap((pdf) => (pdf.textRoute && pdf.shownAt && pdf.shownAt.pages >= lastPageWithText(pdf) ? [pdf.textRoute] : [])));

const lastPageWithText = (pdf: PdfRecord) => pdf.pages.findLastIndex((text) => text !== '') + 1;

/**
 * Writes the Pagefind search index of the given pages (the route table's, but for textVersionsFoundThroughTheirPdf)
 * and of every PDF the site serves (their text page by page, pdfSearchRecords) into <client>/pagefind/. Pagefind's
 * index depends on the order it is given the pages, so they are added in one order, sorted by file, then the PDFs'
 * records in theirs: two builds of the same site write the same index. Pagefind reads each page's
 * <main data-pagefind-body>, its data-pagefind-meta title (renderer/+Head.tsx) and its filters
 * (renderer/search/SearchFilters.tsx).
 */
export async function writeSearchIndex(
  clientDir: string,
  pages: readonly { route: string; file: string; markup: string }[],
  pdfs: readonly PdfRecord[],
): Promise<{ pages: number; pdfs: number }> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: SEARCH_LANGUAGE, excludeSelectors: ['.last-updated'] });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  try {
    // Pagefind handles the pages in the order sent; a batch at a time bounds what waits in its pipe.
    const leftOut = textVersionsFoundThroughTheirPdf(pdfs);
    const sorted = pages.filter(({ route }) => !leftOut.has(route)).sort((a, b) => (a.file < b.file ? -1 : 1));
    for (let at = 0; at < sorted.length; at += PAGES_AT_ONCE) {
      const batch = sorted.slice(at, at + PAGES_AT_ONCE);
      const added = await Promise.all(batch.map(({ file, markup }) => index.addHTMLFile({ sourcePath: file, content: separateCells(markup) })));
      added.forEach((result, n) => failOn(batch[n].file, result));
    }
    // One at a time, in the records' order.
    for (const record of pdfSearchRecords(pdfs)) failOn(record.url, await index.addCustomRecord(record));
    await writeIndexFiles(index, path.join(clientDir, 'pagefind'));
    return { pages: sorted.length, pdfs: pdfs.length };
  } finally {
    await pagefind.close();
  }
}

const failOn = (what: string, { errors }: { errors: string[] }) => {
  if (errors.length > 0) throw new Error(`pagefind: ${what}: ${errors.join('; ')}`);
};

/**
 * Writes an index's files into `outputDir`, taken from Pagefind in memory (getFiles): Pagefind 1.5's writeFiles can
 * answer before its writes reach the disk, and close() then cut a file short (two builds' UI CSS differed).
 */
async function writeIndexFiles(index: pagefind.PagefindIndex, outputDir: string): Promise<void> {
  const built = await index.getFiles();
  if (built.errors.length > 0) throw new Error(`pagefind: ${built.errors.join('; ')}`);
  for (const file of built.files) {
    const target = path.join(outputDir, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
}
