import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { publicUrl } from '../../common/publicUrl.ts';
import { SITEMAP_XML_ROUTE } from '../../common/routes.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Writes sitemap.xml (every route of the compiler's route table, each with its last-updated date) and robots.txt
 * pointing to it. The build has checked that each route has its page (sitePages.ts).
 */
export function writeSitemap(
  clientDir: string,
  options: { siteUrl: string; basePath: string; lastUpdated: Record<string, string> },
  routes: readonly string[],
): number {
  const urls = routes.map((route) => {
    const lastmod = options.lastUpdated[route];
    const loc = publicUrl(options.siteUrl, options.basePath, route.split('/').map(encodeURIComponent).join('/'));
    return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  writeFileSync(
    path.join(clientDir, ...SITEMAP_XML_ROUTE.split('/')),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(path.join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${publicUrl(options.siteUrl, options.basePath, SITEMAP_XML_ROUTE)}\n`);
  return routes.length;
}
