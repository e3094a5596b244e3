import type { AnyCollection } from '../content/collections/collection.ts';
import { compileContent } from '../content/compile.ts';
import { CompileCache } from '../content/compileCache.ts';
import { publishDevContent } from '../../common/devContent.ts';
import type { ContentProblem } from '../content/errors.ts';

interface RecompilerOptions {
  root: string;
  contentDir: string;
  /** For tests: compile only these collections. */
  collections?: readonly AnyCollection[];
  /** The new content is what the pages read; `changed` is undefined for the first compile. */
  compiled(changed: string | undefined): void;
  /** The content has problems: nothing was written, the last good content stays. */
  failed(problems: ContentProblem[], changed: string | undefined): void;
  /** The compiler itself failed (a bug, or a file that vanished while it was read): the last good content stays. */
  crashed(error: unknown, changed: string | undefined): void;
}

/**
 * The dev server's compiles: one at a time, each reusing what the last one parsed (CompileCache), so an edited page
 * costs the parse of that one file (the file watcher says which files changed: `changed`); each good compile's outputs are handed to the pages in memory (devContent), and
 * a compile with problems hands over nothing, so the pages keep the last good content. Changes that arrive during a compile are taken by one more compile after it,
 * not one each: an editor saving several files, or saving twice, costs two compiles at most.
 */
export function contentRecompiler(options: RecompilerOptions): (changed?: string) => Promise<void> {
  const cache = new CompileCache();
  let running: Promise<void> | undefined;
  let waiting: { changed: string | undefined; done: Promise<void> } | undefined;

  const compile = async (changed: string | undefined) => {
    try {
      // Nothing is written: the pages and the data they fetch are served from memory (common/devContent.ts).
      const result = await compileContent({ root: options.root, contentDir: options.contentDir, collections: options.collections, cache, check: true });
      if (result.problems.length > 0) return options.failed(result.problems, changed);
      publishDevContent(result.outputs);
      options.compiled(changed);
    } catch (error) {
      options.crashed(error, changed);
    }
  };

  return (changed?: string) => {
    // Told now, not when the compile starts: a compile running reads it again after this, or its reading is forgotten.
    if (changed) cache.markdown.forget(changed);
    if (!running) {
      running = compile(changed).finally(() => (running = undefined));
      return running;
    }
    if (waiting) {
      waiting.changed = changed;
      return waiting.done;
    }
    const next: { changed: string | undefined; done: Promise<void> } = {
      changed,
      done: running.then(() => {
        waiting = undefined;
        running = compile(next.changed).finally(() => (running = undefined));
        return running;
      }),
    };
    waiting = next;
    return next.done;
  };
}
