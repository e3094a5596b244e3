/**
 * The one way the build opens a PDF and draws one of its pages: pdf.js itself (pdfjs-dist, its build for Node), given
 * its own decoders for every kind of image a PDF may hold (JPEG 2000 and JBIG2/CCITT through its WebAssembly
 * decoders, CMYK through its colour profiles), its fonts and its character maps, so that a page is drawn as a PDF
 * reader draws it. Pages are drawn on canvases of @napi-rs/canvas, whose pixels live outside JavaScript's heap: each is
 * emptied once drawn. Opening, reading and drawing run in the bounded processes of the PDF worker (pdfWorker.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { installedVersion } from './installedVersion.ts';

export type { PDFDocumentProxy };

const PDFJS = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
/** What a cache key names of the reader: a new pdf.js reads and draws every PDF again. */
export const PDF_READER = `pdfjs-dist-${installedVersion('pdfjs-dist')}+@napi-rs/canvas-${installedVersion('@napi-rs/canvas')}`;

/** Opens `file` (its path) with pdf.js and everything it needs to draw any page. */
export function openPdf(file: string): Promise<PDFDocumentProxy> {
  return getDocument({
    data: new Uint8Array(readFileSync(file)),
    // pdf.js keeps its notes on odd files to itself: what matters reaches the office as a warning.
    verbosity: 0,
    wasmUrl: `${PDFJS}/wasm/`,
    iccUrl: `${PDFJS}/iccs/`,
    standardFontDataUrl: `${PDFJS}/standard_fonts/`,
    cMapUrl: `${PDFJS}/cmaps/`,
  }).promise;
}

/** Page `page` drawn `scale` times its size in points, on white, as PNG. */
export async function drawPage(pdf: PDFDocumentProxy, page: number, scale: number): Promise<Buffer> {
  const drawn = await pdf.getPage(page);
  const viewport = drawn.getViewport({ scale });
  const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
  try {
    await drawn.render({ canvas: canvas as never, viewport, background: '#ffffff' }).promise;
    return await canvas.encode('png');
  } finally {
    canvas.width = canvas.height = 0;
    drawn.cleanup();
  }
}

/** Whether the PDF is a form made for Adobe Reader alone (XFA), whose pages hold what other readers show: "Please wait...". */
export async function isAdobeOnlyForm(pdf: PDFDocumentProxy): Promise<boolean> {
  const { info } = (await pdf.getMetadata()) as { info: { IsXFAPresent?: boolean } };
  return info.IsXFAPresent === true;
}
