import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import fastGlob from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { cleanText, untidiness, writeCsv } from '../../editor/helpers/cleanCsv.ts';
import { csvRows } from '../../editor/helpers/csvRows.ts';

const FIXTURE = path.join(import.meta.dirname, '../fixtures/site');

/** A cell as the content check reads one: trimmed, with the characters that need quoting among others. */
const cell = fc.array(fc.constantFrom('a', 'Z', 'é', '1', ' ', ',', '"', '\n', '\r\n', '.', '-', 'ক'), { maxLength: 8 }).map((parts) => parts.join('').trim());

/** A sheet: a header and rows of the same width. */
const sheet = fc.integer({ min: 1, max: 5 }).chain((width) => fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 6 }));

describe('the clean CSV writer', () => {
  it('writes rows the content check reads back as they were', () => {
    fc.assert(
      fc.property(sheet, (rows) => {
        expect(csvRows(writeCsv(rows))).toEqual(rows);
      }),
    );
  });

  it('writes what it wrote again byte for byte, and finds nothing untidy in it', () => {
    fc.assert(
      fc.property(sheet, (rows) => {
        const text = writeCsv(rows);
        expect(writeCsv(csvRows(text)!)).toBe(text);
        expect(untidiness(text)).toEqual([]);
      }),
    );
  });

  it('quotes only a cell that holds a comma, a quote or a line break, and ends every row with \\n', () => {
    expect(
      writeCsv([
        ['name', 'role'],
        ['Dr. A, Ph.D.', 'says "hello"'],
        ['plain', 'two\nlines'],
      ]),
    ).toBe('name,role\n"Dr. A, Ph.D.","says ""hello"""\nplain,"two\nlines"\n');
  });

  it('gives every sheet of the fixture site written by hand back byte for byte (no mark, no CR, no quotes)', () => {
    const files = fastGlob.sync('**/*.csv', { cwd: FIXTURE }).filter((file) => !/[\uFEFF\r"]/.test(readFileSync(path.join(FIXTURE, file), 'utf8')));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = readFileSync(path.join(FIXTURE, file), 'utf8');
      expect(writeCsv(csvRows(text)!), file).toBe(text);
    }
  });

  it('names what a spreadsheet program added: a byte-order mark, Windows line endings, needless quotes', () => {
    const clean = 'name,role\nDr. A. Sample,Chairperson\n';
    expect(untidiness(clean)).toEqual([]);
    expect(untidiness(`\uFEFF${clean.replace(/\n/g, '\r\n')}`)).toEqual(['a byte-order mark', 'Windows line endings']);
    expect(untidiness('"name","role"\n"Dr. A. Sample","Chairperson"\n')).toEqual(['quotes, spaces, short rows or blank lines a spreadsheet program adds']);
    expect(cleanText(`\uFEFF"name","role"\r\n"Dr. A. Sample",Chairperson\r\n`)).toBe(clean);
    expect(cleanText('name,role\nDr. A. Sample\n')).toBe('name,role\nDr. A. Sample,\n');
    expect(untidiness('name,role\nDr. A. Sample,Chairperson')).toEqual(['no line break after the last row']);
  });
});
