import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileContent, type CompileResult } from '../../scripts/content/compile.ts';
import type { AnyCollection } from '../../scripts/content/collections/collection.ts';
import { formatReport, formatWarning } from '../../scripts/content/errors.ts';

/** A throw-away folder holding `files` (paths relative to it); removed when `run` finishes. */
export async function withTempFolder<T>(files: Record<string, string | Buffer>, run: (root: string) => T | Promise<T>): Promise<T> {
  const root = mkdtempSync(path.join(tmpdir(), 'content-fixture-'));
  try {
    mkdirSync(path.join(root, 'content'), { recursive: true });
    for (const [name, data] of Object.entries(files)) {
      const file = path.join(root, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, data);
    }
    return await run(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

interface CompileOptions {
  collections?: readonly AnyCollection[];
  checkLinks?: boolean;
  /** Runs after the files are written: symbolic links and odd file names, which git does not keep well, are made here. */
  prepare?: (root: string) => void;
}

/**
 * Compiles a throw-away project (content/ and pages/ as given) in check mode, with the report and the
 * warnings as the office reads them.
 */
export function compileProject(
  files: Record<string, string | Buffer>,
  options: CompileOptions = {},
): Promise<CompileResult & { report: string; warningText: string }> {
  return withTempFolder(files, async (root) => {
    options.prepare?.(root);
    const result = await compileContent({ root, check: true, collections: options.collections, checkLinks: options.checkLinks });
    return { ...result, report: formatReport(result.problems), warningText: result.warnings.map(formatWarning).join('\n') };
  });
}
