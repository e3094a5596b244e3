/**
 * The build step that makes the responsive copies Photo offers (common/imageVariants.ts
 * decides which): AVIF and WebP at a few widths, written beside each original under /files/.
 * Encoded copies are cached by the original's content, so a rebuild only encodes new or changed photos.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Asset } from '../content/context.ts';
import { FileFailure } from '../buildSupport/buildFailure.ts';
import { pruneBuildCaches, pruneCache } from '../buildCaches.ts';
import { imageVariants, type ImageVariant } from '../../common/imageVariants.ts';

/** Encoder settings; changing them changes every cache key, so old copies are never reused by mistake. */
const ENCODE = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
} as const;

interface VariantReport {
  written: number;
  encoded: number;
  milliseconds: number;
}

/**
 * Writes every variant of every image asset into `filesDir` (the site's /files/ folder).
 * contentDir is where the originals are; cacheDir keeps encoded copies between builds.
 */
export async function writeImageVariants(assets: Asset[], contentDir: string, filesDir: string, cacheDir: string): Promise<VariantReport> {
  const started = performance.now();
  mkdirSync(cacheDir, { recursive: true });
  const jobs = assets.flatMap((asset) => {
    const variants = imageVariants(asset);
    if (variants.length === 0) return [];
    const original = path.join(contentDir, ...asset.source.split('/'));
    const hash = createHash('sha1').update(readFileSync(original)).update(JSON.stringify(ENCODE)).digest('hex').slice(0, 16);
    return variants.map((variant) => ({ variant, original, cached: path.join(cacheDir, `${hash}-${variant.width}.${variant.format}`) }));
  });

  let encoded = 0;
  // Two photos with the same bytes share their cached copies: each copy is encoded once, and the second waits for it.
  const encoding = new Map<string, Promise<void>>();
  const cachedCopy = (job: (typeof jobs)[number]) => {
    let pending = encoding.get(job.cached);
    if (!pending) {
      pending = existsSync(job.cached)
        ? Promise.resolve()
        : encode(job.original, job.variant, job.cached).then(
            () => void encoded++,
            (error: unknown) => {
              throw new FileFailure(job.original, error);
            },
          );
      encoding.set(job.cached, pending);
    }
    return pending;
  };
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      await cachedCopy(job);
      const target = path.join(filesDir, ...job.variant.file.split('/'));
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(job.cached, target);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  if (pruneBuildCaches()) pruneCache(cacheDir, new Set(jobs.map((job) => path.basename(job.cached))));
  return { written: jobs.length, encoded, milliseconds: Math.round(performance.now() - started) };
}

async function encode(original: string, variant: ImageVariant, cached: string): Promise<void> {
  const pipeline = sharp(original).rotate().resize({ width: variant.width, withoutEnlargement: true });
  const output = variant.format === 'avif' ? pipeline.avif(ENCODE.avif) : pipeline.webp(ENCODE.webp);
  // Write to a temporary name first: an interrupted build never leaves half a file in the cache.
  const partial = `${cached}.${process.pid}.partial`;
  await output.toFile(partial);
  renameSync(partial, cached);
}
