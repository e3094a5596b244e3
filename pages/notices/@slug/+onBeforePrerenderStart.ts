import { readContent } from '../../../renderer/content.ts';

export function onBeforePrerenderStart(): string[] {
  return readContent('notices').notices.map((notice) => notice.route);
}
