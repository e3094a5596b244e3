import type { PageContextServer } from 'vike/types';
import { readGenerated, readGeneratedEntry } from './readGenerated.ts';

/** Every page's shell (header, menu, footer) reads the same site and navigation data, and the page's own date. */
export function onCreatePageContext(pageContext: PageContextServer): void {
  pageContext.shell = {
    site: readGenerated('site', pageContext),
    navigation: readGenerated('navigation', pageContext),
    lastUpdated: readGeneratedEntry('lastUpdated', pageContext.urlPathname, pageContext),
  };
}
