import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { publicUrl } from '../../lib/publicUrl.ts';
import { pagesOf, readSiteHtml } from './htmlFiles.ts';
import type { SiteHtml } from './htmlFiles.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Writes sitemap.xml (every prerendered page, with its last-updated date) and robots.txt pointing to it. */
export function writeSitemap(
  clientDir: string,
  options: { siteUrl: string; basePath: string; lastUpdated: Record<string, string> },
  html: SiteHtml = readSiteHtml(clientDir),
): number {
  const routes = pagesOf(html)
    .filter(({ file }) => file !== '404.html')
    .map(({ route }) => route);
  const urls = routes.map((route) => {
    const lastmod = options.lastUpdated[route];
    const loc = publicUrl(options.siteUrl, options.basePath, route.split('/').map(encodeURIComponent).join('/'));
    return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  writeFileSync(
    path.join(clientDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(path.join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${publicUrl(options.siteUrl, options.basePath, '/sitemap.xml')}\n`);
  return routes.length;
}
