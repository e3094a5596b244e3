import { copyFileSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Publishes the file `from` at `to` as a hard link: the same bytes under a second name, at no cost, for files nothing
 * writes again once made (the drawn pages of documents, the compiled data), so that a build where nothing changed copies
 * none of them. Where a link cannot be made (another disk, a file system without links), the bytes are copied.
 */
export function linkFile(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** Every file under the folder `from`, linked (linkFile) at the same place under `to`. */
export function linkTree(from: string, to: string): void {
  for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    linkFile(file, path.join(to, path.relative(from, file)));
  }
}
