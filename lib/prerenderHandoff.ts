/**
 * What the build hands the pages' server code for its prerender (scripts/postbuild/prerenderToMemory.ts): the build's
 * scripts and the pages' server code (Vike's bundle) load this module twice, so it lives on globalThis under a
 * registered symbol, as lib/devContent.ts's outputs do. Unset (the dev server, a prerender of Vike's own), pages are
 * prerendered as Vike always does.
 */
const KEY = Symbol.for('college.prerenderHandoff');

interface PrerenderHandoff {
  /**
   * Settles when the content is compiled: the build starts Vike's prerender as soon as the bundle is made, so that Vike
   * loads its configuration and the pages' code while the content still compiles. Nothing reads the content before it.
   */
  compiled: Promise<void>;
  /** Takes a page's markup from the build's cache and answers true, if what it was rendered from is unchanged. */
  reuse(url: string): boolean;
}

type Holder = { [KEY]?: PrerenderHandoff };

/** Set by the build for its prerender, and unset after it. */
export function publishPrerenderHandoff(handoff: PrerenderHandoff | undefined): void {
  (globalThis as Holder)[KEY] = handoff;
}

/** Waits until the build's content is compiled (at once outside the build): before any page reads it. */
export async function contentCompiled(): Promise<void> {
  await (globalThis as Holder)[KEY]?.compiled;
}

/**
 * Whether the build took the page at `url` from its cache (its markup is unchanged since it was rendered), so that
 * Vike need not render it; always false outside the build.
 */
export function takenFromCache(url: string): boolean {
  return (globalThis as Holder)[KEY]?.reuse(url) ?? false;
}

/**
 * A page's addresses for the prerender (+onBeforePrerenderStart), listed once the content is compiled: without those
 * the build took from its cache, so that Vike neither renders them nor even makes their contexts (at thousands of
 * pages, most of a rebuild's prerender).
 */
export async function toPrerender(list: () => readonly string[]): Promise<string[]> {
  await contentCompiled();
  return list().filter((url) => !takenFromCache(url));
}
