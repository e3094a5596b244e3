import type { PageContext } from 'vike/types';

/** "<page title> | <college>"; the home page carries the college's name alone. */
export default function title(pageContext: PageContext): string {
  const { site } = pageContext.shell;
  const own = pageContext.data?.title;
  return own && own !== site.name ? `${own} | ${site.name}` : site.name;
}
