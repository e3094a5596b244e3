/**
 * Site search on /search, without React: Pagefind (its script and index, built into /pagefind/ by the build) starts as
 * the page loads, so that a search waits only for its own files (renderer/search/warm.ts); results are listed as the
 * visitor types, narrowed by the form's kind and year. A PDF's result opens the PDF at the page that matched, and says
 * so: "PDF, 240 KB, page 3".
 */
import { basePath } from '../href.ts';
import { ENTRY_TAG, PAGEFIND } from './warm.ts';

interface ResultData {
  url: string;
  excerpt: string;
  /** A PDF's record carries its size ("240 KB") and the page of the match; a page of the site, only its title. */
  meta: { title?: string; size?: string; page?: string };
}
interface PagefindResult {
  data(): Promise<ResultData>;
}
interface Pagefind {
  options(options: { baseUrl: string; noWorker: boolean; metaCacheTag: string }): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(query: string, options?: { filters?: Record<string, string> }, ms?: number): Promise<{ results: PagefindResult[] } | null>;
}

/** The results shown first: their fragments come in one wave (six at a time over HTTP/1.1), the rest after them. */
const FIRST_RESULTS = 5;
const MAX_RESULTS = 20;

let pagefind: Promise<Pagefind> | undefined;
/**
 * Pagefind, loaded and its index opened (its entry file, metadata and WebAssembly). Without its web worker: the worker
 * would fetch the files itself, where the page's preloads (warm.ts) do not reach, and this index searches in
 * milliseconds on the page's own thread.
 */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= import(/* @vite-ignore */ `${PAGEFIND}pagefind.js`).then(async (module: Pagefind) => {
    await module.options({ baseUrl: `${basePath}/`, noWorker: true, metaCacheTag: ENTRY_TAG });
    await module.init();
    return module;
  });
  // Without a connection: tried again at the next query.
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

function resultItem(result: ResultData): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  const isPdf = /\.pdf(#|$)/i.test(result.url);
  link.href = isPdf ? result.url : result.url.replace(/(.)\/$/, '$1');
  link.textContent = result.meta.title ?? result.url;
  item.append(link);
  // A hit inside a PDF a page shows opens that page at the picture of the page that matched; any other, the PDF.
  if (isPdf) link.target = '_blank';
  if (result.meta.size) {
    const file = document.createElement('span');
    file.className = 'search-results__file';
    file.textContent = ` (${['PDF', result.meta.size, result.meta.page && `page ${result.meta.page}`].filter(Boolean).join(', ')})`;
    item.append(file);
  }
  const excerpt = document.createElement('p');
  // Pagefind escapes the text and marks the matches with <mark>.
  excerpt.innerHTML = result.excerpt;
  item.append(excerpt);
  return item;
}

/** Makes the search form search as the visitor types; answers when Pagefind has loaded (or failed to). */
export function initSearch(form: HTMLFormElement): Promise<unknown> {
  const input = form.querySelector<HTMLInputElement>('input[type="search"]')!;
  const selects = [...form.querySelectorAll<HTMLSelectElement>('select')];
  const status = document.querySelector<HTMLElement>('[data-search-status]')!;
  const list = document.querySelector<HTMLOListElement>('[data-search-results]')!;

  /** The filters chosen: each select's name and value, those left at "any" out. */
  const filters = () => Object.fromEntries(selects.filter((select) => select.value !== '').map((select) => [select.name, select.value]));

  /** Counts the queries run, so that a query's results arriving after a newer query's are dropped. */
  let latest = 0;
  const run = async (query: string) => {
    const mine = ++latest;
    if (!query.trim()) {
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    status.textContent = 'Searching…';
    const search = await loadPagefind().then(
      (module) => module.debouncedSearch(query, { filters: filters() }, 200),
      () => undefined,
    );
    if (search === null || mine !== latest) return; // superseded by a newer query
    if (search === undefined) {
      status.textContent = 'Search needs a connection: try again when the phone is online.';
      return;
    }
    // The first results shown as soon as they come; the count said once all are listed.
    const first = await Promise.all(search.results.slice(0, FIRST_RESULTS).map((result) => result.data()));
    if (mine !== latest) return;
    list.replaceChildren(...first.map(resultItem));
    const rest = await Promise.all(search.results.slice(FIRST_RESULTS, MAX_RESULTS).map((result) => result.data()));
    if (mine !== latest) return;
    list.append(...rest.map(resultItem));
    status.textContent =
      first.length === 0 ? `No results for “${query}”.` : `${search.results.length} result${search.results.length === 1 ? '' : 's'} for “${query}”.`;
  };

  /** The address says what was searched for, so that it can be shared or bookmarked. */
  const remember = () => {
    const url = new URL(location.href);
    url.searchParams.set('q', input.value);
    for (const select of selects) {
      if (select.value) url.searchParams.set(select.name, select.value);
      else url.searchParams.delete(select.name);
    }
    history.replaceState(null, '', url);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    remember();
    void run(input.value);
  });
  input.addEventListener('input', () => void run(input.value));
  for (const select of selects) {
    select.addEventListener('change', () => {
      remember();
      void run(input.value);
    });
  }
  // A query in the address, or what the visitor typed or chose before this script arrived (a slow phone types first).
  const params = new URLSearchParams(location.search);
  for (const select of selects) {
    const chosen = params.get(select.name);
    if (chosen && [...select.options].some((option) => option.value === chosen)) select.value = chosen;
  }
  const initial = params.get('q') || input.value;
  if (initial) {
    input.value = initial;
    void run(initial);
  }
  return loadPagefind();
}
