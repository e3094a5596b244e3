import { readContent } from '../../../renderer/content.ts';
import { toPrerender } from '../../../lib/prerenderReuse.ts';

export function onBeforePrerenderStart(): string[] {
  return toPrerender(readContent('notices').notices.map((notice) => notice.route));
}
