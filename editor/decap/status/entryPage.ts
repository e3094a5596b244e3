/**
 * A published change's own page on the site, from the files its commit changed: a notice's (/notices/<its date and
 * title as the compiler makes them an address, accents and other scripts included>) or a Markdown page's (its path under pages/), as the content compiler gives them their addresses
 * (common/routes.ts); a change of no such file (settings, a sheet, a gallery) links the home page. `site` is the site's
 * address with its base path, ending in a slash.
 */
import { contentPageRoute, noticeRoute } from '../../../common/routes.ts';
import { noticeSlug, splitDatedName } from '../../../scripts/content/derive/noticeFiles.ts';
import type { PageFolders } from '../entryCheck.ts';

function routeOf(file: string, contentPath: string, folders: PageFolders): string | undefined {
  if (!file.startsWith(`${contentPath}/`) || !file.endsWith('.md')) return undefined;
  const inContent = file.slice(contentPath.length + 1);
  if (inContent.startsWith(`${folders.notices}/`)) {
    const dated = splitDatedName(inContent.slice(inContent.lastIndexOf('/') + 1));
    return dated.ok ? noticeRoute(noticeSlug(dated.date, dated.rest)) : undefined;
  }
  if (inContent.startsWith(`${folders.pages}/`)) return contentPageRoute(inContent.slice(folders.pages.length + 1));
  return undefined;
}

export function entryPage(site: string, files: string[], contentPath: string, folders: PageFolders | undefined): string {
  const route = folders && files.map((file) => routeOf(file, contentPath, folders)).find(Boolean);
  return route ? new URL(route.slice(1), site).href : site;
}
