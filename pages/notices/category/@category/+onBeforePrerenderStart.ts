import { readContent } from '../../../../renderer/content.ts';
import { toPrerender } from '../../../../lib/prerenderHandoff.ts';

export function onBeforePrerenderStart(): Promise<string[]> {
  return toPrerender(() => readContent('notices').categories.map((category) => `/notices/category/${category.slug}`));
}
