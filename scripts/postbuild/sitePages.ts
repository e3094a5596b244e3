import { GENERATED_DIR, type GeneratedContent } from '../../common/generated.ts';
import { BuildFailure } from '../buildSupport/buildFailure.ts';
import type { SiteHtml } from './htmlFiles.ts';

type RouteTable = GeneratedContent['routes'];

/** A page of the built site: its HTML file (relative to the client folder) and markup, and the route it answers. */
type SitePage = { route: string; file: string; markup: string };

/** The one page that answers no route of the table: Vike's error page (pages/_error), served for unknown addresses. */
const NOT_FOUND_FILE = '404.html';

/** The HTML file a route's page is prerendered into. */
const fileOfRoute = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

/**
 * The site's pages, in the route table's order, each with its prerendered markup, plus the not-found page. The table
 * and the prerendered pages must agree both ways, or the sitemap and search would miss a page or list one that is not
 * there: the build fails naming every route without a page and every page without a route.
 */
export function sitePages(table: RouteTable, html: SiteHtml): { routed: SitePage[]; notFound: { file: string; markup: string } } {
  const mismatches: string[] = [];
  const routed: SitePage[] = [];
  const expected = new Set([NOT_FOUND_FILE]);
  for (const [route, { sources }] of Object.entries(table)) {
    const file = fileOfRoute(route);
    expected.add(file);
    const markup = html.get(file);
    if (markup === undefined) {
      const from = sources.length > 0 ? ` (from ${sources.join(', ')})` : '';
      mismatches.push(`${route}: in the route table${from}, but no page was prerendered for it (${file})`);
    } else routed.push({ route, file, markup });
  }
  for (const file of html.keys()) {
    if (!expected.has(file)) mismatches.push(`${file}: a prerendered page that answers no route of the route table`);
  }
  const notFound = html.get(NOT_FOUND_FILE);
  if (notFound === undefined) mismatches.push(`${NOT_FOUND_FILE}: the not-found page (pages/_error) was not prerendered`);
  if (mismatches.length > 0) {
    throw new BuildFailure(
      [
        `The prerendered pages and the compiler's route table (${GENERATED_DIR}/routes.json) disagree:`,
        ...mismatches.map((mismatch) => `  ${mismatch}`),
        'Every page needs its route in the table: a pages/<route>/+Page.tsx folder (scripts/content/facts/pageRoutes.ts)',
        "or a collection's routes (scripts/content/collections/); every route in the table needs a page that renders it.",
      ].join('\n'),
    );
  }
  return { routed, notFound: { file: NOT_FOUND_FILE, markup: notFound! } };
}
