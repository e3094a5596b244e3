import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { decodeEntities, htmlFiles } from './htmlFiles.ts';

export interface BrokenLink {
  /** The HTML file, relative to the client folder. */
  page: string;
  link: string;
  reason: string;
}

const ATTRIBUTE = /<(a|link|img|iframe|script|source)\b[^>]*?\s(href|src|srcset)="([^"]*)"/gi;

/** URLs in an attribute (srcset lists several, each followed by its width). */
function urlsOf(attribute: string, value: string): string[] {
  const decoded = decodeEntities(value);
  if (attribute.toLowerCase() !== 'srcset') return [decoded];
  return decoded.split(',').map((part) => part.trim().split(/\s+/)[0]).filter(Boolean);
}

/**
 * Checks every internal link, image, document and anchor of a built site: each must resolve to a file
 * in the output (the not-found page is not an answer) and each #anchor to an id on its page.
 */
export function checkLinks(clientDir: string, basePath = ''): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const idsCache = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = idsCache.get(file);
    if (!ids) {
      ids = new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => decodeEntities(m[1])));
      idsCache.set(file, ids);
    }
    return ids;
  };
  const resolve = (pathname: string): string | undefined => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const candidate = path.join(clientDir, decoded);
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    const index = path.join(candidate, 'index.html');
    return existsSync(index) ? index : undefined;
  };

  for (const { file } of htmlFiles(clientDir)) {
    const absolute = path.join(clientDir, file);
    const html = readFileSync(absolute, 'utf8');
    for (const [, , attribute, value] of html.matchAll(ATTRIBUTE)) {
      for (const url of urlsOf(attribute, value)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) continue; // another site, mailto:, tel:, data:
        const [withoutHash, hash] = url.split('#', 2) as [string, string | undefined];
        const pathname = withoutHash.split('?')[0];
        let target = absolute;
        if (pathname) {
          if (!pathname.startsWith('/')) {
            broken.push({ page: file, link: url, reason: 'relative link: use an address starting with /' });
            continue;
          }
          if (basePath && !pathname.startsWith(`${basePath}/`) && pathname !== basePath) {
            broken.push({ page: file, link: url, reason: `outside the base path ${basePath}` });
            continue;
          }
          const resolved = resolve(pathname.slice(basePath.length) || '/');
          if (!resolved) {
            broken.push({ page: file, link: url, reason: 'no such page or file in the build' });
            continue;
          }
          target = resolved;
        }
        if (hash && target.endsWith('.html') && !idsOf(target).has(decodeURIComponent(hash))) {
          broken.push({ page: file, link: url, reason: `no element with id "${hash}" on that page` });
        }
      }
    }
  }
  return broken;
}
