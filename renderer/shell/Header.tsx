import { href } from '../href.ts';
import type { GeneratedContent } from '../../scripts/content/generated.ts';
import { ThemeToggle } from './ThemeToggle.tsx';

export function Header({ site }: { site: GeneratedContent['site'] }) {
  const [crest, emblem] = site.logos;
  return (
    <header className="site-header" id="top">
      <a className="site-header__brand" href={href('/')}>
        <img src={href(crest.image.url)} alt={crest.alt} width={64} height={64} />
        <span className="site-header__text">
          <span className="site-header__name">{site.name}</span>
          <span className="site-header__note">{site.headerNote}</span>
          <span className="site-header__address">{site.address.join(', ')}</span>
        </span>
      </a>
      <img className="site-header__emblem" src={href(emblem.image.url)} alt={emblem.alt} width={64} height={64} />
      <ThemeToggle />
    </header>
  );
}
