import type { PrerenderContext } from 'vike/types';
import { byFolders } from '../lib/codeUnitOrder.ts';
import { contentCompiled, takenFromCache } from '../lib/prerenderHandoff.ts';

/**
 * Pages are prerendered in the order the search index takes them (a walk through the routes' folders, byFolders): where
 * the build feeds Pagefind each page as it is prerendered, a page waits until those before it in that order are sent
 * (scripts/postbuild/searchIndex.ts), and Vike's own order (pages with a fixed route first) would keep most pages
 * waiting until the prerender ends. Each context is returned as a copy, as Vike's own examples do: Vike reads the
 * returned objects for a deprecated `url` property, a warning on the originals.
 * No page is rendered before the build's content is compiled, and a page of a fixed address that the build took from
 * its cache is left out (lib/prerenderHandoff.ts; the pages of a list of addresses were left out of the list).
 */
export async function onPrerenderStart(prerenderContext: PrerenderContext) {
  await contentCompiled();
  const toRender = prerenderContext.pageContexts.filter((pageContext) => !takenFromCache(pageContext.urlOriginal));
  return {
    prerenderContext: {
      pageContexts: toRender.map((pageContext) => ({ ...pageContext })).sort(byFolders((pageContext) => pageContext.urlOriginal.split('/').filter(Boolean))),
    },
  };
}
