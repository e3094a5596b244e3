import type { PrerenderContext } from 'vike/types';
import { byCodeUnits } from '../lib/codeUnitOrder.ts';
import { contentCompiled, takenFromCache } from '../lib/prerenderHandoff.ts';

/**
 * Pages are prerendered in the order of the compiler's route table (routes sorted by UTF-16 code unit,
 * scripts/content/context.ts): the build feeds the search index each page as it is prerendered, in that order
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
    prerenderContext: { pageContexts: toRender.map((pageContext) => ({ ...pageContext })).sort(byCodeUnits((pageContext) => pageContext.urlOriginal)) },
  };
}
