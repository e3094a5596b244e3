import { readContent } from '../../../../renderer/content.ts';
import { toPrerender } from '../../../../lib/prerenderReuse.ts';

export function onBeforePrerenderStart(): string[] {
  return toPrerender(readContent('notices').categories.map((category) => `/notices/category/${category.slug}`));
}
