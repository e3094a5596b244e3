import { readFileSync } from 'node:fs';
import type { ProblemList } from '../errors.ts';

const strict = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads a text file that must be UTF-8. A file saved in another encoding (an office PC's Windows-1252
 * "CSV" or "Text") would go live with replacement characters in names: it is a problem naming the first
 * line that is not UTF-8, with how to save it properly. Returns the text without a byte-order mark.
 */
export function readUtf8(absolutePath: string, file: string, problems: ProblemList, hint: string): string | undefined {
  const bytes = readFileSync(absolutePath);
  try {
    return strict.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    const { line, count } = linesNotUtf8(bytes);
    problems.add({
      file,
      line,
      expected: 'text saved as UTF-8',
      found: `characters in another encoding${count > 1 ? ` (on ${count} lines)` : ''}`,
      hint,
    });
    return undefined;
  }
}

/** The first line (counting from 1) that does not decode as UTF-8, and how many such lines there are. */
function linesNotUtf8(bytes: Buffer): { line: number; count: number } {
  let first = 0;
  let count = 0;
  let start = 0;
  for (let line = 1; start <= bytes.length; line++) {
    const end = bytes.indexOf(0x0a, start);
    const stop = end === -1 ? bytes.length : end;
    try {
      strict.decode(bytes.subarray(start, stop));
    } catch {
      count++;
      first ||= line;
    }
    if (end === -1) break;
    start = end + 1;
  }
  return { line: first || 1, count };
}
