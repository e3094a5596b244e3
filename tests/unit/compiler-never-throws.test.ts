/**
 * Whatever the office types into any field of any content file, the compiler reports or accepts it: it never throws.
 * Two levels: every field of every schema gets arbitrary YAML values through the compiler's own validation (fast,
 * many values per field), and the whole fixture site is compiled with one field of one file replaced (slower, fewer
 * runs), so that the checks and derivations after validation see the odd values too.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import fg from 'fast-glob';
import matter from 'gray-matter';
import { parse, stringify } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileContent, CODE_FAULT_HINT } from '../../scripts/content/compile.ts';
import { collections } from '../../scripts/content/collections/all.ts';
import { ProblemList, type ContentProblem } from '../../scripts/content/errors.ts';
import { parseMarkdown } from '../../scripts/content/loaders/markdown.ts';
import { notices } from '../../scripts/content/collections/notices.ts';
import { templates } from '../../scripts/content/templates/registry.ts';
import { validateRecord, validateYaml } from '../../scripts/content/validate.ts';

import { compileFixture } from './fixture.ts';

const FIXTURE_DIR = path.resolve('tests/fixtures/site');

/** Values a clerk, a spreadsheet or an editor may leave in a field. */
const typed = fc.constantFrom(
  '',
  ' ',
  '-',
  '~',
  'null',
  'thirty',
  '0',
  '-1',
  '1e309',
  '2026-12-02',
  '2026-12-02T10:00',
  '2026-12-02T10:00:00',
  '2026-12-02T10:00:00+05:30',
  '2026-12-02T10:00Z',
  '2026-12-02 25:00',
  '2026-02-30',
  '02-12-2026',
  'https://example.org',
  'http://',
  '/home/missionVision',
  '/nowhere',
  'images/logo.svg',
  '../outside.pdf',
  'documents/missing.pdf',
  '#',
  '"',
  '[',
  '<script>alert(1)</script>',
  'Ünïcødé नागालैंड',
);

const scalar = fc.oneof(
  typed,
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
);

/** Any YAML value: scalars, lists and groups, nested a little, empty ones included. */
const { yamlValue } = fc.letrec((tie) => ({
  yamlValue: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('yamlValue'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('title', 'route', 'file', 'url', 'start', 'end')), tie('yamlValue'), {
      maxKeys: 3,
      noNullPrototype: true,
    }),
  ),
}));

/** A cell of a spreadsheet: text, whatever it holds. */
const cell = fc.oneof(typed, fc.string({ maxLength: 12 }), fc.integer().map(String), fc.double().map(String));

type FieldPath = (string | number)[];

interface JsonNode {
  properties?: Record<string, JsonNode>;
  items?: JsonNode;
  additionalProperties?: JsonNode | boolean;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
}

/** Every field a schema declares, as paths (a list's fields through its first entry, a record's through a sample key). */
function declaredPaths(schema: z.ZodType): FieldPath[] {
  const paths: FieldPath[] = [];
  const walk = (node: JsonNode, at: FieldPath): void => {
    if (at.length > 8) return;
    for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) walk(option, at);
    for (const [key, inner] of Object.entries(node.properties ?? {})) {
      paths.push([...at, key]);
      walk(inner, [...at, key]);
    }
    if (node.items) {
      paths.push([...at, 0]);
      walk(node.items, [...at, 0]);
    }
    if (typeof node.additionalProperties === 'object') {
      paths.push([...at, 'sample.jpg']);
      walk(node.additionalProperties, [...at, 'sample.jpg']);
    }
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode, []);
  return paths;
}

/** Every path of a value as it stands in a file. */
function presentPaths(value: unknown, at: FieldPath = []): FieldPath[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = [...at, Array.isArray(value) ? Number(key) : key];
    return [here, ...presentPaths(inner, here)];
  });
}

/** A copy of `data` with the value at `at` replaced (groups and lists made on the way where missing). */
function withValue(data: unknown, at: FieldPath, value: unknown): unknown {
  const copy: unknown = structuredClone(data ?? {});
  let node = (copy !== null && typeof copy === 'object' ? copy : {}) as Record<string | number, unknown>;
  const top = node;
  at.forEach((key, index) => {
    if (index === at.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    node[key] = next !== null && typeof next === 'object' ? next : typeof at[index + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return at.length === 0 ? value : top;
}

const uniquePaths = (paths: FieldPath[]) => [...new Map(paths.map((at) => [JSON.stringify(at), at])).values()];

/** A problem the office can act on: a file under content/, what was expected, and no fault of the code. */
function expectReported(problems: ContentProblem[]): void {
  for (const problem of problems) {
    expect(problem.file).toMatch(/^content\//);
    expect(problem.expected.length).toBeGreaterThan(0);
    expect(problem.hint).not.toBe(CODE_FAULT_HINT);
  }
}

/** What a YAML source gives the validator: the data, and a line for every path (the line is not under test here). */
const sourceOf = (data: unknown) => ({ file: 'content/x.yaml', data, lineOf: () => 1 });

const fixtureYaml = (file: string): unknown => parse(readFileSync(path.join(FIXTURE_DIR, file), 'utf8'));
const fixtureFrontMatter = (file: string): unknown => matter(readFileSync(path.join(FIXTURE_DIR, file), 'utf8')).data;

/** Each schema with what a fixture file of it holds: the YAML files, the notices' and each template's front matter. */
function yamlSchemas(): { name: string; schema: z.ZodType; base: unknown }[] {
  const byFile = collections.flatMap((collection) =>
    Object.entries(collection.files)
      .filter(([file, schema]) => schema && file.endsWith('.yaml'))
      .map(([file, schema]) => ({ name: file, schema: schema!, base: fixtureYaml(fg.sync(file, { cwd: FIXTURE_DIR }).sort()[0]) })),
  );
  const notice = collections.find((collection) => collection.name === 'notices')!.files['notices/**/*.md']!;
  const pages = fg.sync('pages/**/*.md', { cwd: FIXTURE_DIR }).sort();
  const byTemplate = Object.entries(templates).map(([name, template]) => {
    const page = pages.find((file) => (fixtureFrontMatter(file) as { template?: string }).template === name);
    return {
      name: `template ${name}`,
      schema: template.schema as z.ZodType,
      base: page ? fixtureFrontMatter(page) : { title: 'A page', description: 'A page.', template: name },
    };
  });
  const firstNotice = fg.sync('notices/**/*.md', { cwd: FIXTURE_DIR }).sort()[0];
  return [...byFile, { name: 'notice', schema: notice, base: fixtureFrontMatter(firstNotice) }, ...byTemplate];
}

function csvSchemas(): { name: string; schema: z.ZodType; columns: string[] }[] {
  return collections.flatMap((collection) =>
    Object.entries(collection.files)
      .filter(([file, schema]) => schema && file.endsWith('.csv'))
      .map(([file, schema]) => {
        const sample = fg.sync(file, { cwd: FIXTURE_DIR }).sort()[0];
        const columns = readFileSync(path.join(FIXTURE_DIR, sample), 'utf8').split(/\r?\n/)[0].split(',');
        return { name: file, schema: schema!, columns };
      }),
  );
}

describe('every field of every schema, given any YAML value', () => {
  for (const { name, schema, base } of yamlSchemas()) {
    it(`${name}: reports or accepts, never throws`, () => {
      // One path per field: a list's entries are one field, tried through its first entry.
      const paths = uniquePaths([...declaredPaths(schema), ...presentPaths(base)].map((at) => at.map((key) => (typeof key === 'number' ? 0 : key))));
      expect(paths.length).toBeGreaterThan(0);
      for (const at of paths) {
        fc.assert(
          fc.property(yamlValue, (value) => {
            const problems = new ProblemList();
            const data = validateYaml(schema, sourceOf(withValue(base, at, value)), problems);
            expect(data === undefined).toBe(problems.problems.length > 0);
            expectReported(problems.problems);
          }),
          { numRuns: 25 },
        );
      }
    });
  }

  for (const { name, schema, columns } of csvSchemas()) {
    it(`${name}: any cell of a row is reported or accepted, never thrown`, () => {
      fc.assert(
        fc.property(fc.dictionary(fc.constantFrom(...columns), cell), (values) => {
          const problems = new ProblemList();
          const row = validateRecord(
            schema,
            { line: 2, values: Object.fromEntries(columns.map((column) => [column, values[column] ?? ''])) },
            'content/x.csv',
            problems,
          );
          expect(row === undefined).toBe(problems.problems.length > 0);
          expectReported(problems.problems);
        }),
        { numRuns: 300 },
      );
    });
  }
});

/** The fixture site's text files an office edits, each with how to write a value into one of its fields. */
const editable = fg.sync(['**/*.yaml', '**/*.md', '**/*.csv'], { cwd: FIXTURE_DIR }).sort();

/** A YAML file's or a Markdown page's text with the value at `at` replaced. */
function edited(file: string, text: string, at: FieldPath, value: unknown): string {
  if (!file.endsWith('.md')) return stringify(withValue(parse(text), at, value));
  const page = matter(text);
  return `---\n${stringify(withValue(page.data, at, value))}---\n${page.content}`;
}

/** A spreadsheet's text with one cell of a row replaced (row and column counted round the sheet). */
function editedCell(text: string, row: number, column: number, value: string): string {
  const lines = text.trimEnd().split(/\r?\n/);
  const at = 1 + (row % Math.max(1, lines.length - 1));
  const cells = (lines[at] ?? '').split(',');
  cells[column % lines[0].split(',').length] = csvCell(value);
  lines[at] = cells.join(',');
  return `${lines.join('\n')}\n`;
}

const csvCell = (value: string) => (/[",\n\r]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

describe('the whole fixture site, with one field of one file replaced', () => {
  // A project of its own: the fixture content, the site's pages (which say what routes have a page), and the
  // checkout's node_modules, whose caches hold what a build has already read of the fixture's PDFs and photos (by
  // their bytes, which no run here changes): without them the first run reads every scan by machine again, seconds of
  // a core for no check of its own.
  const root = mkdtempSync(path.join(tmpdir(), 'never-throws-'));
  const contentDir = path.join(root, 'content');
  cpSync(FIXTURE_DIR, contentDir, { recursive: true });
  for (const folder of ['pages', 'node_modules']) symlinkSync(path.resolve(folder), path.join(root, folder));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('compiles to problems naming content files, or to a site; saved with Windows line endings or not', async () => {
    const edit = fc.record({
      file: fc.constantFrom(...editable),
      at: fc.array(fc.oneof(fc.nat({ max: 6 }), fc.constantFrom('title', 'start', 'end', 'route', 'file', 'items', 'event', 'expires')), {
        minLength: 1,
        maxLength: 3,
      }),
      value: yamlValue,
      cellText: cell,
      row: fc.nat(),
      column: fc.nat(),
      windows: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(edit, async ({ file, at, value, cellText, row, column, windows }) => {
        const absolute = path.join(contentDir, file);
        const original = readFileSync(absolute, 'utf8');
        // A path into the file as it stands where there is one: the real fields are those worth replacing.
        const fields = file.endsWith('.csv') ? [] : presentPaths(file.endsWith('.md') ? matter(original).data : parse(original));
        const target = fields.length > 0 && typeof at[0] === 'number' ? fields[at[0] % fields.length] : at;
        const text = file.endsWith('.csv') ? editedCell(original, row, column, cellText) : edited(file, original, target, value);
        writeFileSync(absolute, windows ? text.replace(/\n/g, '\r\n') : text);
        try {
          const result = await compileContent({ root, check: true });
          expectReported(result.problems);
        } finally {
          writeFileSync(absolute, original);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});

describe('inputs that stopped the compiler with an exception', () => {
  const categories = 'categories:\n  - Events\n';
  const notice = (frontMatter: string, eol = '\n') =>
    ({
      'content/notices/categories.yaml': categories,
      'content/notices/2026/2026-11-20-sports.md': `---\ntitle: Sports day\n${frontMatter}---\n\nAll are invited.\n`.replace(/\n/g, eol),
    }) as Record<string, string>;
  const eventOf = (board: unknown) => (board as { notices: { event?: { start: string; end?: string } }[] }).notices[0].event;

  it('takes an event time as ISO 8601 writes it, in India’s time', async () => {
    const cases: [string, string][] = [
      ['2026-12-02T10:00', '2026-12-02 10:00'],
      ['2026-12-02T10:00:00', '2026-12-02 10:00'],
      ['2026-12-02T10:00:00+05:30', '2026-12-02 10:00'],
      ['2026-12-02T10:00+0530', '2026-12-02 10:00'],
      ['2026-12-02T04:30Z', '2026-12-02 10:00'],
      ['2026-12-01T23:00-05:00', '2026-12-02 09:30'],
      ['2026-12-02', '2026-12-02'],
    ];
    for (const [written, kept] of cases) {
      const { problems, outputs } = await compileFixture(notice(`event:\n  start: ${written}\n`), [notices]);
      expect(problems, written).toEqual([]);
      expect(eventOf(outputs.notices)?.start, written).toBe(kept);
    }
  });

  it('explains a time that does not exist, naming the file, line and field', async () => {
    for (const written of ['2026-12-02T24:00', '2026-02-30T10:00', '2026-12-02T10:00+25:00', '2 December 2026']) {
      const { problems } = await compileFixture(notice(`event:\n  start: ${written}\n`), [notices]);
      expect(problems, written).toEqual([
        expect.objectContaining({
          file: 'content/notices/2026/2026-11-20-sports.md',
          line: 4,
          column: 'event.start',
          expected: expect.stringMatching(/^a date/),
          found: written,
        }),
      ]);
    }
  });

  it('counts an emptied optional field as absent, and asks for an emptied required one', async () => {
    const emptied = await compileFixture(notice('category: Events\nexpires: ""\nevent:\n  start: 2026-12-02 10:00\n  end: ""\n  venue:\n'), [notices]);
    expect(emptied.problems).toEqual([]);
    expect(eventOf(emptied.outputs.notices)).toEqual({ start: '2026-12-02 10:00', calendar: '/notices/2026-11-20-sports.ics' });
    const emptyEvent = await compileFixture(notice('event:\n  start: ""\n  end: ""\n'), [notices]);
    expect(emptyEvent.problems).toEqual([]);
    expect(eventOf(emptyEvent.outputs.notices)).toBeUndefined();
    const noTitle = await compileFixture({ ...notice(''), 'content/notices/2026/2026-11-20-sports.md': '---\ntitle: " "\n---\ntext\n' }, [notices]);
    expect(noTitle.problems).toEqual([expect.objectContaining({ line: 2, column: 'title', expected: 'this field (some text here)' })]);
  });

  it('still refuses an event that ends before it starts', async () => {
    const { problems } = await compileFixture(notice('event:\n  start: 2026-12-02T10:00\n  end: 2026-12-02 09:00\n'), [notices]);
    expect(problems).toEqual([expect.objectContaining({ line: 5, column: 'event.end', expected: 'an end no earlier than the start (2026-12-02 10:00)' })]);
  });

  it('reads front matter saved with Windows line endings, a quoted value last', async () => {
    const windows = '---\r\ntitle: Sports day\r\ncategory: "Events"\r\n---\r\n\r\nAll are <b>invited</b>.\r\n';
    const { problems, outputs } = await compileFixture({ ...notice(''), 'content/notices/2026/2026-11-20-sports.md': windows }, [notices]);
    expect(problems).toEqual([]);
    expect((outputs.notices as { notices: object[] }).notices[0]).toMatchObject({ title: 'Sports day', category: { name: 'Events' } });
    const page = parseMarkdown("---\r\ntitle: About\r\ndescription: 'The college.'\r\n---\r\n# About\r\n", 'content/pages/about.md', new ProblemList());
    expect(page?.frontMatter.data).toEqual({ title: 'About', description: 'The college.' });
  });

  it('refuses a file of aliases that multiply, with its line, before it takes the memory', async () => {
    const laughs = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      ...'bcdefgh'.split('').map((name, index) => `${name}: &${name} [${Array(9).fill(`*${'abcdefg'[index]}`).join(', ')}]`),
    ].join('\n');
    const { problems, report } = await compileFixture({ 'content/notices/categories.yaml': laughs }, [notices]);
    expect(problems).toEqual([expect.objectContaining({ file: 'content/notices/categories.yaml', line: 2, expected: expect.stringContaining('aliases') })]);
    expect(report).not.toMatch(/^\s+at /m);
    const inNotice = await compileFixture(
      { ...notice(''), 'content/notices/2026/2026-11-20-sports.md': `---\n${laughs.replace('a: ', 'title: x\nz: ')}\n---\n` },
      [notices],
    );
    expect(inNotice.problems).toEqual([
      expect.objectContaining({ file: 'content/notices/2026/2026-11-20-sports.md', expected: expect.stringContaining('aliases') }),
    ]);
  });

  it('refuses lists nested thousands deep, with the line, in the office’s words', async () => {
    const flow = await compileFixture({ 'content/notices/categories.yaml': `categories:\n  - ok\n  - ${'['.repeat(20000)}${']'.repeat(20000)}\n` }, [notices]);
    expect(flow.problems).toEqual([
      expect.objectContaining({ file: 'content/notices/categories.yaml', line: 3, expected: 'lists and groups nested at most 32 levels deep' }),
    ]);
    const block = Array.from({ length: 40 }, (_, depth) => `${'  '.repeat(depth)}- `).join('\n') + 'x\n';
    const blockResult = await compileFixture({ 'content/notices/categories.yaml': `categories:\n${block}` }, [notices]);
    expect(blockResult.problems).toEqual([
      expect.objectContaining({ file: 'content/notices/categories.yaml', expected: 'lists and groups nested at most 32 levels deep' }),
    ]);
    expect(blockResult.problems[0].line).toBeGreaterThan(30);
  });
});
