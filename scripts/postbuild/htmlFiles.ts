import fg from 'fast-glob';
import path from 'node:path';

/**
 * Every HTML file of a built site, relative to its client folder, with the route it answers. The editor's page
 * (admin/) is not one of the site's pages: it is left out of the sitemap, the search, the link check and the headers' page list.
 */
export function htmlFiles(clientDir: string): { file: string; route: string }[] {
  return fg
    .sync('**/*.html', { cwd: clientDir, ignore: ['admin/**'] })
    .sort()
    .map((file) => ({ file, route: file === '404.html' ? '' : `/${path.posix.dirname(file)}`.replace(/\/\.$/, '/').replace(/^\/\.$/, '/') }))
    .map(({ file, route }) => ({ file, route: route === '//' ? '/' : route }));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Undoes the escaping React applies to attribute values. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') return String.fromCodePoint(code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}
