import type { PageContext } from 'vike/types';

/** A page's own title (its content's), unless it is the college's name (the home page): undefined then. */
export function ownTitle(pageContext: PageContext): string | undefined {
  const own = pageContext.data?.title;
  return own && own !== pageContext.shell.site.name ? own : undefined;
}
