import { readGenerated } from '../../../renderer/readGenerated.ts';

export function onBeforePrerenderStart(): string[] {
  return readGenerated('notices').notices.map((notice) => notice.route);
}
