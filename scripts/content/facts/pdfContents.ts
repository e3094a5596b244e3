/**
 * What a PDF holds, read in a bounded process of the PDF worker (pdfWorker.ts): its text, page by page, and the pages
 * without text that paint a picture, which a machine reads (a scan's pages, or the scanned pages of a document with a
 * typed cover). A page with neither text nor picture is blank, and nothing reads it.
 */
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { isAdobeOnlyForm, openPdf, type PDFDocumentProxy } from './pdfOpen.ts';
import { afterOpening } from './pdfRefusals.ts';

/** What a PDF gave of its text, one entry per page ('' for a page without text), and its pages to read by machine; or why none. */
export type PdfContents = { pages: string[]; pictured: number[]; form?: 'xfa' } | { unreadable: string; unfinished?: true };

/** Whitespace as one space: what the index needs of a page, a tenth of the bytes of pdf.js's layout. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

const PICTURES = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject, OPS.paintImageXObjectRepeat]);
const TEXT = new Set<number>([OPS.showText, OPS.showSpacedText, OPS.nextLineShowText, OPS.nextLineSetSpacingShowText]);

/** Whether a page paints a picture. */
async function hasPicture(pdf: PDFDocumentProxy, pageNumber: number): Promise<boolean> {
  const { fnArray } = await (await pdf.getPage(pageNumber)).getOperatorList();
  return fnArray.some((op) => PICTURES.has(op));
}

/** Whether a page paints text or a picture: such a page drawn white all over was drawn wrong. */
export async function paintsSomething(pdf: PDFDocumentProxy, pageNumber: number): Promise<boolean> {
  const { fnArray } = await (await pdf.getPage(pageNumber)).getOperatorList();
  return fnArray.some((op) => PICTURES.has(op) || TEXT.has(op));
}

/** Reads `file`, naming each step as it starts it (`step`), so that the time limit is per page. */
export async function readPdfContents(file: string, step: (what: string) => void): Promise<PdfContents> {
  step('opening it');
  const pdf = await openPdf(file);
  try {
    return await afterOpening(() => contentsOf(pdf, step));
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** The text of every page of an open PDF, and its pages without text that paint a picture. */
async function contentsOf(pdf: PDFDocumentProxy, step: (what: string) => void): Promise<PdfContents> {
  const pages: string[] = [];
  for (let page = 1; page <= pdf.numPages; page++) {
    step(`reading the text of page ${page}`);
    const { items } = await (await pdf.getPage(page)).getTextContent();
    pages.push(plain(items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('')));
  }
  const pictured: number[] = [];
  for (const [index, text] of pages.entries()) {
    if (text !== '') continue;
    step(`looking at page ${index + 1}`);
    if (await hasPicture(pdf, index + 1)) pictured.push(index + 1);
  }
  return { pages, pictured, ...((await isAdobeOnlyForm(pdf)) && { form: 'xfa' as const }) };
}
