import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CompileContext } from '../context.ts';
import { closest } from '../suggest.ts';

/** The route the office most likely meant: without a trailing slash, in other capitals, or a typo away. */
export function nearRoute(ctx: CompileContext, route: string): string | undefined {
  const known = [...ctx.routes];
  const trimmed = route.length > 1 ? route.replace(/\/+$/, '') : route;
  if (trimmed !== route && ctx.routes.has(trimmed)) return trimmed;
  return known.find((candidate) => candidate.toLowerCase() === trimmed.toLowerCase()) ?? closest(trimmed, known);
}

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Checks every link and picture written in the text of pages and notices, as the build's link check will, but before
 * anything is built and with the file and line: a page of this site (and a heading on it, where its
 * headings are known), a content file under /files/ (which is then published), or a file of public/.
 * Runs once every collection has added its routes.
 */
export function checkPageLinks(ctx: CompileContext): void {
  for (const { file, route, links } of ctx.pageLinks) {
    for (const { href, line } of links) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue; // another site, mailto:, tel:
      const [beforeHash, hash] = href.split('#', 2) as [string, string | undefined];
      const pathname = decode(beforeHash.split('?')[0]);
      const where = { file, line };
      if (pathname !== '' && !pathname.startsWith('/')) {
        ctx.problems.add({
          ...where,
          expected: 'a link starting with / (an address of this site) or https://',
          found: href,
          hint: 'write the full address of the page, e.g. /home/missionVision',
        });
        continue;
      }
      if (pathname.startsWith('/files/')) {
        ctx.asset(pathname.slice('/files/'.length), where);
        continue;
      }
      if (pathname !== '' && existsSync(path.join(ctx.root, 'public', pathname)) && pathname !== '/') continue;
      const target = pathname === '' ? route : pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
      if (!ctx.routes.has(target)) {
        const near = nearRoute(ctx, target);
        ctx.problems.add({
          ...where,
          expected: 'a link to a page of this site',
          found: href,
          hint: near ? `did you mean ${near}?` : 'correct the address, or add the page first',
        });
        continue;
      }
      const ids = ctx.anchors.get(target);
      if (hash && ids && !ids.has(decode(hash))) {
        ctx.problems.add({
          ...where,
          expected: `a heading of ${target} (#id)`,
          found: `#${hash}`,
          hint: ids.size > 0 ? `its headings are ${[...ids].map((id) => `#${id}`).join(', ')}` : 'that page has no headings to link to',
        });
      }
    }
  }
}
