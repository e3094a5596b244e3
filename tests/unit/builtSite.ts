import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { generatedDirFor } from '../../common/generated.ts';

/** Every file under a folder, relative to it, sorted. */
export const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

/** Pagefind's filter index: its filter files, and the metadata and entry files naming them by their hash. */
export const isPagefindFilterIndex = (file: string) => /(^|\/)(filter\/[^/]+\.pf_filter|pagefind\.[^/]+\.pf_meta|pagefind-entry\.json)$/.test(file);

/**
 * The files of two built sites that one of them lacks or that differ in a byte, Pagefind's filter index aside: Pagefind
 * writes it from hash maps, in a byte order of its own each run, so those files (and the metadata and entry files naming
 * them by their hash) hold the same filters in other bytes from build to build.
 */
export function differences(first: string, second: string): string[] {
  const files = filesUnder(first).filter((file) => !isPagefindFilterIndex(file));
  const others = new Set(filesUnder(second).filter((file) => !isPagefindFilterIndex(file)));
  return [
    ...files.filter((file) => !others.has(file) || !readFileSync(path.join(first, file)).equals(readFileSync(path.join(second, file)))),
    ...[...others].filter((file) => !files.includes(file)),
  ];
}

/** Removes what a test's build into `dist` left: the folder and its compiled content. */
export function removeBuild(root: string, dist: string): void {
  rmSync(dist, { recursive: true, force: true });
  rmSync(path.join(root, generatedDirFor(dist)), { recursive: true, force: true });
}
