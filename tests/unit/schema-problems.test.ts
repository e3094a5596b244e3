import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ProblemList } from '../../scripts/content/errors.ts';
import { parseYaml } from '../../scripts/content/loaders/yaml.ts';
import { validateRecord, validateYaml } from '../../scripts/content/validate.ts';
import { fieldName } from '../../scripts/content/fieldName.ts';

const Schema = z.strictObject({
  title: z.string(),
  contact: z.strictObject({ phone: z.string(), email: z.email().optional() }),
  programmes: z.array(z.strictObject({ name: z.string().min(1), seats: z.number().int() })).min(1),
  kind: z.enum(['UG', 'PG']),
  note: z
    .string()
    .refine((text) => !text.includes('TODO'), { error: 'a finished note (no TODO)' })
    .optional(),
});

/** The problems validating `yaml` against the schema reports, as (line, column, expected, found). */
function problemsOf(yaml: string) {
  const problems = new ProblemList();
  const source = parseYaml(yaml, 'content/x.yaml', problems);
  expect(source).toBeDefined();
  validateYaml(Schema, source!, problems);
  return problems.problems.map(({ line, column, expected, found }) => ({ line, column, expected, found }));
}

describe('schema failures in the office words', () => {
  it('names an object-valued field and what it expected, never "a group of values"', () => {
    expect(problemsOf('title:\n  en: About\ncontact: 0471 2345\nprogrammes:\n  - name: BA\n    seats: 60\nkind: UG\n')).toEqual([
      { line: 2, column: 'title', expected: 'text', found: 'the field en' },
      { line: 3, column: 'contact', expected: 'a group of "key: value" lines', found: '0471 2345' },
    ]);
  });

  it('asks for a missing field, counts list entries from 1 and quotes a message written in the schema as it is', () => {
    expect(
      problemsOf(
        'title: About\ncontact:\n  email: not-an-address\nprogrammes:\n  - name: BA\n    seats: 60\n  - name: ""\n    seats: 2.5\nkind: MA\nnote: TODO later\n',
      ),
    ).toEqual([
      { line: 3, column: 'contact.phone', expected: 'this field (text)', found: '' },
      { line: 3, column: 'contact.email', expected: 'a valid email', found: 'not-an-address' },
      { line: 7, column: 'programmes[2].name', expected: 'this field (text)', found: '' },
      { line: 8, column: 'programmes[2].seats', expected: 'a whole number', found: '2.5' },
      { line: 9, column: 'kind', expected: 'one of "UG", "PG"', found: 'MA' },
      { line: 10, column: 'note', expected: 'a finished note (no TODO)', found: 'TODO later' },
    ]);
  });

  it('names an unknown field without quoting it as found, and an empty list by its size', () => {
    expect(problemsOf('title: About\nheading: About\ncontact:\n  phone: "1"\nprogrammes: []\nkind: UG\n')).toEqual([
      { line: 5, column: 'programmes', expected: 'at least 1 entry', found: 'a list of 0 entries' },
      { line: 1, column: undefined, expected: 'only the known fields (remove "heading")', found: undefined },
    ]);
  });

  it('reports a CSV cell by its column and row line, with the column hint', () => {
    const problems = new ProblemList();
    validateRecord(z.object({ year: z.coerce.number().int() }), { line: 4, values: { year: '2024-25' } }, 'content/x.csv', problems, {
      year: 'a year such as 2024',
    });
    expect(problems.problems).toEqual([
      { file: 'content/x.csv', line: 4, column: 'year', expected: 'a number', found: '2024-25', hint: 'a year such as 2024' },
    ]);
  });
});

describe('field names', () => {
  it('joins keys with dots and counts list positions from 1, inside a named field or not', () => {
    expect(fieldName(['programmes', 0, 'instalments', 1, 'amount'])).toBe('programmes[1].instalments[2].amount');
    expect(fieldName(['images', 2, 'file'], 'entries[1]')).toBe('entries[1].images[3].file');
    expect(fieldName([0, 'file'], 'documents')).toBe('documents[1].file');
    expect(fieldName([])).toBe('');
  });
});
