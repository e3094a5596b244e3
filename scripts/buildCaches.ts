import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * The content compiler's and the image step's caches under node_modules/.cache (not the build script's own code).
 * Whether this build removes the cache entries it did not use (PRUNE_BUILD_CACHES=true, set by the deploy workflow,
 * which keeps node_modules/.cache between runs). Not by default: builds of other content share one checkout's cache.
 */
export const pruneBuildCaches = (): boolean => process.env.PRUNE_BUILD_CACHES === 'true';

/** Removes every file in `cacheDir` whose name is not in `used` (entries are named by a hash of what they were made from). */
export function pruneCache(cacheDir: string, used: ReadonlySet<string>): number {
  let removed = 0;
  for (const name of readdirSync(cacheDir)) {
    if (used.has(name)) continue;
    rmSync(path.join(cacheDir, name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}
