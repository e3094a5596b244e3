import path from 'node:path';
import fg from 'fast-glob';
import type { CompileContext } from '../context.ts';
import { nameKey } from '../../../common/fileNames.ts';

/**
 * Names under content/ that differ only by letter case (Report.pdf, report.pdf) or by how an accented
 * letter is stored (é as one character or as e plus an accent) are one file on Windows and macOS:
 * a clone there keeps only one of them. Warns once per clash, naming both (not again for what a
 * clashing folder holds).
 */
export function warnNameCollisions(ctx: CompileContext): void {
  const groups = new Map<string, string[]>();
  for (const entry of fg.sync('**', { cwd: ctx.contentDir, dot: true, onlyFiles: false, followSymbolicLinks: false })) {
    const key = nameKey(entry);
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  const clashing = new Set([...groups].filter(([, names]) => names.length > 1).map(([key]) => key));
  const insideClash = (key: string) => {
    for (let parent = path.posix.dirname(key); parent !== '.'; parent = path.posix.dirname(parent)) if (clashing.has(parent)) return true;
    return false;
  };
  for (const key of clashing) {
    if (insideClash(key)) continue;
    const [first, ...others] = groups.get(key)!.sort();
    for (const other of others) {
      const how = first.toLowerCase() === other.toLowerCase() ? 'letter case' : 'how an accented letter is stored (Unicode form)';
      ctx.problems.warn(
        `content/${other}`,
        `differs from content/${first} only by ${how}: on Windows and macOS they are one file, so a copy there loses one; rename one of them`,
      );
    }
  }
}
