/**
 * A question paper's name, corrected by the office in its row, stays a name: one that holds a slash, a backslash, two
 * dots or an invisible character is refused beside its row (the form, editor/decap/widgets/questionPaperBatch.ts), and
 * the editor's write guard (editor/decap/backends/writeGuard.ts) refuses any path outside the content folder, whatever
 * part of the editor sends it.
 */
import { describe, expect, it } from 'vitest';
import { checkRows } from '../../editor/decap/widgets/questionPaperBatch.ts';
import { pathsOutside } from '../../editor/decap/backends/writeGuard.ts';

const folder = ['BA Major, Minor and Hons', '3rd Sem', '2026', 'English'];
const row = (fileName: string) => ({ fileName, folder, isPdf: true, replacing: false, bytes: 40_000 });

describe('a question paper’s name that would leave its folder', () => {
  it('is refused beside its row, in the office’s words, with no path in them', () => {
    const names = [
      'ENG-MJ-3 Poetry 2023/24.pdf',
      'ENG-MJ-3 x/../../../../notices/2026/test.pdf',
      'ENG-MJ-3 Poetry 2023\\24.pdf',
      'ENG-MJ-3 Poetry .. 2024.pdf',
      'ENG-MJ-3 Poetry\u0007 2024.pdf',
      'ENG-MJ-3 Poetry\u001f.pdf',
    ];
    const rows = checkRows(names.map(row), new Map());
    for (const [index, { problem }] of rows.entries()) {
      expect(problem, names[index]).toBe(
        'A file name cannot hold a slash (/ or \\), two dots in a row or an invisible character: it would put the paper in another folder. Correct the name here, or remove it.',
      );
    }
    // A name as the university gives it is no problem, dots and brackets and all.
    expect(checkRows([row('ENG-MJ-3 British Poetry [FYUGP Major] (Vol. 2).pdf')], new Map())[0].problem).toBeUndefined();
  });
});

describe('the editor’s write guard', () => {
  it('finds every path that is not inside the content folder, however it is spelt', () => {
    const paths = [
      'content/question-papers/BA Major, Minor and Hons/3rd Sem/2026/English/ENG-MJ-3 Poetry.pdf',
      '/content/attachments/merit-list.pdf',
      'content/question-papers/BA Major, Minor and Hons/notices/2026/../../../notices/2026/test.pdf',
      'content/../package.json',
      'content/attachments/..\\..\\package.json',
      'content//attachments/a.pdf',
      'content/./attachments/a.pdf',
      'content/attachments/bell\u0007.pdf',
      'scripts/build.ts',
      'content',
    ];
    expect(pathsOutside(paths, 'content')).toEqual(paths.slice(2));
  });
});

describe('a question paper’s name without “.pdf” at its end', () => {
  it('is told to end in .pdf, not that the file is no PDF', () => {
    const [typed, word] = checkRows([row('ENG-MJ-3 British Poetry [FYUGP Major]'), { ...row('ENG-MJ-3 Poetry.docx'), isPdf: false }], new Map());
    expect(typed.problem).toBe('The name must end in “.pdf”: add “.pdf” at the end of the name here.');
    expect(word.problem).toBe('This is not a PDF: save it as PDF and choose it again, or remove it.');
  });
});
