/**
 * The PDFs under the content folder a compile met but gave no work of a kind (a PDF no page shows is never drawn; one
 * no page names is never read), by their cache entries' names, kept in the cache beside that work's entries: the
 * build's plan (scripts/buildSupport/heavyWork.ts) then counts as work only the PDFs that are. Each compile writes the
 * list anew, with those earlier compiles met (builds of other content share one checkout's cache) unless the build
 * prunes its caches.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pruneBuildCaches } from '../../buildCaches.ts';

/** The names a compile remembered in `cacheDir`'s list `list`. */
export function notWork(cacheDir: string, list: string): Set<string> {
  try {
    return new Set(JSON.parse(readFileSync(path.join(cacheDir, list), 'utf8')) as string[]);
  } catch {
    return new Set();
  }
}

/** Remembers `names` in `cacheDir`'s list `list`, written whole at once. */
export function rememberNotWork(cacheDir: string, list: string, names: Iterable<string>): void {
  mkdirSync(cacheDir, { recursive: true });
  const all = new Set([...(pruneBuildCaches() ? [] : notWork(cacheDir, list)), ...names]);
  const file = path.join(cacheDir, list);
  writeFileSync(`${file}.${process.pid}`, JSON.stringify([...all].sort()));
  renameSync(`${file}.${process.pid}`, file);
}
