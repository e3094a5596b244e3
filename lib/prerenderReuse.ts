/**
 * The build hands its cache of prerendered pages (scripts/postbuild/prerenderCache.ts) to the pages' lists of
 * addresses here: the build's scripts and the pages' server code (Vike's bundle) load this module twice, so the cache's
 * answer lives on globalThis under a registered symbol, as lib/devContent.ts's outputs do.
 */
const KEY = Symbol.for('college.prerenderReuse');

/** Takes the page's markup from the cache and answers true, if what it was rendered from is unchanged. */
type Reuse = (url: string) => boolean;

type Holder = { [KEY]?: Reuse };

/** Set by the build for its prerender, and unset after it (undefined: every page is rendered). */
export function publishPrerenderReuse(reuse: Reuse | undefined): void {
  (globalThis as Holder)[KEY] = reuse;
}

/**
 * A page's addresses for the prerender (+onBeforePrerenderStart): without those whose markup the build took from its
 * cache, so that Vike neither renders them nor even makes their contexts (at thousands of pages, most of a rebuild's
 * prerender). The first address stays, whatever the cache holds: Vike warns of a page none of whose addresses it
 * prerendered. In the dev server, and with no cache, every address.
 */
export function toPrerender(urls: readonly string[]): string[] {
  const reuse = (globalThis as Holder)[KEY];
  return reuse ? urls.filter((url, index) => index === 0 || !reuse(url)) : [...urls];
}
