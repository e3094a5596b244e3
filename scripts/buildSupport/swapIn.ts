import { existsSync, renameSync, rmSync } from 'node:fs';

/**
 * Replaces `target` with the finished folder `staging` by two renames, so readers see the old folder or
 * the new one, never half of either; the old one is deleted afterwards. Used for dist/ and .generated/.
 */
export function swapIn(staging: string, target: string): void {
  const previous = `${target}.previous-${process.pid}`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, previous);
  renameSync(staging, target);
  rmSync(previous, { recursive: true, force: true });
}
