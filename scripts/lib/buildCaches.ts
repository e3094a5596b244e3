import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether this build removes the cache entries it did not use (PRUNE_BUILD_CACHES=true). The deploy workflow keeps
 * node_modules/.cache from one run to the next and sets it, so that the cache holds the current site's entries
 * only instead of every photo the site ever had. Not on by default: builds of different content share one checkout's
 * cache (the fixture site and the live one, side by side in `npm test`), and would remove each other's entries.
 */
export const pruneBuildCaches = (): boolean => process.env.PRUNE_BUILD_CACHES === 'true';

/** Removes every file in `cacheDir` whose name is not in `used` (entries are named by a hash of what they were made from). */
export function pruneCache(cacheDir: string, used: ReadonlySet<string>): number {
  let removed = 0;
  for (const name of readdirSync(cacheDir)) {
    if (used.has(name)) continue;
    rmSync(path.join(cacheDir, name), { force: true });
    removed++;
  }
  return removed;
}
