import { readContent } from '../../renderer/content.ts';
import { toPrerender } from '../../lib/prerenderHandoff.ts';

export function onBeforePrerenderStart(): Promise<string[]> {
  return toPrerender(() => Object.keys(readContent('pages')));
}
