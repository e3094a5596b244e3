import { readContent } from '../../renderer/content.ts';
import { toPrerender } from '../../lib/prerenderReuse.ts';

export function onBeforePrerenderStart(): string[] {
  return toPrerender(Object.keys(readContent('pages')));
}
