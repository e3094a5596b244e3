/**
 * The build's content step, run in a worker thread (scripts/build.ts) alongside the bundle: compiles the content to
 * .generated/ and answers with what the build prints, as text (a problem's or an exception's class and fields do not
 * cross to the main thread; the messages are written here, where they still can name the file).
 */
import { compileContent } from './build.ts';
import { formatReport, formatWarning } from './errors.ts';
import { describeFailure } from '../lib/buildFailure.ts';

interface BuildCompileResult {
  warnings: string[];
  /** Why the build must stop: every content problem (file and line), or the exception that ended the compile. */
  failure?: string;
}

export async function compileForBuild({ root, contentDir }: { root: string; contentDir: string }): Promise<BuildCompileResult> {
  try {
    const compiled = await compileContent({ root, contentDir });
    return {
      warnings: compiled.warnings.map(formatWarning),
      ...(compiled.problems.length > 0 ? { failure: formatReport(compiled.problems) } : {}),
    };
  } catch (error) {
    return { warnings: [], failure: describeFailure(error, 'compiling the content', root) };
  }
}
