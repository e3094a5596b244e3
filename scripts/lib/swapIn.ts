import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';

/**
 * Replaces `target` with the finished folder `staging` by two renames, so readers see the old folder or
 * the new one, never half of either; the old one is deleted afterwards. Used for dist/ and .generated/.
 * `inBackground`: the old folder is deleted by a process of its own, which outlives this one: a site of
 * thousands of pages has tens of thousands of files, and deleting them took a rebuild over half a second.
 */
export function swapIn(staging: string, target: string, { inBackground = false } = {}): void {
  const previous = `${target}.previous-${process.pid}`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, previous);
  renameSync(staging, target);
  if (!existsSync(previous)) return;
  if (!inBackground) return rmSync(previous, { recursive: true, force: true });
  spawn(process.execPath, ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', previous], {
    detached: true,
    stdio: 'ignore',
  }).unref();
}
