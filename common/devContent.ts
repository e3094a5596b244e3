import type { GeneratedContent } from './generated.ts';

/**
 * `npm run dev` hands each compile's outputs to the pages here, in memory: the content plugin (loaded with Vite's
 * config) and the pages' server rendering (Vite's module runner) run in one process but load this module twice, so
 * the outputs live on globalThis under a registered symbol rather than in a module variable. An edit to one page
 * of thousands then costs neither writing the pages' JSON nor parsing it back.
 */
const KEY = Symbol.for('college.devContent');

type Holder = { [KEY]?: Partial<GeneratedContent> };

/** Hands the pages a compile's outputs (undefined: they read .generated/ again). */
export function publishDevContent(outputs: Partial<GeneratedContent> | undefined): void {
  (globalThis as Holder)[KEY] = outputs;
}

/** The dev server's latest compiled content; undefined in a build (which reads .generated/) or before the first compile. */
export function devContent(): Partial<GeneratedContent> | undefined {
  return (globalThis as Holder)[KEY];
}
