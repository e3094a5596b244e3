import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The file a static host serves for a URL path (already stripped of the base path): the file itself, or a
 * folder's index.html. Undefined for anything else, including an undecodable path or one that climbs out
 * of `root`. The preview server and the build's link check both answer with this, so they cannot disagree.
 */
export function staticFile(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const candidate = path.join(root, decoded);
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return undefined;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = path.join(candidate, 'index.html');
  return existsSync(index) && statSync(index).isFile() ? index : undefined;
}
