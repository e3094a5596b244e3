import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Header } from './shell/Header.tsx';
import { Nav } from './shell/Nav.tsx';
import { Footer } from './shell/Footer.tsx';
import { LastUpdated } from './shell/LastUpdated.tsx';
import { SearchFilters } from './search/SearchFilters.tsx';

/**
 * The shell every page shares: skip link, header, menu, the page, footer. Its CSS (renderer/styles/) is not
 * imported here: +Head.tsx writes it inline (common/criticalCss.ts), so the first paint needs no stylesheet.
 */
export default function Layout({ children }: { children: ReactNode }) {
  const { shell, urlPathname } = usePageContext();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header site={shell.site} />
      <Nav navigation={shell.navigation} current={urlPathname} />
      <main id="main" tabIndex={-1} data-pagefind-body>
        {children}
        <LastUpdated date={shell.lastUpdated} />
        <SearchFilters route={urlPathname} />
      </main>
      <Footer site={shell.site} navigation={shell.navigation} />
    </>
  );
}
