/**
 * The build's content step (scripts/buildSteps.ts): compiles the content to .generated/ and answers with what the build
 * prints, as text (every problem with its file and line, or the exception that ended the compile, named here).
 */
import { compileContent } from './compile.ts';
import { formatReport, formatWarning, warningInWords } from './errors.ts';
import type { BuildInfo } from '../../common/buildInfo.ts';
import { describeFailure } from '../buildSupport/buildFailure.ts';

interface BuildCompileResult {
  warnings: string[];
  /** The same warnings, each with its place and its message apart, for the site's build.json. */
  warningsInWords: BuildInfo['warnings'];
  /** What the office should know that is not wrong (each scan read by machine, and how sure the reader was). */
  notes: string[];
  /** Why the build must stop: every content problem (file and line), or the exception that ended the compile. */
  failure?: string;
}

// Imported when the content step's process starts (scripts/buildSteps.ts), which the unused-exports check does not see.
// ts-unused-exports:disable-next-line
export async function compileForBuild({ root, contentDir }: { root: string; contentDir: string }): Promise<BuildCompileResult> {
  try {
    const compiled = await compileContent({ root, contentDir });
    return {
      warnings: compiled.warnings.map(formatWarning),
      warningsInWords: compiled.warnings.map(warningInWords),
      notes: compiled.notes.map((note) => `note: ${note}`),
      ...(compiled.problems.length > 0 ? { failure: formatReport(compiled.problems) } : {}),
    };
  } catch (error) {
    return { warnings: [], warningsInWords: [], notes: [], failure: describeFailure(error, 'compiling the content', root) };
  }
}
