import { existsSync } from 'node:fs';
import { LineCounter, parseDocument, isNode, type Document } from 'yaml';
import type { ProblemList } from '../errors.ts';
import { readUtf8, SAVE_AS_UTF8, type TextFile } from './text.ts';

/** A parsed YAML file that can say on which line any value of it stands. */
export interface YamlSource {
  file: string;
  data: unknown;
  lineOf(path: readonly PropertyKey[]): number | undefined;
}

export function readYaml(source: TextFile, problems: ProblemList): YamlSource | undefined {
  if (!existsSync(source.path)) {
    problems.add({ file: source.file, expected: 'this file to exist', hint: 'it is required; see content/README.md' });
    return undefined;
  }
  const text = readUtf8(source, problems, SAVE_AS_UTF8);
  return text === undefined ? undefined : parseYaml(text, source.file, problems);
}

/** lineOffset: lines above the text in its file (front matter starts after its opening ---). */
export function parseYaml(text: string, file: string, problems: ProblemList, lineOffset = 0): YamlSource | undefined {
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(text.replace(/^\uFEFF/, ''), { lineCounter, prettyErrors: false });
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      problems.add({
        file,
        line: lineCounter.linePos(error.pos[0]).line + lineOffset,
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
      if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line + lineOffset;
    }
    return undefined;
  };
  return { file, data: doc.toJS(), lineOf };
}
