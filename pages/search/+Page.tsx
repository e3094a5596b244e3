import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { Banner } from '../../renderer/components/Banner.tsx';
import { href } from '../../renderer/href.ts';
import { SEARCH_KINDS } from '../../common/searchKinds.ts';
import { SEARCH_ROUTE, SITEMAP_ROUTE } from '../../common/routes.ts';
import '../../renderer/search/search.css';

/**
 * The search page: a plain GET form (so the address, filters included, can be shared), enhanced by
 * renderer/search/search.ts, which loads the search index only when the visitor searches. The filters are native
 * selects: a keyboard and a screen reader use them as any form field.
 */
export default function Page() {
  const { title, years } = useData<Data>();
  return (
    <>
      <Banner title={title} />
      <div className="page-body">
        <form className="search-form" role="search" action={href(SEARCH_ROUTE)} method="get" data-search>
          <label htmlFor="search-input">Search pages, notices, question papers and documents</label>
          <div className="search-form__row">
            <input id="search-input" name="q" type="search" autoComplete="off" placeholder="e.g. fee structure, ENG-MJ-2, room 12" />
            <button className="button" type="submit">
              Search
            </button>
          </div>
          <fieldset className="search-form__filters">
            <legend>Narrow the results</legend>
            <label>
              Kind
              <select name="kind" defaultValue="">
                <option value="">Everything</option>
                {SEARCH_KINDS.map((kind) => (
                  <option key={kind}>{kind}</option>
                ))}
              </select>
            </label>
            <label>
              Year
              <select name="year" defaultValue="">
                <option value="">Any year</option>
                {years.map((year) => (
                  <option key={year}>{year}</option>
                ))}
              </select>
            </label>
          </fieldset>
        </form>
        <p className="search-status" role="status" aria-live="polite" data-search-status />
        <ol className="search-results" data-search-results />
        <noscript>
          <p>
            Search needs JavaScript. The <a href={href(SITEMAP_ROUTE)}>sitemap</a> lists every page.
          </p>
        </noscript>
      </div>
    </>
  );
}
