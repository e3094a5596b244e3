import { readContent } from '../../renderer/content.ts';

export function onBeforePrerenderStart(): string[] {
  return Object.keys(readContent('pages'));
}
