import { describe, expect, it } from 'vitest';
import { nameFault, nameKey, sameFileName } from '../../common/fileNames.ts';
import { readPaperName } from '../../common/questionPaperName.ts';
import { pathsOutside, pathsToWrite } from '../../editor/decap/backends/writeGuard.ts';
import { checkRows, placeFolder } from '../../editor/decap/widgets/questionPaperBatch.ts';
import { UploadNames } from '../../editor/decap/backends/uploadNames.ts';
import { freeFileName } from '../../editor/helpers/photoName.ts';

/**
 * When two file names are one, and what a name cannot be (common/fileNames.ts), and that each place that asks uses
 * those rules: the write guard, the question papers' batch, the media window's upload names, the free-name rule and the
 * build's reading of a paper's name. A name typed on a
 * Mac ("Re\u0301sume\u0301", é as e and an accent) is the name a folder already holds as "Résumé".
 */
const DECOMPOSED = 'Re\u0301sume\u0301.pdf';
const COMPOSED = 'R\u00e9sum\u00e9.pdf';

describe('one file name', () => {
  it('is the same whatever its case or Unicode form', () => {
    expect(DECOMPOSED).not.toBe(COMPOSED);
    expect(sameFileName(DECOMPOSED, COMPOSED)).toBe(true);
    expect(sameFileName('CON.pdf', 'con.PDF')).toBe(true);
    expect(sameFileName('ENG-MJ-3 English.pdf', 'eng-mj-3 english.pdf')).toBe(true);
  });

  it('is another when a letter differs: the Turkish dotted İ is not I, nor a trailing space or dot nothing', () => {
    expect(sameFileName('\u0130stanbul.pdf', 'Istanbul.pdf')).toBe(false);
    expect(sameFileName('\u0130stanbul.pdf', 'istanbul.pdf')).toBe(false);
    expect(nameKey('\u0130')).toBe(nameKey('\u0130'.toLowerCase()));
    expect(sameFileName('fees.pdf', 'fees.pdf ')).toBe(false);
    expect(sameFileName('fees.pdf', 'fees.pdf.')).toBe(false);
  });
});

describe('what a name cannot be', () => {
  it('lists each fault, and takes every name an office’s file system holds', () => {
    const faults = Object.fromEntries(
      [
        '',
        'a/b.pdf',
        'a\\b.pdf',
        'Poetry .. 2024.pdf',
        '..',
        'bell\u0007.pdf',
        '.hidden.pdf',
        '.',
        'a:b.pdf',
        'what?.pdf',
        'fees.pdf ',
        'fees.pdf.',
        'CON.pdf',
        'con',
        'Com1.txt',
        'LPT9',
        'NUL.tar.gz',
      ].map((name) => [name, nameFault(name)]),
    );
    expect(faults).toEqual({
      '': 'empty',
      'a/b.pdf': 'leaves its folder',
      'a\\b.pdf': 'leaves its folder',
      'Poetry .. 2024.pdf': 'leaves its folder',
      '..': 'leaves its folder',
      'bell\u0007.pdf': 'leaves its folder',
      '.hidden.pdf': 'hidden',
      '.': 'hidden',
      'a:b.pdf': 'not on Windows',
      'what?.pdf': 'not on Windows',
      'fees.pdf ': 'not on Windows',
      'fees.pdf.': 'not on Windows',
      'CON.pdf': 'not on Windows',
      con: 'not on Windows',
      'Com1.txt': 'not on Windows',
      LPT9: 'not on Windows',
      'NUL.tar.gz': 'not on Windows',
    });
    for (const name of [
      DECOMPOSED,
      COMPOSED,
      '\u0130stanbul.pdf',
      'CONTACT.pdf',
      'Console.pdf',
      'COM10.pdf',
      'ENG-MJ-3 British Poetry [FYUGP Major] (Vol. 2).pdf',
      'Tally & GST (100% practical).pdf',
    ])
      expect(nameFault(name), name).toBeUndefined();
  });

  it('is the rule of the paper’s name the build reads, the batch’s rows and subject, and the write guard', () => {
    expect(readPaperName('ENG-MJ-3 Poetry .. 2024')).toBeUndefined();
    expect(readPaperName('ENG-MJ-3 Poetry 2023\\24')).toBeUndefined();
    expect(readPaperName('ENG-MJ-3 Poetry')).toEqual({ code: 'ENG-MJ-3', title: 'Poetry', scheme: '', part: '' });
    const folder = ['BA', '3rd Sem', '2025', 'English'];
    const rows = checkRows(
      ['ENG-MJ-3 Poetry?.pdf', 'CON.pdf', '.ENG-MJ-3 Poetry.pdf', 'ENG-MJ-3 a/b.pdf'].map((fileName) => ({
        fileName,
        folder,
        isPdf: true,
        replacing: false,
        bytes: 1,
      })),
      new Map(),
    );
    expect(rows.map(({ problem }) => problem?.slice(0, 44))).toEqual([
      'A file name cannot hold : * ? " < > |, end w',
      'A file name cannot hold : * ? " < > |, end w',
      'A file name cannot start with a dot: it woul',
      'A file name cannot hold a slash (/ or \\), tw',
    ]);
    const choices = { programmes: ['BA'], semesters: ['3rd Sem'], years: ['2025'], subjects: [] };
    for (const subject of ['CON', 'Poetry.', 'a:b', '.English', 'Eng/lish'])
      expect(placeFolder({ programme: 'BA', semester: '3rd Sem', year: '2025', subject }, choices), subject).toHaveProperty('missing');
    const paths = [
      'content/attachments/CON.pdf',
      'content/attachments/a:b.pdf',
      'content/.hidden/a.pdf',
      'content/attachments/fees.pdf.',
      'content/attachments/fees.pdf',
    ];
    expect(pathsOutside(paths, 'content')).toEqual(paths.slice(0, 4));
  });
});

describe('each place that asks whether a name is taken', () => {
  it('the write guard: an upload typed on a Mac is written beside the file a notice names', async () => {
    const reading = {
      filesIn: () => Promise.resolve([`content/attachments/${COMPOSED}`]),
      contentNow: () => Promise.resolve([{ file: 'notices/2026/2026-11-18-cv.md', text: `---\ntitle: CV\nattachments:\n  - attachments/${COMPOSED}\n---\n` }]),
    };
    const [written] = await pathsToWrite([`content/attachments/${DECOMPOSED}`], [], 'content', reading);
    expect(written).not.toBe(`content/attachments/${DECOMPOSED}`);
    expect(written.endsWith('-2.pdf')).toBe(true);
  });

  it('the write guard: an upload of a name spelt otherwise is written beside the file, even one nothing names', async () => {
    const reading = {
      filesIn: () => Promise.resolve([`content/attachments/${COMPOSED}`, 'content/attachments/merit-list.pdf']),
      contentNow: () => Promise.resolve([]),
    };
    const written = await pathsToWrite(
      [`content/attachments/${DECOMPOSED}`, 'content/attachments/Merit-List.pdf', 'content/attachments/merit-list.pdf'],
      [],
      'content',
      reading,
    );
    expect(written[0]).not.toBe(`content/attachments/${DECOMPOSED}`);
    expect(written[1]).toBe('content/attachments/Merit-List-2.pdf');
    // The same spelling, named by nothing: written over, as Decap asked.
    expect(written[2]).toBe('content/attachments/merit-list.pdf');
  });

  it('the question papers’ batch: a subject typed decomposed is the folder the tree has', () => {
    const place = { programme: 'BA', semester: '3rd Sem', year: '2025', subject: 'Franc\u0327ais' };
    const choices = { programmes: ['BA'], semesters: ['3rd Sem'], years: ['2025'], subjects: ['Fran\u00e7ais'] };
    expect(placeFolder(place, choices)).toEqual({ folder: ['BA', '3rd Sem', '2025', 'Fran\u00e7ais'] });
  });

  it('the media window’s upload names and the free-name rule: a decomposed name is taken when its composed form is there', () => {
    const names = new UploadNames();
    names.listedFolder('content/attachments', [`content/attachments/${nameKey(COMPOSED)}`]);
    expect(names.uploadName(DECOMPOSED)).not.toBe(DECOMPOSED);
    expect(freeFileName('re\u0301sume\u0301', 'pdf', ['r\u00e9sum\u00e9.jpg'])).toBe('re\u0301sume\u0301-2.pdf');
  });
});
