import { readGenerated } from '../../../../renderer/readGenerated.ts';
import { noticeCategoryRoute } from '../../../../common/routes.ts';

export function onBeforePrerenderStart(): string[] {
  return readGenerated('notices').categories.map((category) => noticeCategoryRoute(category.slug));
}
