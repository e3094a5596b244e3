import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { Banner } from '../../renderer/components/Banner.tsx';
import { href } from '../../renderer/href.ts';
import '../../renderer/search/search.css';

/**
 * The search page: a plain GET form (so the address can be shared), enhanced by renderer/search/search.ts,
 * which loads the search index only when the visitor searches.
 */
export default function Page() {
  const { title } = useData<Data>();
  return (
    <>
      <Banner title={title} />
      <div className="page-body">
        <form className="search-form" role="search" action={href('/search')} method="get" data-search>
          <label htmlFor="search-input">Search pages and question papers</label>
          <div className="search-form__row">
            <input id="search-input" name="q" type="search" autoComplete="off" placeholder="e.g. fee structure, sociology 2023" />
            <button className="button" type="submit">
              Search
            </button>
          </div>
        </form>
        <p className="search-status" role="status" aria-live="polite" data-search-status />
        <ol className="search-results" data-search-results />
        <noscript>
          <p>
            Search needs JavaScript. The <a href={href('/sitemap')}>sitemap</a> lists every page.
          </p>
        </noscript>
      </div>
    </>
  );
}
