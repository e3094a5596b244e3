import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileContent, type CompileResult } from '../../scripts/content/build.ts';
import type { AnyCollection } from '../../scripts/content/collections/collection.ts';
import { formatReport } from '../../scripts/content/errors.ts';

/**
 * Compiles a throw-away project whose content/ (and pages/, for route checks) hold exactly `files`
 * (paths relative to the project root, e.g. 'content/site.yaml'). Writes nothing but the temp folder.
 */
export async function compileFixture(
  files: Record<string, string | Buffer>,
  collections?: readonly AnyCollection[],
): Promise<CompileResult & { report: string; root: string }> {
  const root = mkdtempSync(path.join(tmpdir(), 'content-fixture-'));
  try {
    mkdirSync(path.join(root, 'content'), { recursive: true });
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(root, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    const result = await compileContent({ root, check: true, collections });
    return { ...result, report: result.problems.length > 0 ? formatReport(result.problems) : '', root };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
