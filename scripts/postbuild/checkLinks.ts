import { readFileSync } from 'node:fs';
import path from 'node:path';
import { staticFile } from '../buildSupport/staticFile.ts';
import { decodeEntities } from '../../common/htmlEntities.ts';

/** A link that resolves to nothing, on its page (the HTML file, relative to the client folder). */
type BrokenLink = { page: string; link: string; reason: string };

/** Attributes whose value is one URL (HTML's URL-valued attributes; data-* are the site's own and never URLs). */
const SINGLE_URL = new Set(['href', 'src', 'poster', 'action', 'formaction', 'cite', 'data', 'background', 'longdesc', 'manifest', 'xlink:href']);
/** Attributes whose value is a list of image candidates ("url 960w, url 1280w"). */
const CANDIDATE_LIST = new Set(['srcset', 'imagesrcset']);

/** A tag and its attributes; a script or style element whole, since its body is code, not markup. */
const TAG = /<(script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>[\s\S]*?<\/\1\s*>|<([a-z][a-z0-9-]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Each URL in a srcset-style list: the candidates are split by commas, each URL followed by its descriptor. */
export function candidateUrls(value: string): string[] {
  const urls: string[] = [];
  let rest = value;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '');
    if (!rest) return urls;
    const url = rest.match(/^\S+/)![0];
    rest = rest.slice(url.length);
    urls.push(url.replace(/,+$/, ''));
    // A URL ending in a comma has no descriptor; otherwise skip the descriptor up to the next candidate.
    if (!url.endsWith(',')) {
      const comma = rest.indexOf(',');
      rest = comma === -1 ? '' : rest.slice(comma + 1);
    }
  }
}

/** Every URL a page's markup refers to, from every URL-bearing attribute of every tag, entities decoded. */
export function urlsInHtml(html: string): string[] {
  const urls: string[] = [];
  for (const [, , rawTextAttributes, , attributes] of html.matchAll(TAG)) urls.push(...urlsInAttributes(rawTextAttributes ?? attributes));
  return urls;
}

/** The URLs one tag's attributes hold. */
function urlsInAttributes(attributes: string): string[] {
  const urls: string[] = [];
  for (const [, rawName, double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
    const name = rawName.toLowerCase();
    if (!SINGLE_URL.has(name) && !CANDIDATE_LIST.has(name)) continue;
    const value = double ?? single ?? bare;
    if (value === undefined) continue;
    const decoded = decodeEntities(value);
    if (SINGLE_URL.has(name)) urls.push(decoded.trim());
    else urls.push(...candidateUrls(decoded));
  }
  return urls;
}

/**
 * Checks every internal link, image, document and anchor of the given pages: each must resolve to a file in the output
 * as the preview server would answer it (the not-found page is not an answer), and each #anchor to an id on its page.
 */
export function checkLinks(clientDir: string, basePath: string, pages: readonly { file: string; markup: string }[]): BrokenLink[] {
  // Every page links to the same menu and footer: what is looked up once is kept.
  const markupOf = new Map(pages.map(({ file, markup }) => [file, markup]));
  const idsCache = new Map<string, Set<string>>();
  const idsOf = (target: string) => {
    let ids = idsCache.get(target);
    if (!ids) {
      const markup = markupOf.get(path.relative(clientDir, target).split(path.sep).join('/')) ?? readFileSync(target, 'utf8');
      ids = new Set([...markup.matchAll(/\sid="([^"]+)"/g)].map((m) => decodeEntities(m[1])));
      idsCache.set(target, ids);
    }
    return ids;
  };
  // Each address is looked up on disk once, not once per page.
  const resolvedCache = new Map<string, string | undefined>();
  const resolve = (pathname: string) => {
    if (!resolvedCache.has(pathname)) resolvedCache.set(pathname, staticFile(clientDir, pathname));
    return resolvedCache.get(pathname);
  };

  return pages.flatMap(({ file, markup }) => {
    const broken: BrokenLink[] = [];
    const absolute = path.join(clientDir, file);
    for (const url of urlsInHtml(markup)) {
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
      if (hash && target.endsWith('.html') && !idsOf(target).has(safeDecode(hash))) {
        broken.push({ page: file, link: url, reason: `no element with id "${hash}" on that page` });
      }
    }
    return broken;
  });
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
