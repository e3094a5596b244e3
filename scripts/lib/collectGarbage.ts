import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Collects the heap's garbage now, once (a full collection). V8 collects when the heap reaches a limit it sets from
 * what was live at its last full collection, and the prerender leaves hundreds of megabytes for it at once: each page's
 * markup with its inline CSS, once written. Without this, the steps that follow grew the heap by as much again before
 * V8 collected, and made the build's peak. V8 lends its `gc` function to a new context once the flag is set (as Jest's
 * leak detector does); the flag changes nothing else.
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
