/**
 * The line-keeping edit (editor/helpers/yamlInPlace.ts) on arbitrary files and forms: whatever the file held and whatever
 * the form gives, the file written reads back as the form's values (empty ones left out), and a form that
 * changed nothing leaves the file as it was, byte for byte.
 */
import fc from 'fast-check';
import { Document, parse, visit } from 'yaml';
import { describe, expect, it } from 'vitest';
import { applyOntoYaml, withoutEmpty } from '../../editor/helpers/yamlInPlace.ts';

const key = fc.stringMatching(/^[a-z][a-zA-Z]{0,5}$/);
const scalar = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.boolean(),
  fc.constantFrom('', 'a: b', '# not a comment', 'line one\nline two', "it's", '- dash', '[x]', '2026-11-20'),
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(key, tie('value'), { maxKeys: 3 }),
  ),
}));
const fields = fc.dictionary(key, value, { maxKeys: 5 });
/** A file as the office may write it: block style, or lists and maps on one line. */
const file = fc.tuple(fields, fc.boolean()).map(([data, flow]) => {
  const document = new Document(data);
  // Lists and maps inside the fields written on one line (`[a, b]`, `{ label: Fee, amount: 100 }`), or none.
  visit(document, { Collection: (_, node, path) => void (node.flow = flow && path.length > 2) });
  return { data, text: document.toString({ lineWidth: 0 }) };
});

/** Values as the file and the form compare them: empty ones gone, every scalar as text. */
function normal(data: unknown): unknown {
  const pruned = withoutEmpty(data);
  if (Array.isArray(pruned)) return pruned.map(normal);
  if (pruned && typeof pruned === 'object') return Object.fromEntries(Object.entries(pruned).map(([name, field]) => [name, normal(field)]));
  return pruned === undefined ? undefined : String(pruned);
}

describe('the line-keeping edit on arbitrary files and forms', () => {
  it('writes a file that reads back as the form’s values', () => {
    fc.assert(
      fc.property(file, fields, ({ text }, form) => {
        const written = applyOntoYaml(text, form);
        expect(normal(parse(written) ?? {}) ?? {}, written).toEqual(normal(form) ?? {});
      }),
      { numRuns: 300 },
    );
  });

  it('leaves the file as it was when the form changed nothing', () => {
    fc.assert(
      fc.property(file, ({ text, data }) => {
        expect(applyOntoYaml(text, structuredClone(data))).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('writes a form applied onto a changed form’s file as that form', () => {
    fc.assert(
      fc.property(file, fields, ({ text, data }, changes) => {
        const form = { ...data, ...changes };
        expect(normal(parse(applyOntoYaml(text, form)) ?? {}) ?? {}).toEqual(normal(form) ?? {});
      }),
      { numRuns: 300 },
    );
  });
});
