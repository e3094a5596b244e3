import { readContent } from '../../../../renderer/content.ts';

export function onBeforePrerenderStart(): string[] {
  return readContent('notices').categories.map((category) => `/notices/category/${category.slug}`);
}
