import type { PageContext } from 'vike/types';

export default function description(pageContext: PageContext): string {
  return pageContext.data?.description ?? pageContext.shell.site.hero.subline;
}
