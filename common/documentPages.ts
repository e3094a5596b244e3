import type { Asset } from '../scripts/content/context.ts';

/**
 * The pictures of a PDF's pages that the build draws (scripts/content/facts/documentPages.ts) and that a page shows
 * where the browser cannot show a PDF inside it (renderer/components/DocumentPages.tsx). Both sides call these, so a
 * page never names a picture the build did not make.
 */

/** Each page is drawn this many pixels wide, then encoded at each of PAGE_WIDTHS (WebP). */
export const DRAWN_WIDTH = 1200;
/** 480 for small screens, 800 for a 375 px phone at a device pixel ratio of 2, 1200 for a ratio of 3. */
export const PAGE_WIDTHS = [480, 800, DRAWN_WIDTH] as const;
/** A longer PDF shows its first pages as pictures and says how many more it holds. */
export const SHOWN_PAGES = 12;

/**
 * Where a frame shows the whole PDF: a desktop-class browser, with a wide screen and a fine pointer that hovers (its PDF
 * viewer on, which the shell's script checks). A phone or a tablet shows the pictures, whatever
 * navigator.pdfViewerEnabled says: Safari on an iPhone shows only a PDF's first page in a frame, and Chrome for Android
 * none. The pictures' HTML (an empty source for this media) and their stylesheet (the frame's space kept, in
 * renderer/components/DocumentPages.css) decide it before the first paint, so nothing is fetched to be thrown away and
 * nothing moves.
 */
export const FRAME_MEDIA = '(min-width: 64rem) and (hover: hover) and (pointer: fine)';

/** What the build drew of a PDF: how many pages it holds, and the height of each page drawn (at DRAWN_WIDTH). */
export interface DrawnPages {
  total: number;
  heights: number[];
}

/** One picture of a page: its address (without the base path), where the build writes it under /files/, its width. */
interface PagePicture {
  url: string;
  file: string;
  width: number;
}

/** The pictures of page `page` (1 for the first) of a PDF, beside it: /files/a/b.pdf gives /files/a/b.page-1.800w.webp. */
export function pagePictures(pdf: Pick<Asset, 'url' | 'source'>, page: number): PagePicture[] {
  const urlStem = pdf.url.replace(/\.[^./]+$/, '');
  const fileStem = pdf.source.replace(/\.[^./]+$/, '');
  return PAGE_WIDTHS.map((width) => ({ url: `${urlStem}.page-${page}.${width}w.webp`, file: `${fileStem}.page-${page}.${width}w.webp`, width }));
}

/** The address of a document's page on the page that shows it: `page-3`, or `<anchor>-3` for a second document there. */
export const pageAnchor = (anchor: string | undefined, page: number) => `${anchor ?? 'page'}-${page}`;
