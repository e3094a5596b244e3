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
