import { readContent } from '../../../../renderer/content.ts';
import { noticeCategoryRoute } from '../../../../common/routes.ts';

export function onBeforePrerenderStart(): string[] {
  return readContent('notices').categories.map((category) => noticeCategoryRoute(category.slug));
}
