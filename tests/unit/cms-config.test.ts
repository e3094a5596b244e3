import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { captionsFormat } from '../../editor/decap/formats/captionsFormat.ts';
import { spreadsheetProblem } from '../../editor/helpers/csvRows.ts';
import { SPREADSHEET_WIDGET, spreadsheetFormat } from '../../editor/decap/formats/spreadsheetFormat.ts';
import { OPTIONAL_GROUP_WIDGET, groupFields, labelOfField, patternProblem, withField } from '../../editor/decap/widgets/optionalGroup.ts';
import type { SheetColumn } from '../../editor/helpers/sheetColumn.ts';
import { textPageEntries } from '../../editor/decap/textPagePreview.tsx';
import { QUESTION_PAPERS_WIDGET } from '../../editor/decap/widgets/questionPaperBatch.ts';
import { githubRepository, githubTarget } from '../../editor/build/buildAdmin.ts';
import { adminContentSecurityPolicy } from '../../editor/build/adminPolicy.ts';
import { decapConfig } from '../../editor/config/decapConfig.ts';
import type { DecapField } from '../../editor/config/decapFields.ts';
import { realDatePattern } from '../../editor/config/realDatePattern.ts';
import { notices, pageTemplates, settingsFiles, spreadsheets } from '../../editor/config/schemaSources.ts';
import { isRealDate } from '../../common/calendarDays.ts';
import { contentSecurityPolicy } from '../../scripts/postbuild/securityHeaders.ts';
import { PROGRAMMES, SUBJECT_CODES } from '../../scripts/content/schemas/results.ts';

const FIXTURE = path.join(import.meta.dirname, '../fixtures/site');
const config = decapConfig({
  contentDir: FIXTURE,
  contentPath: 'content',
  repository: 'college/website',
  branch: 'main',
  localProxyUrl: 'http://localhost:8091/api/v1',
});

interface Collection {
  name: string;
  label_singular?: string;
  create?: boolean;
  extension?: string;
  format?: string;
  folder?: string;
  slug?: string;
  path?: string;
  identifier_field?: string;
  files?: { name: string; file: string; fields: DecapField[]; media_folder?: string; public_folder?: string }[];
  fields?: DecapField[];
}
const collections = config.collections as Collection[];
const collection = (name: string) => collections.find((candidate) => candidate.name === name)!;

type Def = { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
/** The schema under its optional/default/nullable wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (['optional', 'default', 'nullable', 'prefault'].includes(defOf(inner).type)) inner = defOf(inner).innerType!;
  return inner;
}

/**
 * Walks a form against its zod schema: each field must be a field of the schema (the Markdown body aside),
 * required exactly when the schema requires it, and each schema field must have a form field. Returns what differs.
 */
function differences(fields: DecapField[], schema: z.ZodType, where: string, { markdownBody = false, inOptionalGroup = false } = {}): string[] {
  const shape = defOf(unwrap(schema)).shape;
  if (!shape) return [`${where}: the schema is not an object`];
  const found: string[] = [];
  for (const field of fields) {
    if (markdownBody && field.name === 'body' && field.widget === 'markdown') continue;
    const property = shape[field.name];
    if (!property) {
      found.push(`${where}.${field.name}: no such schema field`);
      continue;
    }
    const optional = property.safeParse(undefined).success;
    // Within an optional group of Decap's every field is optional in the form (Decap would check them in an empty group);
    // our optional group shows them as the schema says.
    const requiredInForm = field.required !== false;
    if (inOptionalGroup ? requiredInForm : field.widget !== 'boolean' && field.widget !== 'hidden' && requiredInForm === optional)
      found.push(`${where}.${field.name}: required differs`);
    const inner = unwrap(property);
    if (field.widget === 'object') found.push(...differences(field.fields ?? [], inner, `${where}.${field.name}`, { inOptionalGroup: optional }));
    if (field.widget === OPTIONAL_GROUP_WIDGET) found.push(...differences(field.fields ?? [], inner, `${where}.${field.name}`));
    if (field.widget === 'list' && field.fields) found.push(...differences(field.fields, defOf(inner).element!, `${where}.${field.name}[]`));
    if (field.widget === 'list' && field.field && defOf(unwrap(defOf(inner).element!)).type === 'object')
      found.push(`${where}.${field.name}: a list of groups shown as single values`);
  }
  for (const name of Object.keys(shape)) if (!fields.some((field) => field.name === name)) found.push(`${where}.${name}: no form field`);
  return found;
}

describe('the editor config generated from the schemas', () => {
  it('gives every settings file a form that matches its schema field for field', () => {
    const settings = collection('settings');
    expect(settings.files!.map((file) => file.file)).toEqual(settingsFiles.map((file) => `content/${file.file}`));
    for (const source of settingsFiles) {
      const file = settings.files!.find((candidate) => candidate.name === source.name)!;
      expect(differences(file.fields, source.schema, source.file)).toEqual([]);
    }
  });

  it('gives every Markdown page of the fixture a form with its template fields, grouped by section', () => {
    const pageFiles = collections.filter((candidate) => candidate.name.startsWith('pages-')).flatMap((candidate) => candidate.files!);
    expect(pageFiles.map((file) => file.file)).toContain('content/pages/home/missionVision.md');
    expect(collection('pages-about').files!.every((file) => file.file.startsWith('content/pages/about/'))).toBe(true);
    const usedTemplates = new Set<string>();
    for (const file of pageFiles) {
      const template = file.fields.find((field) => field.name === 'template')!.default as string;
      usedTemplates.add(template);
      const schema = pageTemplates.find((candidate) => candidate.name === template)!.schema;
      expect(differences(file.fields, schema, file.file, { markdownBody: true })).toEqual([]);
    }
    // The fixture site uses more than one template, so the walk covered several field sets.
    expect(usedTemplates.size).toBeGreaterThan(3);
  });

  it('keeps an optional group absent until a field of it is typed in, and takes out a field emptied', () => {
    expect(withField(undefined, 'start', '2026-12-05')).toEqual({ start: '2026-12-05' });
    // A saved entry's group comes as an Immutable map (anything with toJS).
    const saved = { toJS: () => ({ start: '2026-12-05', end: '2026-12-06' }) };
    expect(groupFields(saved)).toEqual({ start: '2026-12-05', end: '2026-12-06' });
    expect(withField(saved, 'end', ' ')).toEqual({ start: '2026-12-05' });
    expect(withField({ start: '2026-12-05' }, 'start', '')).toBeUndefined();
  });

  it('holds the texts of an optional group to their patterns, leaving an empty one to the content check', () => {
    const event = collection('notices').fields!.find((field) => field.name === 'event')!.fields as Parameters<typeof patternProblem>[0];
    expect(patternProblem(event, { start: '2026-12-05 10:00', end: '2026-12-06' })).toBeUndefined();
    expect(patternProblem(event, { end: '2026-12-06' })).toBeUndefined();
    expect(patternProblem(event, { start: '2026-02-30' })).toBe('Start: a date and time that exist, such as 2026-12-05 10:30 (24-hour clock).');
  });

  it('names new notices by their date first, in a folder per year, with the categories of the content', () => {
    const board = collection('notices');
    expect(board.folder).toBe('content/notices');
    expect(board.slug).toBe('{{year}}-{{month}}-{{day}}-{{slug}}');
    expect(board.path).toBe('{{year}}/{{slug}}');
    expect(differences(board.fields!, notices.schema, 'notice', { markdownBody: true })).toEqual([]);
    // The event is our optional group: its start is needed (no "(optional)"), the end and venue are not.
    const event = board.fields!.find((field) => field.name === 'event')!;
    expect(event).toMatchObject({ widget: OPTIONAL_GROUP_WIDGET, required: false });
    const start = event.fields!.find((field) => field.name === 'start')!;
    expect(start.required).toBeUndefined();
    expect(start.hint).toContain('Needed when event is filled in');
    expect(event.fields!.filter((field) => field.required === false).map((field) => field.name)).toEqual(['end', 'venue']);
    expect(event.fields!.map(labelOfField)).toEqual(['Start', 'End (optional)', 'Venue (optional)']);
    const category = board.fields!.find((field) => field.name === 'category')!;
    expect(category).toMatchObject({
      widget: 'select',
      required: false,
      options: ['Admissions', 'Examinations', 'Results', 'Events', 'Scholarships', 'General'],
    });
  });

  it('shows the office no internal switch: `sample` is kept in the file but has no field in any form', () => {
    const every = (fields: DecapField[]): DecapField[] =>
      fields.flatMap((field) => [field, ...every(field.fields ?? []), ...(field.field ? every([field.field]) : [])]);
    const forms = collections.flatMap((candidate) => [...(candidate.fields ?? []), ...(candidate.files ?? []).flatMap((file) => file.fields)]);
    const samples = every(forms).filter((field) => field.name === 'sample');
    // The notices and the page templates have the switch; each is a hidden field, which Decap keeps as the file has it.
    expect(samples.length).toBeGreaterThan(pageTemplates.length / 2);
    expect(samples.every((field) => field.widget === 'hidden')).toBe(true);
  });

  it('lists every gallery folder of the content: each has the captions file Decap lists it by', () => {
    const galleries = collection('galleries');
    // What Decap lists for a folder collection: the files matching its path template under its folder.
    const pattern = `${galleries.path!.replace('{{slug}}', '*')}.${galleries.extension}`;
    const listed = fg.sync(pattern, { cwd: path.join(FIXTURE, path.posix.relative('content', galleries.folder!)) }).map((file) => path.posix.dirname(file));
    const folders = fg.sync('galleries/*', { cwd: FIXTURE, onlyDirectories: true }).map((folder) => path.posix.basename(folder));
    expect(folders).toContain('sociology-department');
    expect(listed.sort()).toEqual(folders.sort());
  });

  it('names a new results sheet after its year, derived from the files there (each named after its rows’ one year): no name to type', () => {
    const results = collection('spreadsheets-results');
    const name = results.fields!.find((field) => field.name === results.identifier_field)!;
    expect(name).toMatchObject({ widget: 'hidden', required: false });
    expect(results.fields!.find((field) => field.widget === 'spreadsheet')).toMatchObject({ fileNameColumn: 'year' });
    expect(results.label_singular).toBe('Results year');
  });

  it('carries the schemas’ rules: required text, patterns with their messages, choices, bounded numbers and lists', () => {
    const site = collection('settings').files!.find((file) => file.name === 'site')!.fields;
    const byName = (name: string) => site.find((field) => field.name === name)!;
    expect(byName('name')).toMatchObject({ widget: 'string' });
    expect(byName('name').required).toBeUndefined();
    expect(byName('foundedYear')).toMatchObject({ widget: 'number', value_type: 'int', min: 1800, max: 2100 });
    expect(byName('phones')).toMatchObject({ widget: 'list', min: 2, max: 2 });
    expect(byName('phones').field!.pattern![1]).toBe('a phone number such as +91 370 000 0000');
    expect(byName('phones').field!.hint).toBe('A phone number such as +91 370 000 0000');
    expect(byName('social').fields!.find((field) => field.name === 'network')).toMatchObject({
      widget: 'select',
      options: ['facebook', 'instagram', 'youtube', 'x', 'linkedin', 'mail'],
    });
    expect(byName('logos').fields!.find((field) => field.name === 'image')).toMatchObject({ widget: 'image' });
    const url = new RegExp(byName('url').pattern![0]);
    expect(url.test('https://www.example.org')).toBe(true);
    expect(url.test('ftp://example.org')).toBe(false);
    const expires = collection('notices').fields!.find((field) => field.name === 'expires')!;
    expect(expires.pattern![1]).toBe('a date that exists (year-month-day, e.g. 2026-11-20)');
    expect(new RegExp(expires.pattern![0]).test('2026-02-30')).toBe(false);
  });

  it('accepts in a date pattern exactly the dates and times that exist', () => {
    const date = new RegExp(realDatePattern('^\\d{4}-\\d{2}-\\d{2}$'));
    for (const year of ['1900', '2000', '2023', '2024', '2100']) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(date.test(text), text).toBe(isRealDate(text));
        }
      }
    }
    const dateTime = new RegExp(realDatePattern('^(\\d{4}-\\d{2}-\\d{2})(?: (\\d{2}):(\\d{2}))?$'));
    expect(['2026-12-05', '2026-12-05 10:30', '2026-12-05 23:59'].every((text) => dateTime.test(text))).toBe(true);
    expect(['2026-12-05 24:00', '2026-12-05 10:60', '2026-02-29 10:00', '2026-12-05 9:30'].some((text) => dateTime.test(text))).toBe(false);
  });

  it('saves settings, pages, notices and captions through the formats that rewrite only what changed', () => {
    expect(collection('settings').format).toBe('yaml-in-place');
    expect(collection('notices').format).toBe('frontmatter-in-place');
    const pages = collections.filter(({ name }) => /^(new-)?pages-|^documents$/.test(name));
    expect(pages.length).toBeGreaterThan(2);
    for (const { name, format } of pages) expect(format, name).toBe('frontmatter-in-place');
    expect(collection('galleries').format).toBe('gallery-captions');
  });

  it('commits to GitHub through pull requests, and to the local proxy on a developer’s machine', () => {
    // Decap's GitHub backend with the editor's guards (editor/decap/backends/guardedBackends.ts registers it by this name).
    expect(config.backend).toMatchObject({ name: 'github-guarded', repo: 'college/website', branch: 'main' });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.local_backend).toEqual({ url: 'http://localhost:8091/api/v1' });
    expect(githubRepository('https://github.com/college/website.git\n')).toBe('college/website');
    expect(githubRepository('git@github.com:college/website')).toBe('college/website');
    expect(githubRepository('https://gitlab.com/college/website')).toBeUndefined();
  });

  it('names only widgets the editor registers: Decap’s that decapCms.ts imports, its own, and Decap’s built-in hidden field', () => {
    const named = new Set<string>();
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') {
        const { widget } = value as { widget?: unknown };
        if (typeof widget === 'string') named.add(widget);
        Object.values(value).forEach(visit);
      }
    };
    visit(config.collections);
    // What decapCms.ts imports it registers: a widget package imported and left unregistered is an unused import, which
    // the lint refuses.
    const decapCms = readFileSync(path.join(import.meta.dirname, '../../editor/decap/decapCms.ts'), 'utf8');
    const decapWidgets = [...decapCms.matchAll(/from 'decap-cms-widget-([a-z]+)'/g)].map(([, name]) => name);
    const registered = new Set([...decapWidgets, SPREADSHEET_WIDGET, OPTIONAL_GROUP_WIDGET, QUESTION_PAPERS_WIDGET, 'hidden']);
    expect(named.size).toBeGreaterThan(5);
    expect([...named].filter((widget) => !registered.has(widget))).toEqual([]);
  });

  it('saves to the repository and branch site.yaml names, unless CMS_REPOSITORY or CMS_BRANCH say otherwise', () => {
    const site = { repository: 'college/website', branch: 'live' };
    const remote = () => 'git@github.com:someone/fork.git';
    expect(githubTarget({ GITHUB_REPOSITORY: 'ci/own', GITHUB_REF_NAME: 'ci-branch' }, site, remote)).toEqual({
      repository: 'college/website',
      branch: 'live',
    });
    expect(githubTarget({ CMS_REPOSITORY: 'college/staging', CMS_BRANCH: 'draft' }, site, remote)).toEqual({ repository: 'college/staging', branch: 'draft' });
    expect(githubTarget({ GITHUB_REF_NAME: 'ci-branch' }, { repository: 'college/website' }, remote)).toEqual({
      repository: 'college/website',
      branch: 'ci-branch',
    });
    expect(githubTarget({}, undefined, remote)).toEqual({ repository: 'someone/fork', branch: 'main' });
    // site.yaml's `editor:` group has its form in the settings, optional as in the schema, its repository needed in it.
    const editor = collection('settings')
      .files!.find((file) => file.name === 'site')!
      .fields.find((field) => field.name === 'editor')!;
    expect(editor).toMatchObject({ widget: OPTIONAL_GROUP_WIDGET, required: false });
    expect(editor.fields!.find((field) => field.name === 'repository')!.pattern![1]).toBe('a GitHub repository as owner/name, e.g. college/website');
  });
});

describe('a gallery’s captions file in the editor', () => {
  it('reads photo captions into a list and writes them back by file name', () => {
    const form = captionsFormat.fromFile('# comment\n01-relay.jpg: The relay race\n02-prize.jpg: Prize giving\n');
    expect(form.photos).toEqual([
      { photo: '01-relay.jpg', caption: 'The relay race' },
      { photo: '02-prize.jpg', caption: 'Prize giving' },
    ]);
    expect(captionsFormat.fromFile('# only comments\n').photos).toEqual([]);
    const written = captionsFormat.toFile({ ...form, photos: [...form.photos, { photo: 'galleries/sports/03-new.jpg', caption: 'A new photo' }] });
    expect(captionsFormat.fromFile(written).photos.map((photo) => photo.photo)).toEqual(['01-relay.jpg', '02-prize.jpg', '03-new.jpg']);
  });

  it('keeps the office’s comments and the order of the lines when the form is saved', () => {
    const file = readFileSync(path.join(FIXTURE, 'galleries/sports/captions.yaml'), 'utf8');
    // The fixture's file is all comments (the instructions for the office) and no photo yet.
    expect(captionsFormat.fromFile(file).photos).toEqual([]);
    const withPhoto = captionsFormat.toFile({ ...captionsFormat.fromFile(file), photos: [{ photo: '01-relay.jpg', caption: 'The relay race' }] });
    expect(withPhoto.startsWith(file.trimEnd())).toBe(true);
    expect(withPhoto).toMatch(/\n01-relay\.jpg: The relay race\n$/);
    // Taking the last photo out leaves the comments as they were.
    expect(captionsFormat.toFile({ ...captionsFormat.fromFile(withPhoto), photos: [] })).toBe(file);

    const edited = '# Sports day 2026\n01-a.jpg: First # the start\n# the prize giving:\n02-b.jpg: Second\n';
    const form = captionsFormat.fromFile(edited);
    expect(captionsFormat.toFile({ ...form, photos: [form.photos[0], { photo: '02-b.jpg', caption: 'Prize giving' }] })).toBe(
      '# Sports day 2026\n01-a.jpg: First # the start\n# the prize giving:\n02-b.jpg: Prize giving\n',
    );
    // A photo taken out loses its line; the comment above it stays, above the line that followed.
    expect(captionsFormat.toFile({ ...form, photos: [form.photos[1], { photo: '03-c.jpg', caption: 'Third' }] })).toBe(
      '# Sports day 2026\n# the prize giving:\n02-b.jpg: Second\n03-c.jpg: Third\n',
    );
  });
});

describe('new pages', () => {
  it('are text pages created in each section’s folder, with the text template’s form', () => {
    const sections = [
      ...new Set(
        collections.filter((candidate) => candidate.name.startsWith('pages-') && candidate.name !== 'pages-top').map((candidate) => candidate.name.slice(6)),
      ),
    ];
    expect(sections).toContain('NAAC');
    const text = pageTemplates.find((template) => template.name === 'text')!.schema;
    for (const section of sections) {
      const folder = collection(`new-pages-${section}`);
      expect(folder).toMatchObject({ folder: `content/pages/${section}`, create: true, extension: 'md' });
      expect(differences(folder.fields!, text, folder.name, { markdownBody: true })).toEqual([]);
      expect(folder.fields!.find((field) => field.name === 'template')).toMatchObject({ widget: 'hidden', default: 'text' });
    }
  });
});

describe('the preview of text pages', () => {
  it('is given to every page whose template is text, and to no other', () => {
    const previewed = textPageEntries(config as Parameters<typeof textPageEntries>[0]);
    expect(previewed).toContain('home-missionVision');
    expect(previewed).toContain('new-pages-about');
    const pageFiles = collections.filter((candidate) => candidate.name.startsWith('pages-')).flatMap((candidate) => candidate.files!);
    for (const file of pageFiles) {
      const template = file.fields.find((field) => field.name === 'template')!.default;
      expect(previewed.includes(file.name), file.file).toBe(template === 'text');
    }
  });
});

describe('the documents in the editor', () => {
  it('lists the pages that show documents, each uploading beside the documents it already shows', () => {
    const documents = collection('documents').files!;
    const aqar = documents.find((file) => file.file === 'content/pages/NAAC/naacStatus/aqar.md')!;
    expect(aqar).toMatchObject({ media_folder: '/content/documents/naac/aqar', public_folder: 'documents/naac/aqar' });
    const prospectus = documents.find((file) => file.file === 'content/pages/resources/prospectus.md')!;
    expect(prospectus).toMatchObject({ media_folder: '/content/documents', public_folder: 'documents' });
    // A page without documents is not listed; each listed one has the same form as in its section's group.
    expect(documents.some((file) => file.file === 'content/pages/home/missionVision.md')).toBe(false);
    const pageFiles = collections.filter((candidate) => candidate.name.startsWith('pages-')).flatMap((candidate) => candidate.files!);
    for (const file of documents) {
      const page = pageFiles.find((candidate) => candidate.file === file.file)!;
      expect(file.fields).toEqual(page.fields);
      expect(readFileSync(path.join(FIXTURE, file.file.replace(/^content\//, '')), 'utf8')).toContain(`${file.public_folder}/`);
    }
  });
});

describe('the spreadsheets in the editor', () => {
  const csvsRead = spreadsheets.map((sheet) => sheet.file);

  it('lists every CSV the compiler reads where it lives, a folder of them where new ones may be added', () => {
    const files = collection('spreadsheets').files!;
    expect(files.map((file) => file.file).sort()).toEqual(
      csvsRead
        .filter((file) => !file.includes('*'))
        .map((file) => `content/${file}`)
        .sort(),
    );
    expect(files.map((file) => file.file)).toEqual(
      expect.arrayContaining(['content/rank-holders.csv', 'content/governing-body.csv', 'content/staff/teaching.csv', 'content/staff/non-teaching.csv']),
    );
    expect(collection('spreadsheets-results')).toMatchObject({ folder: 'content/results', extension: 'csv', format: 'spreadsheet', create: true });
    expect(csvsRead).toContain('results/*.csv');
  });

  it('expects in a replacement the columns of the file it replaces, which hold every field of the row schema', () => {
    for (const sheet of spreadsheets) {
      const fields = sheet.file.includes('*')
        ? collection(`spreadsheets-${sheet.collection}`).fields!
        : collection('spreadsheets').files!.find((file) => file.file === `content/${sheet.file}`)!.fields;
      const form = fields.find((field) => field.widget === 'spreadsheet')!;
      const shape = defOf(unwrap(sheet.rowSchema!)).shape!;
      expect(
        Object.keys(shape).filter((name) => !(form.columns as SheetColumn[]).some((column) => column.name === name)),
        sheet.file,
      ).toEqual([]);
      // What the office reads names no file path and no "column".
      expect(form.hint, sheet.file).not.toMatch(/content\/|\.csv\b|column/i);
    }
    const rankHolders = collection('spreadsheets').files!.find((file) => file.file === 'content/rank-holders.csv')!.fields[0];
    expect((rankHolders.columns as SheetColumn[]).map(({ name }) => name)).toEqual(['name', 'course', 'year', 'rank', 'photo']);
    expect(rankHolders.hint).toBe('Type in the table, or upload a CSV file whose first row holds the headings name, course, year, rank, photo.');
    for (const sheets of collections.filter(({ name }) => name.startsWith('spreadsheets'))) {
      expect((sheets as { description?: string }).description, sheets.name).not.toMatch(/content\/|column/i);
    }
  });

  it('gives each column the input its schema calls for, with the lists the compiler knows', () => {
    const columnsOf = (form: { fields?: DecapField[] } | undefined) => form!.fields!.find((field) => field.widget === 'spreadsheet')!.columns as SheetColumn[];
    const sheet = (file: string) => columnsOf(collection('spreadsheets').files!.find((entry) => entry.file === `content/${file}`));
    const byName = (columns: SheetColumn[]) => Object.fromEntries(columns.map((column) => [column.name, column]));
    const results = byName(columnsOf(collection('spreadsheets-results')));
    expect(results.year.input).toBe('number');
    expect(results.appeared.input).toBe('number');
    expect(results.subject_code).toMatchObject({ input: 'choice', options: SUBJECT_CODES.map((code) => ({ value: code, label: code })) });
    expect(results.programme.options!.map(({ value }) => value)).toEqual([...PROGRAMMES]);
    const teaching = byName(sheet('staff/teaching.csv'));
    // The department is stored as its key and shown by its name, in the order of departments.yaml.
    expect(teaching.department.options).toContainEqual({ value: 'polSci', label: 'Political Science' });
    // The rows are kept together by department: a new teacher goes after the department's last row.
    expect(teaching.department.groups).toBe(true);
    expect(Object.values(results).filter((column) => column.groups)).toEqual([]);
    expect(teaching.photo).toMatchObject({ input: 'photo', folder: 'staff/photos' });
    expect(teaching.name.input).toBe('text');
    expect(byName(sheet('staff/non-teaching.csv')).section.input).toBe('choice');
    expect(byName(sheet('rank-holders.csv')).year.input).toBe('number');
    // A photo column's folder is the one its schema names, where the photos uploaded in a row are saved.
    expect(byName(sheet('rank-holders.csv')).photo).toMatchObject({ input: 'photo', folder: 'rank-holders/photos' });
    expect(sheet('governing-body.csv').map(({ input }) => input)).toEqual(['text', 'text']);
  });

  it('starts a new results year with the latest year’s subjects and programmes, the next year and empty figures', () => {
    const latest = fg.sync('results/*.csv', { cwd: FIXTURE }).sort().at(-1)!;
    const [header, ...rows] = parse(readFileSync(path.join(FIXTURE, latest), 'utf8')) as string[][];
    const next = String(Number(path.basename(latest, '.csv')) + 1);
    const form = collection('spreadsheets-results').fields!.find((field) => field.widget === 'spreadsheet')!;
    expect(form.default).toBe(`${header.join(',')}\n${rows.map(([, subject, programme]) => `${next},${subject},${programme},,\n`).join('')}`);
  });

  it('saves a photo uploaded in a staff or rank holder row into the photo folder its schema names, and lists the photos there', () => {
    const sheetField = (file: string) => collection('spreadsheets').files!.find((entry) => entry.file === `content/${file}`)!.fields[0];
    const photoFiles = (folder: string) => fg.sync('*.{jpg,jpeg,png,webp}', { cwd: path.join(FIXTURE, folder) }).sort();
    for (const file of ['staff/teaching.csv', 'staff/non-teaching.csv']) {
      expect(sheetField(file), file).toMatchObject({
        media_folder: '/content/staff/photos',
        public_folder: 'staff/photos',
        photos: photoFiles('staff/photos'),
      });
    }
    expect(sheetField('staff/teaching.csv').photos).toContain('aren-sample.jpg');
    expect(sheetField('rank-holders.csv')).toMatchObject({
      media_folder: '/content/rank-holders/photos',
      public_folder: 'rank-holders/photos',
      photos: ['asenla-sample.jpg'],
    });
    // A sheet without a photo column has no photo folder.
    expect(sheetField('governing-body.csv')).not.toHaveProperty('media_folder');
    // A photo folder not made yet is an empty list: the first photo uploaded makes it.
    const empty = decapConfig({
      contentDir: path.join(FIXTURE, 'staff'),
      contentPath: 'content',
      repository: 'college/website',
      branch: 'main',
      localProxyUrl: 'http://localhost:8091/api/v1',
    });
    const emptySheet = (empty.collections as Collection[])
      .find((entry) => entry.name === 'spreadsheets')!
      .files!.find((entry) => entry.file === 'content/rank-holders.csv')!;
    expect(emptySheet.fields[0].photos).toEqual([]);
    expect((emptySheet.fields[0].columns as SheetColumn[]).find((column) => column.name === 'photo')).toMatchObject({ folder: 'rank-holders/photos' });
  });

  it('keeps a spreadsheet byte for byte, and refuses one that lacks a column or is not a CSV', () => {
    const text = readFileSync(path.join(FIXTURE, 'rank-holders.csv'), 'utf8');
    expect(spreadsheetFormat.toFile(spreadsheetFormat.fromFile(text))).toBe(text);
    const columns = ['name', 'course', 'year', 'rank'];
    expect(spreadsheetProblem(text, columns)).toBeUndefined();
    expect(spreadsheetProblem('\uFEFFName,Course,Year,Rank\r\nA,B,2020,1st\r\n', columns)).toBeUndefined();
    expect(spreadsheetProblem('name,course,year\nA,B,2020\n', columns)).toBe('The first row must hold the headings name,course,year,rank: rank is missing.');
    expect(spreadsheetProblem('name,course,year,rank\n"A,B,2020,1st\n', columns)).toMatch(/not well-formed/);
    expect(spreadsheetProblem('PK\u0003\u0004\u0000\u0000', columns)).toMatch(/not a CSV file/);
  });
});

describe('the editor’s Content-Security-Policy', () => {
  it('loosens only what Decap needs (eval, inline styles, GitHub, the local proxy) and keeps script files to the site', () => {
    const policy = adminContentSecurityPolicy();
    // Script files only from the site; 'unsafe-eval' because Decap compiles its config validator at run time.
    expect(policy).toContain("script-src 'self' 'unsafe-eval';");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("connect-src 'self' blob: data: https://api.github.com");
    // The site's own pages keep their policy without any of it.
    const sitePolicy = contentSecurityPolicy(path.join(FIXTURE, 'no-such-build'));
    expect(sitePolicy).not.toContain('api.github.com');
    expect(sitePolicy).not.toMatch(/style-src [^;]*'unsafe-inline'/);
    expect(sitePolicy).not.toContain("'unsafe-eval'");
  });
});
