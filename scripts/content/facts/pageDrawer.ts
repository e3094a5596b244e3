/**
 * A PDF's pages drawn for phones, in a bounded process of the PDF worker (pdfWorker.ts; documentPages.ts sends the
 * work and limits each step's time and the process's memory): each page drawn DRAWN_WIDTH pixels wide by pdf.js
 * (pdfOpen.ts), encoded by sharp as WebP at each width (a page of typed matter losslessly in four greys), smaller than
 * its byte budget, into the folder it is given; and
 * the text of every page as it is laid out. A page that claims to be larger than any paper, or that would take more
 * pixels than the cap, is refused before it is drawn; so is a form made for Adobe Reader alone (XFA), whose pages show
 * other readers "Please wait...", and a page drawn blank where the PDF paints something. It names each step as it
 * starts it, so that the time limit is per page.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DRAWN_WIDTH, PAGE_WIDTHS } from '../../../common/documentPages.ts';
import { textBlocks, type TextPiece } from './textLayout.ts';
import { metres, tooLargeToDraw } from './pageSize.ts';
import { drawPage, isAdobeOnlyForm, openPdf, type PDFDocumentProxy } from './pdfOpen.ts';
import { paintsSomething } from './pdfContents.ts';
import { afterOpening, XFA_REFUSAL } from './pdfRefusals.ts';
import type { TextBlock } from '../../../common/documentText.ts';

export interface DrawRequest {
  file: string;
  /** Where the pictures go: `<page>.<width>.webp`. */
  folder: string;
  /** Pages drawn at most (the first ones). */
  pages: number;
}

export type DrawnAnswer =
  | { drawn: { total: number; heights: number[]; text: { page: number; blocks: TextBlock[] }[] } }
  /** Why not; `unfinished` when it failed part-way (pdfRefusals.ts), which the next build tries again. */
  | { refused: string; unfinished?: true };

/** The most pixels a page is drawn with: DRAWN_WIDTH wide and three times as tall. */
const PIXEL_CAP = DRAWN_WIDTH * DRAWN_WIDTH * 3;
/** The most bytes a picture may take: 120 KB up to 800 px wide (a 375 px phone at a pixel ratio of 2), twice that above. */
const byteBudget = (width: number) => (width <= 800 ? 120 : 240) * 1024;
const QUALITIES = [70, 55, 40, 25];

/** The page's pixels, decoded once for all its widths, on white (a PDF's page may be transparent). */
async function pixelsOf(png: Buffer) {
  return sharp(png).flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
}

/**
 * Whether a page is typed matter: no colour (each pixel's channels within a few levels of each other) and mostly paper
 * (three pixels in four near white: a dense examination routine has seven in eight, a photograph far fewer). Drawn in
 * four greys, losslessly, such a page reads as sharply as in full and weighs a sixth: a real-sized examination
 * routine's first picture for a phone takes about 12 KB so, against 84 KB as a photograph's WebP, which a first view on a
 * 2G link cannot afford.
 */
function typedMatter({ data, info }: Awaited<ReturnType<typeof pixelsOf>>): boolean {
  let paper = 0;
  for (let index = 0; index < data.length; index += info.channels) {
    const [red, green, blue] = [data[index], data[index + 1], data[index + 2]];
    if (Math.max(red, green, blue) - Math.min(red, green, blue) > 16) return false;
    if (red > 230) paper++;
  }
  return paper * 4 >= info.width * info.height * 3;
}

/** The greys a page of typed matter is drawn in. */
const TYPED_GREYS = 4;

/** Each width's picture: the lightest of the WebPs tried within its byte budget (four greys first for typed matter), else the last tried. */
async function encode(pixels: Awaited<ReturnType<typeof pixelsOf>>, width: number, file: string, typed: boolean): Promise<void> {
  const resized = () => sharp(pixels.data, { raw: pixels.info }).resize({ width });
  let best: Buffer | undefined;
  if (typed) {
    // Each grey to the nearest of four evenly spaced: WebP's lossless encoder then keeps a palette of four.
    const { data, info } = await resized().greyscale().raw().toBuffer({ resolveWithObject: true });
    const step = 255 / (TYPED_GREYS - 1);
    for (let index = 0; index < data.length; index++) data[index] = Math.round(Math.round(data[index] / step) * step);
    best = await sharp(data, { raw: info }).webp({ lossless: true, effort: 1 }).toBuffer();
  }
  for (const quality of QUALITIES) {
    const webp = await resized().webp({ quality, effort: 2 }).toBuffer();
    if (!best || webp.length < best.length) best = webp;
    if (best.length <= byteBudget(width)) break;
  }
  writeFileSync(file, best!);
}

/** Whether a page drawn as `pixels` is white all over: below one dark pixel in ten thousand. */
function blank({ data, info }: Awaited<ReturnType<typeof pixelsOf>>): boolean {
  let dark = 0;
  for (let index = 0; index < data.length; index += info.channels) if (data[index] + data[index + 1] + data[index + 2] < 3 * 200) dark++;
  return dark * 10_000 < info.width * info.height;
}

/** Draws the first `pages` pages of `file` into `folder`, naming each step as it starts it. */
export async function drawDocument({ file, folder, pages }: DrawRequest, step: (what: string) => void): Promise<DrawnAnswer> {
  step('opening it');
  const pdf = await openPdf(file);
  try {
    return await afterOpening(() => drawOpen(pdf, folder, pages, step));
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** Draws the first `pages` pages of an open PDF into `folder`: its answer, or why it refuses. */
async function drawOpen(pdf: PDFDocumentProxy, folder: string, pages: number, step: (what: string) => void): Promise<DrawnAnswer> {
  if (await isAdobeOnlyForm(pdf)) return { refused: XFA_REFUSAL };
  const text: { page: number; blocks: TextBlock[] }[] = [];
  for (let page = 1; page <= pdf.numPages; page++) {
    // Each page's text within the time limit of its own, not a long PDF's whole text within one.
    step(`reading the text of page ${page}`);
    const blocks = textBlocks((await (await pdf.getPage(page)).getTextContent()).items.flatMap((item): TextPiece[] => ('str' in item ? [item] : [])));
    if (blocks.length > 0) text.push({ page, blocks });
  }
  const heights: number[] = [];
  for (let page = 1; page <= Math.min(pages, pdf.numPages); page++) {
    step(`drawing page ${page}`);
    const { width, height } = (await pdf.getPage(page)).getViewport({ scale: 1 });
    const tooLarge = tooLargeToDraw(page, width, height);
    if (tooLarge) return { refused: tooLarge };
    const drawnHeight = Math.ceil((height * DRAWN_WIDTH) / width);
    if (!(drawnHeight > 0) || DRAWN_WIDTH * drawnHeight > PIXEL_CAP)
      return { refused: `page ${page} is too long and narrow to draw (${metres(width)} by ${metres(height)})` };
    const pixels = await pixelsOf(await drawPage(pdf, page, DRAWN_WIDTH / width));
    // A page drawn white where the PDF paints text or a picture: a reader would show ink, so the phone must not be shown a blank sheet.
    if (blank(pixels) && (await paintsSomething(pdf, page)))
      return { refused: `page ${page} came out blank, though it holds text or a picture: save the PDF again from the program that made it` };
    // sharp encodes on threads of its own: the widths at once use the cores the drawing leaves.
    const typed = typedMatter(pixels);
    await Promise.all(PAGE_WIDTHS.map((pictureWidth) => encode(pixels, pictureWidth, path.join(folder, `${page}.${pictureWidth}.webp`), typed)));
    heights.push(Math.round((pixels.info.height * DRAWN_WIDTH) / pixels.info.width));
  }
  return { drawn: { total: pdf.numPages, heights, text } };
}
