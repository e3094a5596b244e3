import { LineCounter, parseDocument, isNode, type Document } from 'yaml';
import type { ContentProblem, ProblemList } from '../errors.ts';

/** A parsed YAML file that can say on which line any value of it stands. */
export interface YamlSource {
  file: string;
  data: unknown;
  lineOf(path: readonly PropertyKey[]): number | undefined;
}

/**
 * How often one block may be repeated through aliases (`&name` … `*name`). Content has no use for aliases; a file
 * that repeats a block thousands of times (a "billion laughs" file) would take the build's memory.
 */
const MAX_ALIASES = 100;

/** How deep lists and groups may nest: content nests a few levels; thousands would overflow every reader's stack. */
const MAX_DEPTH = 32;

/**
 * lineOffset: lines above the text in its file (front matter starts after its opening ---). Windows line endings are
 * read as line ends (a value quoted on the last line would otherwise end in a stray carriage return). Never throws:
 * whatever the text, it is either data or problems naming the file and line.
 */
export function parseYaml(raw: string, file: string, problems: ProblemList, lineOffset = 0): YamlSource | undefined {
  const text = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lineCounter = new LineCounter();
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + lineOffset;
  let doc: Document;
  let data: unknown;
  try {
    doc = parseDocument(text, { lineCounter, prettyErrors: false });
    if (doc.errors.length === 0) data = doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (error) {
    problems.add(unreadable(error, text, file, lineOffset));
    return undefined;
  }
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      // The parser reports its own stack overflow as an error of the text: it is the nesting.
      if (/call stack/i.test(error.message)) {
        problems.add(unreadable(new RangeError(error.message), text, file, lineOffset));
        continue;
      }
      problems.add({
        file,
        line: lineAt(error.pos[0]),
        expected: 'valid YAML',
        found: error.message.split('\n')[0],
        hint: 'check the indentation and that every "key: value" pair has its colon',
      });
    }
    return undefined;
  }
  const lineOf = (path: readonly PropertyKey[]): number | undefined => {
    // Walk up the path until a node with a position is found (a missing key points at its parent).
    for (let depth = path.length; depth >= 0; depth--) {
      const node = doc.getIn(path.slice(0, depth) as unknown[], true);
      if (isNode(node) && node.range) return lineAt(node.range[0]);
    }
    return undefined;
  };
  const tooDeep = pathDeeperThan(data, MAX_DEPTH);
  if (tooDeep) {
    problems.add({ file, line: lineOf(tooDeep), ...NESTING });
    return undefined;
  }
  return { file, data, lineOf };
}

const NESTING = {
  expected: `lists and groups nested at most ${MAX_DEPTH} levels deep`,
  found: 'deeper nesting',
  hint: 'check the indentation and the brackets [ ] and { }: a value is probably indented or bracketed too far',
};

/** A file the YAML reader gave up on: aliases repeated too often, or nesting too deep for its stack. */
function unreadable(error: unknown, text: string, file: string, lineOffset: number): ContentProblem {
  const line = (index: number) => (index < 0 ? undefined : text.slice(0, index).split('\n').length + lineOffset);
  if (error instanceof RangeError) return { file, line: line(deepestIndex(text)), ...NESTING };
  if (error instanceof ReferenceError && /alias/i.test(error.message)) {
    return {
      file,
      line: line(text.search(/(^|[\s[{,:-])\*[^\s,\]}]/m)),
      expected: `aliases (*name) repeating a block at most ${MAX_ALIASES} times in all`,
      found: 'a block repeated through aliases far more often',
      hint: 'write each value out instead of repeating it with &name and *name',
    };
  }
  return { file, expected: 'valid YAML', found: error instanceof Error ? error.message.split('\n')[0] : String(error) };
}

/** Where flow brackets first nest deeper than MAX_DEPTH, else the most indented line's start: where the nesting is. */
function deepestIndex(text: string): number {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '[' || char === '{') depth++;
    else if (char === ']' || char === '}') depth--;
    if (depth > MAX_DEPTH) return index;
  }
  let deepest = 0;
  let widest = -1;
  for (const match of text.matchAll(/^ +/gm)) {
    if (match[0].length > widest) [widest, deepest] = [match[0].length, match.index];
  }
  return deepest;
}

/** The path to the first value nested deeper than `limit`, walking without recursion; undefined when none is. */
function pathDeeperThan(data: unknown, limit: number): PropertyKey[] | undefined {
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: data, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= limit) return path;
    for (const [key, inner] of Object.entries(value)) stack.push({ value: inner, path: [...path, Array.isArray(value) ? Number(key) : key] });
  }
  return undefined;
}
