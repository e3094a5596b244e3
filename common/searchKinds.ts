/** The kinds of search result the search page can narrow to, in the order it offers them: the values of the index's "kind" filter. */
export const SEARCH_KINDS = ['Pages', 'Notices', 'Question papers', 'Documents'] as const;

/** The language the search index is built in; Pagefind names its WebAssembly after it. */
export const SEARCH_LANGUAGE = 'en';

export type SearchKind = (typeof SEARCH_KINDS)[number];
