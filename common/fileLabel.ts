import type { Asset } from '../scripts/content/context.ts';

/** "240 KB", "1.2 MB": a file's size as links and search results say it. */
export function fileSize(bytes: number): string {
  const kb = bytes / 1024;
  return kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(kb))} KB`;
}

/** "PDF, 240 KB": what every download link says about its file. */
export function fileLabel(asset: Pick<Asset, 'format' | 'bytes'>): string {
  return `${asset.format}, ${fileSize(asset.bytes)}`;
}
