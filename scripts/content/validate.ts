import type { z } from 'zod';
import type { ContentProblem, ProblemList } from './errors.ts';
import type { YamlSource } from './loaders/yaml.ts';
import type { CsvRecord } from './loaders/csv.ts';

type Issue = z.core.$ZodIssue & { input?: unknown };

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of "key: value" lines',
};

function describeValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return 'a list';
  if (value && typeof value === 'object') return 'a group of values';
  return String(value);
}

/** Turns one zod issue into the office's words: what was expected, and a hint where zod has none. */
function expectedOf(issue: Issue): string {
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  // A message written in the schema (via { error }) is already in the office's words.
  if (!issue.message.startsWith('Invalid') && !issue.message.startsWith('Too ') && !issue.message.startsWith('Unrecognized')) {
    return missing ? `this field (${issue.message})` : issue.message;
  }
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `this field (${typeNames[issue.expected] ?? issue.expected})` : (typeNames[issue.expected] ?? issue.expected);
    case 'too_small':
      return issue.origin === 'string' ? 'some text here' : `at least ${issue.minimum} ${issue.origin === 'array' ? 'entries' : ''}`.trim();
    case 'too_big':
      return `at most ${issue.maximum}${issue.origin === 'array' ? ' entries' : ''}`;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `only the known fields (remove ${issue.keys.map((k) => `"${k}"`).join(', ')})`;
    case 'invalid_format':
      return issue.format === 'url' ? 'a full web address starting with https://' : `a valid ${issue.format}`;
    default:
      return issue.message;
  }
}

const fieldPath = (path: readonly PropertyKey[]) =>
  path.map((part, index) => (typeof part === 'number' ? `[${part + 1}]` : `${index > 0 ? '.' : ''}${String(part)}`)).join('');

/** Validates a whole YAML file; each problem points at the line of the offending value. */
export function validateYaml<S extends z.ZodType>(schema: S, source: YamlSource, problems: ProblemList): z.output<S> | undefined {
  const result = schema.safeParse(source.data, { reportInput: true });
  if (result.success) return result.data;
  for (const issue of result.error.issues as Issue[]) {
    const problem: ContentProblem = {
      file: source.file,
      line: source.lineOf(issue.path),
      column: issue.path.length > 0 ? fieldPath(issue.path) : undefined,
      expected: expectedOf(issue),
      found: issue.code === 'unrecognized_keys' ? undefined : describeValue(issue.input),
    };
    problems.add(problem);
  }
  return undefined;
}

/** Validates one CSV row; each problem names the row's line and the column. */
export function validateRecord<S extends z.ZodType>(schema: S, record: CsvRecord, file: string, problems: ProblemList, hints: Record<string, string> = {}): z.output<S> | undefined {
  const result = schema.safeParse(record.values, { reportInput: true });
  if (result.success) return result.data;
  for (const issue of result.error.issues as Issue[]) {
    const column = issue.path.length > 0 ? String(issue.path[0]) : undefined;
    problems.add({
      file,
      line: record.line,
      column,
      expected: expectedOf(issue),
      found: describeValue(issue.input ?? (column ? record.values[column] : undefined)),
      hint: column ? hints[column] : undefined,
    });
  }
  return undefined;
}
