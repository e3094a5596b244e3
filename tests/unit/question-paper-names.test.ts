/**
 * A question paper's file name read one way by the build and the editor (common/questionPaperName.ts): every paper of the
 * fixture site reads; names a program or a scanner made do not, and the build warns of them, naming the file. The
 * editor's form (editor/decap/widgets/questionPaperBatch.ts) offers the folders the tree has and refuses, row by row, what
 * the build would not list as given.
 */
import { describe, expect, it } from 'vitest';
import fg from 'fast-glob';
import { readPaperName } from '../../common/questionPaperName.ts';
import { checkRows, placeChoices, placeFolder, startsAsPdf } from '../../editor/decap/widgets/questionPaperBatch.ts';
import { questionPapers } from '../../scripts/content/collections/questionPapers.ts';
import { samplePdf } from '../../scripts/bench/samplePdf.ts';
import { compileProject } from './tempProject.ts';

const FIXTURE = 'tests/fixtures/site/question-papers';
const fixtureFolders = fg.sync('**', { cwd: FIXTURE, onlyDirectories: true });

describe('a question paper’s name', () => {
  it('gives the course code, title, scheme and part of every paper in the fixture site', () => {
    const names = fg.sync('**/*.pdf', { cwd: FIXTURE }).map((file) => file.split('/').pop()!.slice(0, -'.pdf'.length));
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => !readPaperName(name))).toEqual([]);
  });

  it.each([
    ['ENG-MJ-3 British Poetry [FYUGP Major]', { code: 'ENG-MJ-3', title: 'British Poetry', scheme: 'FYUGP Major', part: '' }],
    ['ENG-HC-6026 Women’s Writing (CBCS Honours)', { code: 'ENG-HC-6026', title: 'Women’s Writing', scheme: 'CBCS Honours', part: '' }],
    ['COM-MJ-2 Corporate Accounting [FYUGP Major] (Objective)', { code: 'COM-MJ-2', title: 'Corporate Accounting', scheme: 'FYUGP Major', part: 'Objective' }],
    ['COM-IDC-1 Tally & GST (100% practical) [IDC]', { code: 'COM-IDC-1', title: 'Tally & GST (100% practical)', scheme: 'IDC', part: '' }],
    ['TEN-SEC-3 Tenyidie Prose & Poetry (Kephrü) [SEC]', { code: 'TEN-SEC-3', title: 'Tenyidie Prose & Poetry (Kephrü)', scheme: 'SEC', part: '' }],
    ['SOC-HC-5016 Sociological Thinkers (Descriptive)', { code: 'SOC-HC-5016', title: 'Sociological Thinkers', scheme: '', part: 'Descriptive' }],
    ['SOC-101 Classical Sociological Theory', { code: 'SOC-101', title: 'Classical Sociological Theory', scheme: '', part: '' }],
    ['ENG-5', { code: 'ENG-5', title: '', scheme: '', part: '' }],
  ])('reads “%s”', (name, read) => {
    expect(readPaperName(name)).toEqual(read);
  });

  it.each(['eng-mj-3-british-poetry-fyugp-major-', 'scan0001', 'British Poetry ENG-MJ-3', 'ENG MJ 3 British Poetry', 'ENG-MJ-3-British-Poetry'])(
    'cannot read “%s”',
    (name) => {
      expect(readPaperName(name)).toBeUndefined();
    },
  );

  it('is warned of by the build when it cannot be read, naming the file; the paper is still listed', async () => {
    const result = await compileProject(
      {
        'content/question-papers/MA/2025/scan0001.pdf': samplePdf('scan'),
        'content/question-papers/MA/2025/SOC-101 Classical Sociological Theory.pdf': samplePdf('SOC-101'),
      },
      { collections: [questionPapers] },
    );
    expect(result.problems).toEqual([]);
    expect(result.warningText).toContain('content/question-papers/MA/2025/scan0001.pdf');
    expect(result.warningText).toContain('the question bank cannot read this name');
    expect(result.warnings).toHaveLength(1);
    expect((result.outputs.questionBank as { papers: number }).papers).toBe(2);
  });
});

describe('the question papers’ form', () => {
  const BA = 'BA Major, Minor and Hons';
  const place = { programme: BA, semester: '3rd Sem', year: '2025', subject: 'English' };

  it('offers the programmes, semesters, years and subjects the tree has; a new year takes the subjects of the other years', () => {
    const choices = placeChoices(fixtureFolders, place);
    expect(choices.programmes).toEqual(['BA General', BA, 'BCOM General', 'BCOM Major, Minor and Hons', 'MA']);
    expect(choices.semesters?.slice(0, 3)).toEqual(['1st Sem', '2nd Sem', '3rd Sem']);
    expect(choices.years).toEqual(['2024', '2023', '2022', '2021']);
    expect(choices.subjects).toEqual(expect.arrayContaining(['Economics', 'English', 'History', 'MIL – Tenyidie']));
    expect(placeFolder(place, choices)).toEqual({ folder: [BA, '3rd Sem', '2025', 'English'] });
  });

  it('asks MA, whose folders are years, for a year alone', () => {
    const ma = { programme: 'MA', semester: '', year: '2026', subject: '' };
    const choices = placeChoices(fixtureFolders, ma);
    expect(choices.semesters).toBeUndefined();
    expect(choices.years).toEqual(['2025', '2024', '2023', '2022']);
    expect(placeFolder(ma, choices)).toEqual({ folder: ['MA', '2026'] });
  });

  it('says what is missing or wrong in the place, in the office’s words', () => {
    const choices = placeChoices(fixtureFolders, place);
    expect(placeFolder({ ...place, year: '25' }, choices)).toEqual({ missing: '“25” is not a year: type four digits, e.g. 2025.' });
    expect(placeFolder({ ...place, subject: ' ' }, choices)).toEqual({ missing: 'Choose or type the subject.' });
    // A subject typed in other capitals is the folder the tree has.
    expect(placeFolder({ ...place, subject: 'english ' }, choices)).toEqual({ folder: [BA, '3rd Sem', '2025', 'English'] });
    expect(placeFolder({ ...place, subject: 'English/Hons' }, choices)).toMatchObject({ missing: expect.stringContaining('cannot have /') });
  });

  it('refuses, row by row, a file that is not a PDF, a name it cannot read, a paper already there, one chosen twice and one too large', () => {
    const folder = [BA, '3rd Sem', '2024', 'English'];
    const row = (fileName: string, isPdf = true, replacing = false, bytes = 40_000) => ({ fileName, folder, isPdf, replacing, bytes });
    const there = new Map([[folder.join('/'), ['ENG-MJ-3 British Poetry [FYUGP Major].pdf']]]);
    const rows = checkRows(
      [
        row('ENG-SEC-3 Creative Writing [SEC].docx', false),
        row('ENG-SEC-3 Creative Writing [SEC].pdf', false),
        row('eng-mj-3-british-poetry.pdf'),
        row('ENG-MJ-3 british poetry [fyugp major].PDF'),
        row('ENG-MN-3 Indian Literature [Minor].pdf'),
        row('ENG-MN-3 Indian Literature [Minor].pdf'),
        row('ENG-SEC-3 Creative Writing [SEC].pdf', true, false, 21 * 1024 * 1024),
      ],
      there,
    );
    expect(rows.map(({ problem }) => problem?.split(':')[0])).toEqual([
      'This is not a PDF',
      'This is not a PDF',
      'The question bank cannot read this name',
      'A paper of this name is already in this folder',
      undefined,
      'Chosen twice for the same folder',
      'This file is larger than 20 MB',
    ]);
    // Chosen to replace the paper there, the same name is no problem.
    expect(checkRows([row('ENG-MJ-3 British Poetry [FYUGP Major].pdf', true, true)], there)[0].problem).toBeUndefined();
    expect(rows[4].read).toEqual({ code: 'ENG-MN-3', title: 'Indian Literature', scheme: 'Minor', part: '' });
  });

  it('tells a PDF by its first bytes, as the build does', () => {
    expect(startsAsPdf(samplePdf('x'))).toBe(true);
    expect(startsAsPdf(Buffer.from('PK\x03\x04'))).toBe(false);
  });
});
