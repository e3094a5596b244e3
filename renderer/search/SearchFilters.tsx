/**
 * What the search page's filters know of a page: its kind (a notice, or another page of the site) and, for a notice,
 * its year. Written for the search index only: empty, hidden elements that Pagefind reads as filters
 * (data-pagefind-filter="name:value"). The PDFs get theirs from the build (scripts/postbuild/searchIndex.ts).
 */

import type { SearchKind } from '../../common/searchKinds.ts';

const NOTICES: SearchKind = 'Notices';
const PAGES: SearchKind = 'Pages';

/** A notice's address starts with its date: /notices/2026-11-20-sports-day. */
const NOTICE = /^\/notices\/((?:19|20)\d\d)-\d\d-\d\d-/;

export function SearchFilters({ route }: { route: string }) {
  const notice = NOTICE.exec(route);
  return notice ? (
    <>
      <span hidden data-pagefind-filter={`kind:${NOTICES}`} />
      <span hidden data-pagefind-filter={`year:${notice[1]}`} />
    </>
  ) : (
    <span hidden data-pagefind-filter={`kind:${PAGES}`} />
  );
}
