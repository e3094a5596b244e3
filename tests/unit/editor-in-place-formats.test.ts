/**
 * The editor's file formats (editor/decap/formats/inPlaceFormats.ts, captionsFormat.ts): a saved file is the file as
 * read, with only what the form changed rewritten; comments, order, quotes and line endings stay.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { captionsFormat } from '../../editor/decap/formats/captionsFormat.ts';
import { FILE_AS_READ } from '../../editor/decap/formats/fileAsRead.ts';
import { frontMatterInPlaceFormat, yamlInPlaceFormat } from '../../editor/decap/formats/inPlaceFormats.ts';
import { FIXTURE_DIR } from '../e2e/fixtureSite.ts';

type Entry = Record<string, unknown>;
/** What the tests change in a form: a few shapes of the fixture's fields. */
interface Form extends Entry {
  programmes: { instalments: { amount: number }[] }[];
  people: { name: string; roles: string[] }[];
  links: string[];
  event: Record<string, string>;
}
const fixture = (file: string) => readFileSync(path.join(FIXTURE_DIR, file), 'utf8');
/** What the form holds after loading a file, as a copy the test can change (as the office does in the form). */
const form = (format: { fromFile(text: string): Entry }, text: string) => structuredClone(format.fromFile(text)) as Form;
const yaml = (text: string, change: (entry: Form) => void, order?: string[]) => {
  const entry = form(yamlInPlaceFormat, text);
  change(entry);
  return yamlInPlaceFormat.toFile(entry, order);
};

describe('files saved as the office left them', () => {
  it('writes every fixture settings file and Markdown file back byte for byte when nothing changed', () => {
    const files = fg.sync(['**/*.md', '*.yaml', 'home/*.yaml', 'notices/*.yaml'], { cwd: FIXTURE_DIR }).sort();
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const format = file.endsWith('.md') ? frontMatterInPlaceFormat : yamlInPlaceFormat;
      expect(format.toFile(form(format, fixture(file))), file).toBe(fixture(file));
    }
    const captions = fg.sync('galleries/*/captions.yaml', { cwd: FIXTURE_DIR });
    expect(captions.length).toBeGreaterThan(0);
    for (const file of captions) expect(captionsFormat.toFile(captionsFormat.fromFile(fixture(file))), file).toBe(fixture(file));
  });

  it('changing one fee rewrites that fee’s line alone: the comment, the quotes and every other line stay', () => {
    const source = fixture('pages/onlineAdmissions/feeStructure.md');
    const entry = form(frontMatterInPlaceFormat, source);
    const instalment = entry.programmes[0].instalments[1];
    entry.programmes[0].instalments[1] = { ...instalment, amount: instalment.amount + 100 };
    const line = `      - { label: Second installment, amount: ${instalment.amount}, when: During the semester }`;
    expect(source).toContain(line);
    expect(frontMatterInPlaceFormat.toFile(entry)).toBe(
      source.replace(line, line.replace(`amount: ${instalment.amount}`, `amount: ${instalment.amount + 100}`)),
    );
  });

  it('keeps comments above, beside and below the fields, and the fields’ order, when a value changes', () => {
    const source = '# The college\nname: Old name # as registered\n\n# Where it is\naddress: Town\nphone: "0123"\n';
    expect(yaml(source, (entry) => (entry.name = 'New name'))).toBe(source.replace('Old name', 'New name'));
    expect(yaml(source, (entry) => (entry.phone = '0999'))).toBe(source.replace('"0123"', '"0999"'));
  });

  it('writes a new field after the field before it in the form, and takes a removed field out with its lines only', () => {
    const source = '# Top\ntitle: A\n# About the date\ndate: 2026-01-01\nbody: x\n';
    expect(yaml(source, (entry) => (entry.expires = '2026-02-01'), ['title', 'date', 'expires', 'body'])).toBe(
      '# Top\ntitle: A\n# About the date\ndate: 2026-01-01\nexpires: 2026-02-01\nbody: x\n',
    );
    expect(yaml(source, (entry) => delete entry.date)).toBe('# Top\ntitle: A\n# About the date\nbody: x\n');
  });

  it('changes, adds and removes items of nested lists item by item', () => {
    const source = [
      'people:',
      '  # The office',
      '  - name: A',
      '    roles: [clerk, typist]',
      '  - name: B',
      '    roles: [head]',
      '  - name: C',
      'links:',
      '- one',
      '- two',
      '',
    ].join('\n');
    const lines = source.split('\n');
    const without = (index: number) => lines.filter((_, line) => line !== index).join('\n');
    expect(yaml(source, (entry) => entry.people.splice(1, 1))).toBe(
      without(4)
        .split('\n')
        .filter((line) => line !== '    roles: [head]')
        .join('\n'),
    );
    expect(yaml(source, (entry) => (entry.people[0].roles[1] = 'cashier'))).toBe(source.replace('typist', 'cashier'));
    expect(yaml(source, (entry) => entry.people[1].roles.push('teacher'))).toBe(source.replace('[head]', '[head, teacher]'));
    expect(yaml(source, (entry) => entry.links.splice(1, 0, 'one and a half'))).toBe(source.replace('- one\n', '- one\n- one and a half\n'));
    expect(yaml(source, (entry) => entry.people.push({ name: 'D', roles: ['peon'] }))).toBe(
      source.replace('  - name: C\n', '  - name: C\n  - name: D\n    roles:\n      - peon\n'),
    );
  });

  it('keeps a list written on one line on one line when an item is taken out, emptied, replaced or moved', () => {
    const source = 'title: A\nroles: [clerk, typist, head]\nnote: x\n';
    const roles = (change: (roles: string[]) => void) => yaml(source, (entry) => change(entry.roles as unknown as string[]));
    expect(roles((list) => list.splice(0, 1))).toBe('title: A\nroles: [typist, head]\nnote: x\n');
    expect(roles((list) => (list[2] = ''))).toBe('title: A\nroles: [clerk, typist]\nnote: x\n');
    expect(roles((list) => list.splice(0, 3, 'typist', 'head', 'peon'))).toBe('title: A\nroles: [typist, head, peon]\nnote: x\n');
    expect(yaml('c: [ 0, "", false ]\n', (entry) => (entry.c = [0, '', '']))).toBe('c: [ 0 ]\n');
  });

  it('takes an emptied optional field out of the file instead of writing "", [] or {}', () => {
    const source = 'title: Exam\nevent:\n  start: 2026-12-02\n  end: 2026-12-03 # the last day\nlinks:\n  - a.pdf\nnote: Bring a pen\n';
    expect(yaml(source, (entry) => (entry.event.end = ''))).toBe('title: Exam\nevent:\n  start: 2026-12-02\nlinks:\n  - a.pdf\nnote: Bring a pen\n');
    expect(yaml(source, (entry) => (entry.event = { start: '', end: '' }))).toBe('title: Exam\nlinks:\n  - a.pdf\nnote: Bring a pen\n');
    expect(yaml(source, (entry) => (entry.links = []))).toBe('title: Exam\nevent:\n  start: 2026-12-02\n  end: 2026-12-03 # the last day\nnote: Bring a pen\n');
    expect(yaml(source, (entry) => (entry.note = ''))).not.toContain('note');
    // The form gives every field it shows, empty ones too: those the file does not have are not written.
    expect(yaml(source, (entry) => Object.assign(entry, { expires: '', documents: [], contact: { phone: '' } }))).toBe(source);
    // A field the file already has empty is the office's: it stays.
    expect(yaml('title: Exam\nend: ""\n', (entry) => (entry.title = 'Test'))).toBe('title: Test\nend: ""\n');
  });

  it('keeps Windows line endings (CRLF) where the file has them, in the front matter and the text', () => {
    const source = '---\r\ntitle: "A notice"\r\ndate: 2026-11-01\r\n---\r\nFirst line.\r\nSecond line.\r\n';
    const entry = form(frontMatterInPlaceFormat, source);
    expect(entry.title).toBe('A notice');
    entry.title = 'The notice';
    expect(frontMatterInPlaceFormat.toFile(entry)).toBe(source.replace('A notice', 'The notice'));
    entry.body = 'First line.\nSecond line, changed.\n';
    entry.expires = '2026-12-01';
    expect(frontMatterInPlaceFormat.toFile(entry, ['title', 'date', 'expires'])).toBe(
      '---\r\ntitle: "The notice"\r\ndate: 2026-11-01\r\nexpires: 2026-12-01\r\n---\r\nFirst line.\r\nSecond line, changed.\r\n',
    );
  });

  it('writes a new file from the form in the form’s order, without its empty fields', () => {
    const entry = { body: 'Text.\n', expires: '', date: '2026-11-01', title: 'New' };
    expect(frontMatterInPlaceFormat.toFile(entry, ['title', 'date', 'expires', 'body'])).toBe('---\ntitle: New\ndate: 2026-11-01\n---\nText.\n');
    expect(yamlInPlaceFormat.toFile({ name: 'A', list: [] })).toBe('name: A\n');
  });

  it('changing one photo’s caption leaves the gallery file’s other lines as written, long ones unfolded', () => {
    const long = `02-b.jpg: ${'A caption longer than a line of eighty characters '.repeat(2).trim()}\n`;
    const source = `# Sports day\n01-a.jpg: 'The start'\n${long}`;
    const gallery = captionsFormat.fromFile(source);
    const photos = [{ ...gallery.photos[0], caption: 'The start line' }, gallery.photos[1]];
    expect(captionsFormat.toFile({ ...gallery, photos })).toBe(`# Sports day\n01-a.jpg: 'The start line'\n${long}`);
  });

  it('carries the file as read under one name in every format, and never writes it into the file', () => {
    const source = fixture('site.yaml');
    const entry = form(yamlInPlaceFormat, source);
    expect(entry.fileAsRead).toBe(source);
    entry.name = 'Another college';
    expect(yamlInPlaceFormat.toFile(entry)).not.toContain(FILE_AS_READ);
    const notice = fixture('notices/2026/2026-11-05-annual-sports-meet.md');
    expect(frontMatterInPlaceFormat.fromFile(notice).fileAsRead).toBe(notice);
    const captions = '# Sports day\n01-a.jpg: The start\n';
    expect(captionsFormat.fromFile(captions).fileAsRead).toBe(captions);
    expect(captionsFormat.toFile({ photos: [{ photo: '01-a.jpg', caption: 'The start line' }], fileAsRead: captions })).toBe(
      '# Sports day\n01-a.jpg: The start line\n',
    );
  });
});
