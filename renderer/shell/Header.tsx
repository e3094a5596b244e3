import { href } from '../href.ts';
import type { GeneratedContent } from '../../common/generated.ts';
import { ThemeToggle } from './ThemeToggle.tsx';
import { SEARCH_ROUTE } from '../../common/routes.ts';

/** The college's header. Small logos come inline (scripts/content/derive/inlineImage.ts): no request before the header is whole. */
export function Header({ site }: { site: GeneratedContent['site'] }) {
  const [crest, emblem] = site.logos;
  return (
    <header className="site-header" id="top">
      <a className="site-header__brand" href={href('/')}>
        <img src={crest.inline ?? href(crest.image.url)} alt={crest.alt} width={64} height={64} />
        <span className="site-header__text">
          <span className="site-header__name">{site.name}</span>
          <span className="site-header__note">{site.headerNote}</span>
          <span className="site-header__address">{site.address.join(', ')}</span>
        </span>
      </a>
      <img className="site-header__emblem" src={emblem.inline ?? href(emblem.image.url)} alt={emblem.alt} width={64} height={64} />
      <a className="header-search" href={href(SEARCH_ROUTE)} aria-label="Search the site">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" fill="currentColor" />
        </svg>
      </a>
      <ThemeToggle />
    </header>
  );
}
