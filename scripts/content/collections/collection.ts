import type { CompileContext } from '../context.ts';

/** One kind of content: loads its files, validates them, derives what it can. */
export interface Collection<T> {
  /** The name of its JSON in .generated/ (and its key in GeneratedContent). */
  name: string;
  /** Returns the compiled data, or undefined after adding problems to ctx. */
  compile(ctx: CompileContext): T | undefined | Promise<T | undefined>;
}

export function defineCollection<T>(collection: Collection<T>): Collection<T> {
  return collection;
}
