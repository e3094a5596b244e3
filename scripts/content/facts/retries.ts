/**
 * A reading or a drawing cut short (too slow, past its memory, its process stopped) may be the machine's doing, not the
 * PDF's: it is not kept, and the next build tries again. After TRIES failures with the same bytes and the same reader
 * (the cache entry's name holds both), the failure is the PDF's own: it is kept, and said at every build, until the
 * PDF or the reader changes. The count lives beside the entry, in `<entry>.tries`.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const TRIES = 3;

/** The file that counts an entry's failed tries, by the entry's name in the cache. */
export const triesFile = (name: string): string => `${name}.tries`;

/** Counts one more failed try of entry `name` in `cacheDir`; answers whether that was the last (the failure is to be kept). */
export function failedTry(cacheDir: string, name: string): boolean {
  const file = path.join(cacheDir, triesFile(name));
  let tries = 0;
  try {
    tries = Number(readFileSync(file, 'utf8')) || 0;
  } catch {
    // None counted yet.
  }
  tries++;
  if (tries >= TRIES) {
    rmSync(file, { force: true });
    return true;
  }
  writeFileSync(file, String(tries));
  return false;
}

/** What the office is told of a failure kept after its last try. */
export const keptAfterTries = (why: string): string => `${why}, ${TRIES} builds in a row`;
