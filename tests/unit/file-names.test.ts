import { describe, expect, it } from 'vitest';
import { nameKey, sameFileName } from '../../common/fileNames.ts';
import { pathsToWrite } from '../../editor/decap/backends/writeGuard.ts';
import { placeFolder } from '../../editor/decap/widgets/questionPaperBatch.ts';
import { UploadNames } from '../../editor/decap/backends/uploadNames.ts';
import { freeFileName } from '../../editor/helpers/photoName.ts';

/**
 * When two file names are one (common/fileNames.ts), and that each place of the editor that asks uses that rule: the
 * write guard, the question papers' batch, the media window's upload names and the free-name rule. A name typed on a
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
