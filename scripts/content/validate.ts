import type { z } from 'zod';
import type { ContentProblem, ProblemList } from './errors.ts';
import type { YamlSource } from './loaders/yaml.ts';
import type { CsvRecord } from './loaders/csv.ts';
import { fieldName } from './fieldName.ts';
import { withoutEmptyFields } from './emptyFields.ts';

type Issue = z.core.$ZodIssue & { input?: unknown };

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of "key: value" lines',
};

/**
 * The one zod error customisation: what a failed check expected, in the office's words. Zod asks it only
 * for checks whose schema has no message of its own (a schema's `{ error }` is already in those words),
 * so every issue's message is the "expected" part of a problem.
 */
const expectedOf: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return typeNames[issue.expected] ?? issue.expected;
    case 'too_small':
      return issue.origin === 'string'
        ? 'some text here'
        : `at least ${issue.minimum}${issue.origin === 'array' ? ` ${issue.minimum === 1 ? 'entry' : 'entries'}` : ''}`;
    case 'too_big':
      return `at most ${issue.maximum}${issue.origin === 'array' ? ` ${issue.maximum === 1 ? 'entry' : 'entries'}` : ''}`;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `only the known fields (remove ${issue.keys.map((k) => `"${k}"`).join(', ')})`;
    case 'invalid_format':
      return issue.format === 'url' ? 'a full web address starting with https://' : `a valid ${issue.format}`;
    default:
      return undefined;
  }
};

/** What was found, for the problem's "found" part: a group of fields is named by its fields, never "a group of values". */
function describeValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `a list of ${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    return keys.length === 0 ? 'an empty group of fields' : `${keys.length === 1 ? 'the field' : 'the fields'} ${keys.join(', ')}`;
  }
  return String(value);
}

/** A field that is not there at all: the problem asks for the field, saying what goes in it. */
const isMissing = (issue: Issue) => issue.code === 'invalid_type' && issue.input === undefined;

/** Parses with the project's error customisation; the issues carry their input so "found" can quote it. */
function parse<S extends z.ZodType>(schema: S, data: unknown) {
  return schema.safeParse(data, { reportInput: true, error: expectedOf });
}

/** The data when it passes the schema as the compiler reads it (empty fields absent), else undefined: for a quick first read that reports nothing. */
export function validData<S extends z.ZodType>(schema: S, data: unknown): z.output<S> | undefined {
  const result = parse(schema, withoutEmptyFields(data));
  return result.success ? result.data : undefined;
}

function problemOf(issue: Issue, where: Pick<ContentProblem, 'file' | 'line' | 'column' | 'hint'>, found: unknown): ContentProblem {
  return {
    ...where,
    expected: isMissing(issue) ? `this field (${issue.message})` : issue.message,
    found: issue.code === 'unrecognized_keys' ? undefined : describeValue(found),
  };
}

/** Validates a whole YAML file; each problem points at the line of the offending value. */
export function validateYaml<S extends z.ZodType>(schema: S, source: YamlSource, problems: ProblemList): z.output<S> | undefined {
  const result = parse(schema, withoutEmptyFields(source.data));
  if (result.success) return result.data;
  for (const issue of result.error.issues as Issue[]) {
    const column = issue.path.length > 0 ? fieldName(issue.path) : undefined;
    problems.add(problemOf(issue, { file: source.file, line: source.lineOf(issue.path), column }, issue.input));
  }
  return undefined;
}

/** Validates one CSV row; each problem names the row's line and the column. */
export function validateRecord<S extends z.ZodType>(
  schema: S,
  record: CsvRecord,
  file: string,
  problems: ProblemList,
  hints: Record<string, string> = {},
): z.output<S> | undefined {
  const result = parse(schema, record.values);
  if (result.success) return result.data;
  for (const issue of result.error.issues as Issue[]) {
    const column = issue.path.length > 0 ? String(issue.path[0]) : undefined;
    // The cell as typed: a coerced input (NaN for "2024-25") would not be what the office sees.
    problems.add(problemOf(issue, { file, line: record.line, column, hint: column ? hints[column] : undefined }, column ? record.values[column] : issue.input));
  }
  return undefined;
}
