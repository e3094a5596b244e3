import { readGenerated } from '../../renderer/readGenerated.ts';

export function onBeforePrerenderStart(): string[] {
  return Object.keys(readGenerated('pages'));
}
