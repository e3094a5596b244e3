import type { Asset } from '../scripts/content/context.ts';

/** "PDF, 240 KB": what every download link says about its file. */
export function fileLabel(asset: Pick<Asset, 'format' | 'bytes'>): string {
  const kb = asset.bytes / 1024;
  const size = kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(kb))} KB`;
  return `${asset.format}, ${size}`;
}
