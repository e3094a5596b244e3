import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_DIR, generatedDirFor } from '../../shared/generated.ts';

/**
 * The folder of the cache that belongs to one build's output, the rendered Markdown: node_modules/.cache/<name> with
 * the suffix of the compiled content's folder (shared/generated.ts), so that builds of other content into other folders
 * (the fixture site's, a test's) neither use nor replace the site's.
 */
export const outputCacheDir = (root: string, name: 'rendered-markdown', generatedDir = GENERATED_DIR): string =>
  path.join(root, 'node_modules/.cache', `${name}${generatedDir.replace(/^\.generated/, '')}`);

/** Empties the caches of one build's output (a build with DIST_DIR `distDir`): for a bench's cold build, or after a test's. */
export function emptyOutputCaches(root: string, distDir: string): void {
  rmSync(outputCacheDir(root, 'rendered-markdown', generatedDirFor(distDir)), { recursive: true, force: true });
}

/**
 * Runs one step of a cache (reading or writing it): a cache that cannot be read or written (a full disk, a file another
 * program changed) is said as a warning, and the build goes on as without it; it never stops a build.
 */
export function cacheStep<T>(what: string, run: () => T, otherwise: T): T {
  try {
    return run();
  } catch (error) {
    console.warn(`warning: could not ${what} (${error instanceof Error ? error.message : String(error)}); the build goes on without it`);
    return otherwise;
  }
}

/**
 * Whether this build removes the cache entries it did not use (PRUNE_BUILD_CACHES=true, set by the deploy workflow,
 * which keeps node_modules/.cache between runs). Not by default: builds of other content share one checkout's cache.
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
