import type { PageContextServer } from 'vike/types';
import { pageContent, pageContentEntry } from './content.ts';

/** Every page's shell (header, menu, footer) reads the same site and navigation data, and the page's own date. */
export function onCreatePageContext(pageContext: PageContextServer): void {
  pageContext.shell = {
    site: pageContent(pageContext, 'site'),
    navigation: pageContent(pageContext, 'navigation'),
    lastUpdated: pageContentEntry(pageContext, 'lastUpdated', pageContext.urlPathname),
  };
}
