/**
 * The size a PDF's page claims, checked before the page is drawn by either of the build's two readers of pages: the
 * pictures for phones (pageDrawer.ts) and the scans read by machine (scanReader.ts). A page is drawn on a canvas whose
 * pixels live outside JavaScript's heap, where no heap limit holds them: a size no paper has (a file saying 5 m) is
 * refused before any canvas is made.
 */

/** The largest side a page may claim, in points: 2 m (A0 is 1.19 m). */
const LARGEST_SIDE = (2000 / 25.4) * 72;

/** A length in points, in metres to a tenth, as the office is told it. */
export const metres = (points: number): string => `${((points / 72) * 0.0254).toFixed(1)} m`;

/** Why page `page`, `width` by `height` points, is too large to draw; undefined when it is not. */
export const tooLargeToDraw = (page: number, width: number, height: number): string | undefined =>
  width > LARGEST_SIDE || height > LARGEST_SIDE ? `page ${page} claims to be ${metres(width)} wide and ${metres(height)} tall` : undefined;

/** Scans are read at this resolution. */
export const READING_DPI = 300;
/**
 * The most pixels a page is read with: an A3 sheet at 300 dpi, about 70 MB as the canvas holds it. A larger page (a
 * poster: A0 at about 106 dpi) is drawn at the resolution that fits, so that a page read never holds gigabytes outside
 * the heap.
 */
const READING_PIXEL_CAP = Math.round((297 / 25.4) * READING_DPI) * Math.round((420 / 25.4) * READING_DPI);

/** How much a page of `width` by `height` points is scaled to be read: 300 dpi, or less for a page above the cap. */
export const readingScale = (width: number, height: number): number => Math.min(READING_DPI / 72, Math.sqrt(READING_PIXEL_CAP / (width * height)));
