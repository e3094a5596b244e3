import { readFileSync } from 'node:fs';
import fg from 'fast-glob';
import path from 'node:path';

/** The route an HTML file answers ('' for the not-found page), from its path relative to the client folder. */
const routeOf = (file: string) => (file === '404.html' ? '' : `/${path.posix.dirname(file)}`.replace(/^\/\.$/, '/'));

/**
 * Every HTML file of a built site, relative to its client folder, with the route it answers; not the editor's page
 * (admin/), which is not one of the site's pages, nor anything under pagefind/.
 */
export function htmlFiles(clientDir: string): { file: string; route: string }[] {
  return fg
    .sync('**/*.html', { cwd: clientDir, ignore: ['admin/**', 'pagefind/**'] })
    .sort()
    .map((file) => ({ file, route: routeOf(file) }));
}

/** Every HTML page of a site, path (relative to the client folder, sorted) to markup. */
export type SiteHtml = ReadonlyMap<string, string>;

/** The site's HTML as it is on disk. */
export function readSiteHtml(clientDir: string): SiteHtml {
  return new Map(htmlFiles(clientDir).map(({ file }) => [file, readFileSync(path.join(clientDir, file), 'utf8')]));
}
