/**
 * Pagefind's files asked for before the visitor searches. On a 2G link every request waits a round trip of about
 * 800 ms, and Pagefind alone asks for its files one after another (its script, then its entry file, then its metadata
 * and WebAssembly, then the index chunk and fragments of a query): six waits in a row after Enter. Asked for early,
 * only the query's own files (two waves) remain after Enter.
 */
import { basePath } from '../href.ts';
import { SEARCH_LANGUAGE } from '../../common/searchKinds.ts';

/** Pagefind's bundle, written into /pagefind/ by the build (scripts/postbuild/searchIndex.ts). */
export const PAGEFIND = `${basePath}/pagefind/`;

/**
 * The tag Pagefind adds to its entry file's address on this page (its documented `metaCacheTag` option): new on each
 * page, so the entry file is never an old build's, and known before Pagefind starts, so the entry can be asked for at
 * once. The address itself, `pagefind-entry.json?ts=<tag>`, is Pagefind's own naming, not its API: were it to change,
 * the preload would go unused (tests/e2e/search-slow-link.spec.ts counts the requests of each file).
 */
export const ENTRY_TAG = String(Date.now());

const hint = (rel: 'modulepreload' | 'preload' | 'prefetch', file: string, as?: string) => {
  const link = Object.assign(document.createElement('link'), { rel, href: `${PAGEFIND}${file}` });
  if (as) link.as = as;
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  document.head.append(link);
};

/**
 * Pagefind's WebAssembly, its largest file (72 KB, two thirds of what a first search fetches): `wasm.<language>.pagefind`
 * is Pagefind's naming, not its API, with the language the build sets (scripts/postbuild/searchIndex.ts).
 */
const WASM = `wasm.${SEARCH_LANGUAGE}.pagefind`;

/**
 * The search page, as it loads: Pagefind's script, its entry file and its WebAssembly in one wave. Pagefind, started by
 * the search script (search.ts), takes them from there and asks for its metadata, which the entry names.
 */
export function preloadSearch(): void {
  hint('modulepreload', 'pagefind.js');
  hint('preload', `pagefind-entry.json?ts=${ENTRY_TAG}`, 'fetch');
  hint('preload', WASM, 'fetch');
}

/**
 * Any other page, when its header's search link is focused or pointed at: Pagefind's script and WebAssembly prefetched
 * for the search page that follows, which a prefetch outlives. The search page's entry file names the metadata.
 */
let prefetched = false;
export function prefetchSearch(): void {
  if (prefetched) return;
  prefetched = true;
  hint('prefetch', 'pagefind.js');
  hint('prefetch', WASM);
}
