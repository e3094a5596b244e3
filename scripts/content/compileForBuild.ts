/**
 * The build's content step (scripts/build.ts): compiles the content to .generated/ and answers with what the build
 * prints, as text (every problem with its file and line, or the exception that ended the compile, named here).
 */
import path from 'node:path';
import { compileContent } from './build.ts';
import { CompileCache } from './compileCache.ts';
import { formatReport, formatWarning } from './errors.ts';
import { MarkdownCache } from './loaders/markdown.ts';
import { RenderedMarkdown } from './renderedMarkdown.ts';
import { describeFailure } from '../buildSupport/buildFailure.ts';
import { cacheStep, outputCacheDir } from '../buildSupport/buildCaches.ts';

interface BuildCompileResult {
  warnings: string[];
  /** How many Markdown bodies were rendered, and how many taken from the build's cache (renderedMarkdown.ts). */
  markdown: RenderedMarkdown['counts'];
  /** Why the build must stop: every content problem (file and line), or the exception that ended the compile. */
  failure?: string;
}

/** `code`: the hash of the code (scripts/buildSupport/codeKey.ts) the cache of rendered Markdown is keyed by. */
export async function compileForBuild({ root, contentDir, code }: { root: string; contentDir: string; code: string }): Promise<BuildCompileResult> {
  const rendered = new RenderedMarkdown(path.join(outputCacheDir(root, 'rendered-markdown'), 'rendered.json'), code);
  try {
    const compiled = await compileContent({ root, contentDir, cache: new CompileCache(new MarkdownCache(rendered.render)) });
    cacheStep('keep the rendered Markdown in the cache', () => rendered.save(), undefined);
    return {
      warnings: compiled.warnings.map(formatWarning),
      markdown: rendered.counts,
      ...(compiled.problems.length > 0 ? { failure: formatReport(compiled.problems) } : {}),
    };
  } catch (error) {
    return { warnings: [], markdown: rendered.counts, failure: describeFailure(error, 'compiling the content', root) };
  }
}
