import type { Asset } from '../context.ts';
import { svgDataUri } from '../../../common/svgDataUri.ts';

/**
 * Images at most this size travel inside the page as a data: address. A separate request would cost a phone on a
 * slow connection a round trip before the header is complete; a file this small costs less inside the HTML.
 */
const INLINE_LIMIT_BYTES = 2048;

const MEDIA_TYPES: Record<string, string> = {
  SVG: 'image/svg+xml',
  PNG: 'image/png',
  JPG: 'image/jpeg',
  JPEG: 'image/jpeg',
  GIF: 'image/gif',
  WEBP: 'image/webp',
  AVIF: 'image/avif',
};

/** Whether the image is small enough, and of a kind, to travel inside the page: the load stage reads the bytes of those only. */
export function inlinable(asset: Asset): boolean {
  return Object.hasOwn(MEDIA_TYPES, asset.format) && asset.bytes <= INLINE_LIMIT_BYTES;
}

/**
 * The image's bytes as a data: address when it is small enough (renderer/shell/Header.tsx shows the logos from it), else
 * undefined and the page links to the served file. SVG stays text (common/svgDataUri.ts). A data: image cannot run script, and served SVG is already refused when it carries any
 * (scripts/content/signatures.ts). Pure: the caller reads the file (in the load stage).
 */
export function inlineImage(asset: Asset, bytes: Buffer): string | undefined {
  if (!inlinable(asset)) return undefined;
  if (asset.format === 'SVG') return svgDataUri(bytes.toString('utf8'));
  return `data:${MEDIA_TYPES[asset.format]};base64,${bytes.toString('base64')}`;
}
