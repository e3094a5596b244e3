import { readFileSync } from 'node:fs';
import type { ProblemList } from '../errors.ts';

const strict = new TextDecoder('utf-8', { fatal: true });

/** How to save a text file (YAML, Markdown) as UTF-8, for the message about one that is not. */
export const SAVE_AS_UTF8 = 'save it again choosing the encoding UTF-8 (in Notepad: "Save as", Encoding "UTF-8")';

/** A text file to read: where it lies, its name in messages (content/…), and why it must not be read, if it must not. */
export interface TextFile {
  path: string;
  file: string;
  /**
   * Asked just before the file is read (CompileContext.leavesContent): a symbolic link whose target lies outside
   * content/ is never read, so no file of the build machine can reach the site through a page, a notice or a sheet.
   */
  refused?: () => string | undefined;
}

/**
 * Reads a text file that must be UTF-8. Every content file is read through here, so this is also where a link
 * out of content/ is refused, naming the file. A file saved in another encoding (an office PC's Windows-1252
 * "CSV" or "Text") would go live with replacement characters in names: it is a problem naming the first
 * line that is not UTF-8, with how to save it properly. Returns the text without a byte-order mark.
 */
export function readUtf8(source: TextFile, problems: ProblemList, hint: string): string | undefined {
  const { path: absolutePath, file } = source;
  const refused = source.refused?.();
  if (refused) {
    problems.add({ file, expected: 'a file inside content/', found: refused, hint: 'delete the shortcut and copy the file itself into content/' });
    return undefined;
  }
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
