import { usePageContext } from 'vike-react/usePageContext';
import { themeBootScript } from '../common/themeBootScript.ts';
import { basePath, href } from './href.ts';
import { publicUrl } from '../common/publicUrl.ts';
import { collegeJsonLd } from './shell/collegeJsonLd.ts';
import { shellCss } from '../common/criticalCss.ts';
import { favicon } from './shell/favicon.ts';
import { THEME_COLOR } from '../common/themeColor.ts';
import { ownTitle } from './pageTitle.ts';
import { NOTICE_FEED_ROUTE, WEB_APP_MANIFEST_ROUTE } from '../common/routes.ts';

/**
 * Head tags every page shares. The theme script must run before the first paint; the CSS is inline (hashed in the
 * CSP by common/inlineCode.ts): the shell's, then an empty element the build replaces with the page CSS blocks the page
 * can use (scripts/postbuild/pageCss.ts). In `npm run dev` Vite brings every CSS file, and the element stays empty.
 */
export default function Head() {
  const pageContext = usePageContext();
  const { shell, urlPathname, is404 } = pageContext;
  // Search results are titled as the browser's tab is: Pagefind would take the first heading, which sections of one
  // page share ("Non-Teaching Staff" for the office's list and the library's). Pagefind takes a `key:value` meta from
  // any element; it goes on the canonical link, the page's own address (a <meta> needs a name, which has none to give).
  const searchTitle = ownTitle(pageContext);
  const { site } = shell;
  const canonical = is404 ? undefined : publicUrl(site.url, basePath, urlPathname);
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
      <style dangerouslySetInnerHTML={{ __html: shellCss }} />
      <style data-page-css="" />
      <meta name="color-scheme" content="light dark" />
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="icon" href={favicon} type="image/svg+xml" />
      <link rel="manifest" href={href(WEB_APP_MANIFEST_ROUTE)} />
      <link rel="alternate" type="application/atom+xml" title={`${site.name}: Notices`} href={href(NOTICE_FEED_ROUTE)} />
      {canonical ? (
        <link rel="canonical" href={canonical} data-pagefind-meta={searchTitle ? `title:${searchTitle}` : undefined} />
      ) : (
        <meta name="robots" content="noindex" />
      )}
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:image" content={publicUrl(site.url, basePath, site.logos[0].image.url)} />
      <meta name="twitter:card" content="summary" />
      {urlPathname === '/' && !is404 ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: collegeJsonLd(site, publicUrl(site.url, basePath, '/')) }} />
      ) : null}
    </>
  );
}
