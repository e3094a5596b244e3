import { compileContent, type CompileResult } from '../../scripts/content/compile.ts';
import type { AnyCollection } from '../../scripts/content/collections/collection.ts';
import { formatReport } from '../../scripts/content/errors.ts';
import { withTempFolder } from './tempProject.ts';

/**
 * Compiles a throw-away project whose content/ (and pages/, for route checks) hold exactly `files`
 * (paths relative to the project root, e.g. 'content/site.yaml'). Writes nothing but the temp folder.
 */
export function compileFixture(
  files: Record<string, string | Buffer>,
  collections?: readonly AnyCollection[],
): Promise<CompileResult & { report: string; root: string }> {
  return withTempFolder(files, async (root) => {
    const result = await compileContent({ root, check: true, collections });
    return { ...result, report: result.problems.length > 0 ? formatReport(result.problems) : '', root };
  });
}
