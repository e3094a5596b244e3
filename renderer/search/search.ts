/**
 * Site search on /search, without React: on the first query it loads Pagefind's script and index
 * (built into /pagefind/ by the build), then lists results as the visitor types.
 */
import { basePath } from '../href.ts';

interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta: { title?: string; where?: string } }>;
}
interface Pagefind {
  options(options: { baseUrl: string }): Promise<void>;
  debouncedSearch(query: string, options?: object, ms?: number): Promise<{ results: PagefindResult[] } | null>;
}

let pagefind: Promise<Pagefind> | undefined;
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= import(/* @vite-ignore */ `${basePath}/pagefind/pagefind.js`).then(async (module: Pagefind) => {
    await module.options({ baseUrl: `${basePath}/` });
    return module;
  });
  return pagefind;
}

function resultItem(result: { url: string; excerpt: string; meta: { title?: string; where?: string } }): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  const isPdf = /\.pdf$/i.test(result.url);
  link.href = isPdf ? result.url : result.url.replace(/(.)\/$/, '$1');
  link.textContent = result.meta.title ?? result.url;
  if (isPdf) link.target = '_blank';
  const excerpt = document.createElement('p');
  // Pagefind escapes the page text and marks the matches with <mark>.
  excerpt.innerHTML = result.excerpt;
  item.append(link, excerpt);
  return item;
}

export function initSearch(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type="search"]')!;
  const status = document.querySelector<HTMLElement>('[data-search-status]')!;
  const list = document.querySelector<HTMLOListElement>('[data-search-results]')!;

  const run = async (query: string) => {
    if (!query.trim()) {
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    status.textContent = 'Searching…';
    const search = await (await loadPagefind()).debouncedSearch(query, {}, 200);
    if (!search) return; // superseded by a newer query
    const results = await Promise.all(search.results.slice(0, 20).map((result) => result.data()));
    list.replaceChildren(...results.map(resultItem));
    status.textContent =
      results.length === 0 ? `No results for “${query}”.` : `${search.results.length} result${search.results.length === 1 ? '' : 's'} for “${query}”.`;
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const url = new URL(location.href);
    url.searchParams.set('q', input.value);
    history.replaceState(null, '', url);
    void run(input.value);
  });
  input.addEventListener('input', () => void run(input.value));
  // A query in the address, or what the visitor typed before this script arrived (a slow phone types first).
  const initial = new URLSearchParams(location.search).get('q') || input.value;
  if (initial) {
    input.value = initial;
    void run(initial);
  }
}
