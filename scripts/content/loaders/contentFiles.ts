/**
 * Content files read from disk: the only loaders that touch the file system. The parsing they hand the text to (csv.ts,
 * yaml.ts) and the checks after it (validate.ts) read no file, so the editor's bundle checks an entry with them in the
 * browser, where there is no file system.
 */
import { existsSync } from 'node:fs';
import type { z } from 'zod';
import type { ProblemList } from '../errors.ts';
import { validateYaml } from '../validate.ts';
import { parseCsv, type CsvSource } from './csv.ts';
import { readUtf8, SAVE_AS_UTF8, type TextFile } from './text.ts';
import { parseYaml, type YamlSource } from './yaml.ts';

/** A CSV file of content/ read as a spreadsheet saves it (csv.ts, parseCsv), or undefined once its problems are said. */
export function readCsv(source: TextFile, columns: readonly string[], problems: ProblemList): CsvSource | undefined {
  if (!existsSync(source.path)) {
    problems.add({ file: source.file, expected: 'this file to exist', hint: `a CSV with the columns ${columns.join(',')}` });
    return undefined;
  }
  const text = readUtf8(source, problems, 'save it from the spreadsheet with "Save As", choosing "CSV UTF-8 (Comma delimited)"');
  return text === undefined ? undefined : parseCsv(text, source.file, columns, problems);
}

/** A YAML file of content/ read and parsed (yaml.ts, parseYaml), or undefined once its problems are said. */
export function readYaml(source: TextFile, problems: ProblemList): YamlSource | undefined {
  if (!existsSync(source.path)) {
    problems.add({ file: source.file, expected: 'this file to exist', hint: 'it is required; see content/README.md' });
    return undefined;
  }
  const text = readUtf8(source, problems, SAVE_AS_UTF8);
  return text === undefined ? undefined : parseYaml(text, source.file, problems);
}

/**
 * A YAML file of content/ (`relative` to it) read and validated: its data with its source (which says on which line any
 * value stands), or undefined once every problem is reported. Collections read their YAML files through this.
 */
export function loadYamlFile<S extends z.ZodType>(
  ctx: { textFile(relative: string): TextFile; problems: ProblemList },
  relative: string,
  schema: S,
): { source: YamlSource; data: z.output<S> } | undefined {
  const source = readYaml(ctx.textFile(relative), ctx.problems);
  const data = source && validateYaml(schema, source, ctx.problems);
  return source && data !== undefined ? { source, data } : undefined;
}
