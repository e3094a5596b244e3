import type { Asset } from '../scripts/content/context.ts';

/**
 * The smaller, modern-format copies of a content image that the build writes beside it
 * (scripts/images/writeImageVariants.ts) and that Photo offers to browsers in a srcset.
 * Both sides call this one function, so a page never names a file the build did not make.
 */

/** Widths a copy is made at (never wider than the original; the original's own width is always included). */
const WIDTHS = [480, 960, 1600];
/** Formats in the order a <picture> offers them: the smallest first. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Photos and drawings sharp re-encodes; SVG stays as it is and GIF may be animated. */
const RESIZABLE = new Set(['JPG', 'JPEG', 'PNG', 'WEBP']);

export interface ImageVariant {
  /** Address on the site without the base path, beside the original: /files/a/b.960w.webp */
  url: string;
  /** Where the build writes it, relative to the site's /files/ folder: a/b.960w.webp */
  file: string;
  width: number;
  format: VariantFormat;
}

export function imageVariants(asset: Asset): ImageVariant[] {
  if (!RESIZABLE.has(asset.format) || !asset.width) return [];
  const original = asset.width;
  const widths = [...WIDTHS.filter((width) => width < original), Math.min(original, WIDTHS[WIDTHS.length - 1])];
  const urlStem = asset.url.replace(/\.[^./]+$/, '');
  const fileStem = asset.source.replace(/\.[^./]+$/, '');
  return VARIANT_FORMATS.flatMap((format) =>
    [...new Set(widths)].map((width) => ({ url: `${urlStem}.${width}w.${format}`, file: `${fileStem}.${width}w.${format}`, width, format })),
  );
}
