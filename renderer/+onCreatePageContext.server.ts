import type { PageContextServer } from 'vike/types';
import { readContent } from './content.ts';

/** Every page's shell (header, menu, footer) reads the same site and navigation data. */
export function onCreatePageContext(pageContext: PageContextServer): void {
  pageContext.shell = { site: readContent('site'), navigation: readContent('navigation'), lastUpdated: readContent('lastUpdated') };
}
