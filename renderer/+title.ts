import type { PageContext } from 'vike/types';
import { ownTitle } from './pageTitle.ts';

/** "<page title> | <college>"; the home page carries the college's name alone. */
export default function title(pageContext: PageContext): string {
  const own = ownTitle(pageContext);
  return own ? `${own} | ${pageContext.shell.site.name}` : pageContext.shell.site.name;
}
