/**
 * The process that draws a PDF's pages for phones (started and ended by documentPages.ts, which limits each page's
 * time): each page drawn DRAWN_WIDTH pixels wide by pdf.js (unpdf's renderPageAsImage with @napi-rs/canvas), encoded
 * by sharp as WebP at each width, smaller than its byte budget, into the folder it is given; and the text of every
 * page as it is laid out. A page that claims to be larger than any paper, or that would take more pixels than the
 * cap, is refused before it is drawn. It says when each page starts, so that the time limit is per page.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createIsomorphicCanvasFactory, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { DRAWN_WIDTH, PAGE_WIDTHS } from '../../../common/documentPages.ts';
import { textBlocks, type TextPiece } from './textLayout.ts';
import { metres, tooLargeToDraw } from './pageSize.ts';
import type { TextBlock } from '../../../common/documentText.ts';

export interface DrawRequest {
  file: string;
  /** Where the pictures go: `<page>.<width>.webp`. */
  folder: string;
  /** Pages drawn at most (the first ones). */
  pages: number;
}

export type DrawnMessage =
  /** 0 as the PDF is opened, then each page as its drawing starts. */
  { started: number } | { drawn: { total: number; heights: number[]; text: { page: number; blocks: TextBlock[] }[] } } | { refused: string };

/** The most pixels a page is drawn with: DRAWN_WIDTH wide and three times as tall. */
const PIXEL_CAP = DRAWN_WIDTH * DRAWN_WIDTH * 3;
/** The most bytes a picture may take: 120 KB up to 800 px wide (a 375 px phone at a pixel ratio of 2), twice that above. */
const byteBudget = (width: number) => (width <= 800 ? 120 : 240) * 1024;
const QUALITIES = [70, 55, 40, 25];

const canvasImport = () => import('@napi-rs/canvas');

/** The page's pixels, decoded once for all its widths, on white (a PDF's page may be transparent). */
async function pixelsOf(png: Buffer) {
  return sharp(png).flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
}

async function encode({ data, info }: Awaited<ReturnType<typeof pixelsOf>>, width: number, file: string): Promise<void> {
  for (const quality of QUALITIES) {
    const webp = await sharp(data, { raw: info }).resize({ width }).webp({ quality, effort: 2 }).toBuffer();
    if (webp.length <= byteBudget(width) || quality === QUALITIES.at(-1)) return writeFileSync(file, webp);
  }
}

async function draw({ file, folder, pages }: DrawRequest): Promise<DrawnMessage> {
  process.send!({ started: 0 } satisfies DrawnMessage);
  const pdf = await getDocumentProxy(new Uint8Array(readFileSync(file)), { verbosity: 0, CanvasFactory: await createIsomorphicCanvasFactory(canvasImport) });
  try {
    const text: { page: number; blocks: TextBlock[] }[] = [];
    for (let page = 1; page <= pdf.numPages; page++) {
      // Each page's text within the time limit of its own, not a long PDF's whole text within one.
      process.send!({ started: 0 } satisfies DrawnMessage);
      const blocks = textBlocks((await (await pdf.getPage(page)).getTextContent()).items.flatMap((item): TextPiece[] => ('str' in item ? [item] : [])));
      if (blocks.length > 0) text.push({ page, blocks });
    }
    const heights: number[] = [];
    for (let page = 1; page <= Math.min(pages, pdf.numPages); page++) {
      process.send!({ started: page } satisfies DrawnMessage);
      const { width, height } = (await pdf.getPage(page)).getViewport({ scale: 1 });
      const tooLarge = tooLargeToDraw(page, width, height);
      if (tooLarge) return { refused: tooLarge };
      const drawnHeight = Math.ceil((height * DRAWN_WIDTH) / width);
      if (!(drawnHeight > 0) || DRAWN_WIDTH * drawnHeight > PIXEL_CAP)
        return { refused: `page ${page} is too long and narrow to draw (${metres(width)} by ${metres(height)})` };
      const png = Buffer.from(await renderPageAsImage(pdf, page, { canvasImport, width: DRAWN_WIDTH }));
      const pixels = await pixelsOf(png);
      // sharp encodes on threads of its own: the widths at once use the cores the drawing leaves.
      await Promise.all(PAGE_WIDTHS.map((pictureWidth) => encode(pixels, pictureWidth, path.join(folder, `${page}.${pictureWidth}.webp`))));
      heights.push(Math.round((pixels.info.height * DRAWN_WIDTH) / pixels.info.width));
    }
    return { drawn: { total: pdf.numPages, heights, text } };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

process.on('message', (request: DrawRequest) => {
  draw(request).then(
    (answer) => process.send!(answer),
    (error: unknown) => {
      const name = error instanceof Error ? error.name : '';
      process.send!({
        refused: name === 'PasswordException' ? 'it is protected by a password' : 'it is damaged or not a PDF pdf.js can open',
      } satisfies DrawnMessage);
    },
  );
});
