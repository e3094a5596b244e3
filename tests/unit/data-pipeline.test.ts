import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import sharp from 'sharp';
import { results } from '../../scripts/content/collections/results.ts';
import { rankHolders } from '../../scripts/content/collections/rankHolders.ts';
import { governingBody } from '../../scripts/content/collections/governingBody.ts';
import { staff, type StaffData } from '../../scripts/content/collections/staff.ts';
import { questionPapers, type QuestionBank } from '../../scripts/content/collections/questionPapers.ts';
import { passRate, resultYears, sumCounts, yearTotals, type ResultRow, type ResultYear } from '../../scripts/content/derive/yearTotals.ts';
import { buildPaperTree, compareFolderNames, programmeSlug, walkPapers, type FoundPaper, type PaperFolder } from '../../common/questionPaperTree.ts';
import { closest } from '../../scripts/content/suggest.ts';
import { filterPapers, indexPapers } from '../../renderer/islands/QuestionBank/filterPapers.ts';
import { niceScale } from '../../pages/resources/results/ResultsChart.tsx';
import { samplePdf } from '../../scripts/bench/samplePdf.ts';
import { compileFixture } from './fixture.ts';
import { compileContent } from '../../scripts/content/compile.ts';
import { byCodeUnits, byFolders } from '../../common/codeUnitOrder.ts';

const HEADER = 'year,subject_code,programme,appeared,passed';
const results2017 = `${HEADER}\n2017,GEN,B.A. General,185,89\n2017,ENG,B.A. Honours,41,26\n2017,HIS,B.A. Honours,21,11\n`;
const compileResults = (files: Record<string, string>) => compileFixture(files, [results]);

describe('derive: year totals', () => {
  const row = (appeared: number | null, passed: number | null): ResultRow => ({ subjectCode: 'GEN', programme: 'B.A. General', appeared, passed });

  it('sums the figures that exist; a year with none is null (shown as a dash), not 0', () => {
    expect(sumCounts([185, 41, 21])).toBe(247);
    expect(sumCounts([null, 5])).toBe(5);
    expect(sumCounts([null, null])).toBeNull();
    expect(sumCounts([])).toBeNull();
    expect(yearTotals([row(null, null)])).toEqual({ appeared: null, passed: null, passRate: null });
  });

  it('pass rate: one decimal, none when nobody appeared', () => {
    expect(passRate(334, 185)).toBe(55.4);
    expect(passRate(315, 315)).toBe(100);
    expect(passRate(0, 0)).toBeNull();
    expect(passRate(null, 3)).toBeNull();
  });

  it('groups rows by year, newest first, keeping the typed order within a year', () => {
    const years = resultYears([
      { year: 2017, ...row(185, 89), subjectCode: 'GEN' },
      { year: 2023, ...row(10, 9) },
      { year: 2017, ...row(41, 26), subjectCode: 'ENG' },
    ]);
    expect(years.map((y) => y.year)).toEqual([2023, 2017]);
    expect(years[1].rows.map((r) => r.subjectCode)).toEqual(['GEN', 'ENG']);
    expect(years[1].totals).toEqual({ appeared: 226, passed: 115, passRate: 50.9 });
  });

  it("property: each year's totals equal the sum of its rows", () => {
    const count = fc.option(fc.nat({ max: 500 }), { nil: null });
    const rows = fc.array(fc.record({ year: fc.integer({ min: 2015, max: 2025 }), appeared: count, passed: count }), { maxLength: 60 });
    fc.assert(
      fc.property(rows, (input) => {
        const years = resultYears(input.map((r) => ({ ...r, subjectCode: 'GEN', programme: 'B.A. General' })));
        for (const { year, totals } of years) {
          const mine = input.filter((r) => r.year === year);
          const sum = (values: (number | null)[]) => (values.every((v) => v === null) ? null : values.reduce<number>((s, v) => s + (v ?? 0), 0));
          expect(totals.appeared).toBe(sum(mine.map((r) => r.appeared)));
          expect(totals.passed).toBe(sum(mine.map((r) => r.passed)));
        }
        expect(years.reduce((n, y) => n + y.rows.length, 0)).toBe(input.length);
      }),
    );
  });
});

describe('results collection', () => {
  it('reads a spreadsheet export (byte-order mark, CRLF, quotes, stray spaces, blank lines) and derives totals', async () => {
    const exported = `\uFEFF${HEADER}\r\n2017, GEN ,"B.A. General",185,89\r\n2017,ENG,B.A. Honours,41,26\r\n2017,"Accounting & Finance",B. Com Honours,-, - \r\n\r\n\r\n`;
    const result = await compileResults({ 'content/results/2017.csv': exported, 'content/results/2022.csv': `${HEADER}\n2022,GEN,B.A. General,-,-\n` });
    expect(result.report).toBe('');
    const years = result.outputs.results as ResultYear[];
    expect(years.map((y) => [y.year, y.totals])).toEqual([
      [2022, { appeared: null, passed: null, passRate: null }],
      [2017, { appeared: 226, passed: 115, passRate: 50.9 }],
    ]);
    expect(years[1].rows[2]).toEqual({ subjectCode: 'Accounting & Finance', programme: 'B. Com Honours', appeared: null, passed: null });
  });

  it('reproduces the figures of the fixture site (tests/fixtures/site, not the live content the office edits)', async () => {
    const result = await compileContent({ root: process.cwd(), contentDir: path.resolve('tests/fixtures/site'), check: true, collections: [results] });
    const totals = Object.fromEntries((result.outputs.results as ResultYear[]).map((y) => [y.year, [y.totals.appeared, y.totals.passed]]));
    expect(totals).toEqual({ 2017: [334, 185], 2018: [348, 224], 2019: [231, 128], 2020: [315, 315], 2021: [277, 277], 2022: [null, null], 2023: [226, 186] });
  });

  it('fixture: a count that is not a whole number', async () => {
    const result = await compileResults({
      'content/results/2019.csv': `${HEADER}\n2019,GEN,B.A. General,52,48\n2019,ENG,B.A. Honours,30,5x\n2019,HIS,B.A. Honours,12.5,3\n`,
    });
    expect(result.report).toMatchInlineSnapshot(`
      "content/results/2019.csv:3  column "passed"
        expected a whole number, or - when there is no figure, found "5x"
        hint: type the number of students who passed, e.g. 48, or - when there is no figure

      content/results/2019.csv:4  column "appeared"
        expected a whole number, or - when there is no figure, found "12.5"
        hint: type the number of students who appeared, e.g. 52, or - when there is no figure

      2 problems in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });

  it('fixture: a figure left empty (a new year not filled in) is refused: no figure is typed as -', async () => {
    const result = await compileResults({ 'content/results/2024.csv': `${HEADER}\n2024,GEN,B.A. General,,\n` });
    expect(result.report).toContain('content/results/2024.csv:2  column "appeared"\n  expected a whole number, or - when there is no figure, found nothing');
    expect(result.report).toContain('content/results/2024.csv:2  column "passed"\n  expected a whole number, or - when there is no figure, found nothing');
  });

  it('fixture: more passed than appeared', async () => {
    const result = await compileResults({ 'content/results/2019.csv': `${HEADER}\n2019,GEN,B.A. General,52,60\n` });
    expect(result.report).toMatchInlineSnapshot(`
      "content/results/2019.csv:2  column "passed"
        expected a whole number no larger than "appeared" (52), found "60"
        hint: check both figures: more students cannot pass than appeared

      1 problem in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });

  it('fixture: the same year, subject code and programme twice (across files too)', async () => {
    const result = await compileResults({ 'content/results/2017.csv': results2017, 'content/results/older.csv': `${HEADER}\n2017,ENG,B.A. Honours,40,20\n` });
    expect(result.report).toMatchInlineSnapshot(`
      "content/results/older.csv:2
        expected one row per year, subject code and programme, found "2017, ENG, B.A. Honours"
        hint: content/results/2017.csv:3 has the same: remove one, or correct its subject code or programme

      1 problem in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });

  it('fixture: an unknown subject code or programme, with the likely one', async () => {
    const result = await compileResults({
      'content/results/2018.csv': `${HEADER}\n2018,Pol Sc,B.A. Honours,10,5\n2018,GEN,BA General,10,5\n2018,PHY,B.Sc. Physics,10,5\n`,
    });
    expect(result.report).toMatchInlineSnapshot(`
      "content/results/2018.csv:2  column "subject_code"
        expected one of "GEN", "ENG", "HIS", "EDN", "POL. SC.", "SOC", "Accounting & Finance", "Management", "SOC (M.A.)", found "Pol Sc"
        hint: did you mean "POL. SC."?

      content/results/2018.csv:3  column "programme"
        expected one of "B.A. General", "B.A. Honours", "B. Com General", "B. Com Honours", "M.A. Sociology", found "BA General"
        hint: did you mean "B.A. General"?

      content/results/2018.csv:4  column "subject_code"
        expected one of "GEN", "ENG", "HIS", "EDN", "POL. SC.", "SOC", "Accounting & Finance", "Management", "SOC (M.A.)", found "PHY"
        hint: copy the subject code exactly as listed (capitals and dots matter)

      content/results/2018.csv:4  column "programme"
        expected one of "B.A. General", "B.A. Honours", "B. Com General", "B. Com Honours", "M.A. Sociology", found "B.Sc. Physics"
        hint: copy the programme exactly as listed (capitals and dots matter)

      4 problems in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });

  it('fixture: a row of another year in a file named after a year', async () => {
    const result = await compileResults({ 'content/results/2019.csv': `${HEADER}\n2018,GEN,B.A. General,10,5\n` });
    expect(result.report).toMatchInlineSnapshot(`
      "content/results/2019.csv:2  column "year"
        expected 2019 (the year this file is named after), found "2018"
        hint: move the row to content/results/2018.csv, or correct the year

      1 problem in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });

  it('fixture: a broken quote', async () => {
    const result = await compileResults({ 'content/results/2017.csv': `${HEADER}\n2017,GEN,"B.A. General,185,89\n2017,ENG,B.A. Honours,41,26\n` });
    expect(result.report).toMatchInlineSnapshot(`
      "content/results/2017.csv:3
        expected a well-formed CSV, found "Quote Not Closed: the parsing is finished with an opening quote at line 3"
        hint: a quote opened in a cell must be closed; export the sheet again as CSV (UTF-8)

      1 problem in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });

  it('fixture: a missing column', async () => {
    const result = await compileResults({ 'content/results/2017.csv': 'year,subject_code,programme,appeared\n2017,GEN,B.A. General,185\n' });
    expect(result.report).toMatchInlineSnapshot(`
      "content/results/2017.csv:1
        expected a header row "year,subject_code,programme,appeared,passed", found "year,subject_code,programme,appeared"
        hint: the column "passed" is missing

      1 problem in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });
});

describe('rank holders and governing body', () => {
  it('derives serial numbers from the order of the rows', async () => {
    const csv =
      'name,course,year,rank\nMs. A Sample,B.A. History Honours,2003,1st Rank\n"Ms. B Example","B.A. English Honours, with distinction",2024,3rd Position\n';
    const result = await compileFixture({ 'content/rank-holders.csv': csv }, [rankHolders]);
    expect(result.report).toBe('');
    expect(result.outputs.rankHolders).toEqual([
      { serial: 1, name: 'Ms. A Sample', course: 'B.A. History Honours', year: 2003, rank: '1st Rank' },
      { serial: 2, name: 'Ms. B Example', course: 'B.A. English Honours, with distinction', year: 2024, rank: '3rd Position' },
    ]);
  });

  it('fixture: a rank holder without a year, and a governing-body row without a role', async () => {
    const result = await compileFixture(
      {
        'content/rank-holders.csv': 'name,course,year,rank\nMs. A Sample,B.A. History Honours,03,1st Rank\n',
        'content/governing-body.csv': 'name,role\nDr. A Sample,\n',
      },
      [rankHolders, governingBody],
    );
    expect(result.report).toMatchInlineSnapshot(`
      "content/rank-holders.csv:2  column "year"
        expected a year such as 2019, found "03"
        hint: the year of the university examination, four digits, e.g. 2019

      content/governing-body.csv:2  column "role"
        expected some text here, found nothing

      2 problems in 2 files. Nothing was written; the last good build is unchanged."
    `);
  });
});

const JPG = await sharp({ create: { width: 250, height: 210, channels: 3, background: '#c9d6ea' } })
  .jpeg()
  .toBuffer();
const departments =
  'teaching:\n  - key: english\n    label: English\n  - key: polSci\n    label: Political Science\nnonTeaching:\n  - key: office\n    label: Office\n';
const staffFiles = {
  'content/staff/departments.yaml': departments,
  'content/staff/teaching.csv':
    'department,name,designation,photo\nenglish,Dr. A Sample,Head of Department,staff/photos/a-sample.jpg\npolSci,Ms. B Example,"Assistant Professor, Political Science",\n',
  'content/staff/non-teaching.csv': 'section,name,designation,photo\noffice,Mr. C Demo,Accountant,staff/photos/c-demo.jpg\n',
  'content/staff/photos/a-sample.jpg': JPG,
  'content/staff/photos/c-demo.jpg': JPG,
};

describe('staff collection', () => {
  it('groups people by department in the order of the side list, and makes a page per department', async () => {
    const result = await compileFixture(staffFiles, [staff]);
    expect(result.report).toBe('');
    const data = result.outputs.staff as StaffData;
    expect(data.teaching.map((s) => [s.key, s.label, s.members.map((m) => m.name)])).toEqual([
      ['english', 'English', ['Dr. A Sample']],
      ['polSci', 'Political Science', ['Ms. B Example']],
    ]);
    expect(data.teaching[0].members[0].photo?.url).toBe('/files/staff/photos/a-sample.jpg');
    expect(data.teaching[1].members[0].photo).toBeUndefined();
    expect(Object.keys(result.outputs.routes as object)).toEqual([
      '/about/nonTeachingEmployees',
      '/about/nonTeachingEmployees/office',
      '/about/teachingEmployees',
      '/about/teachingEmployees/english',
      '/about/teachingEmployees/polSci',
    ]);
    expect((result.outputs.routes as Record<string, { title?: string }>)['/about/teachingEmployees/polSci'].title).toBe('Political Science');
  });

  it('fixture: a missing photo and an unknown department', async () => {
    const teaching =
      'department,name,designation,photo\nenglish,Dr. A Sample,Head of Department,staff/photos/a-sample.jpeg\npolsci,Ms. B Example,Assistant Professor,\nphysics,Mr. D Demo,Assistant Professor,\n';
    const result = await compileFixture({ ...staffFiles, 'content/staff/teaching.csv': teaching }, [staff]);
    expect(result.report).toMatchInlineSnapshot(`
      "content/staff/teaching.csv:2  column "photo"
        expected a file content/staff/photos/a-sample.jpeg, found "no such file"
        hint: did you mean staff/photos/a-sample.jpg?

      content/staff/teaching.csv:3  column "department"
        expected one of "english", "polSci", found "polsci"
        hint: did you mean "polSci"? (case matters: it is the page address)

      content/staff/teaching.csv:4  column "department"
        expected one of "english", "polSci", found "physics"
        hint: add it to content/staff/departments.yaml first

      3 problems in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });
});

describe('rank holders with photos', () => {
  const header = 'name,course,year,rank,photo\n';
  it('a row naming a photo gets it as a served file; the others, and a list without the column, have none', async () => {
    const csv = `${header}Ms. A Sample,B.A. History Honours,2003,1st Rank,rank-holders/photos/a-sample.jpg\nMs. B Example,B.A. English Honours,2005,3rd Rank,\n`;
    const result = await compileFixture({ 'content/rank-holders.csv': csv, 'content/rank-holders/photos/a-sample.jpg': JPG }, [rankHolders]);
    expect(result.report).toBe('');
    const [first, second] = result.outputs.rankHolders as { name: string; photo?: { url: string; width?: number } }[];
    expect(first.photo).toMatchObject({ url: '/files/rank-holders/photos/a-sample.jpg', width: 250, height: 210 });
    expect(second).not.toHaveProperty('photo');
    const without = await compileFixture({ 'content/rank-holders.csv': 'name,course,year,rank\nMs. A Sample,B.A. History Honours,2003,1st Rank\n' }, [
      rankHolders,
    ]);
    expect(without.outputs.rankHolders).toEqual([{ serial: 1, name: 'Ms. A Sample', course: 'B.A. History Honours', year: 2003, rank: '1st Rank' }]);
  });

  it('fixture: a photo that is not there, and a cell that is not a photo, are refused naming the file and line', async () => {
    const csv = `${header}Ms. A Sample,B.A. History Honours,2003,1st Rank,rank-holders/photos/a-sampel.jpg\nMs. B Example,B.A. English Honours,2005,3rd Rank,rank-holders/photos/b-example.pdf\n`;
    const result = await compileFixture({ 'content/rank-holders.csv': csv, 'content/rank-holders/photos/a-sample.jpg': JPG }, [rankHolders]);
    expect(result.report).toMatchInlineSnapshot(`
      "content/rank-holders.csv:2  column "photo"
        expected a file content/rank-holders/photos/a-sampel.jpg, found "no such file"
        hint: add the file, or correct the name (names are case-sensitive)

      content/rank-holders.csv:3  column "photo"
        expected a photo under content/ (JPG, PNG or WebP), e.g. rank-holders/photos/a-sample.jpg, or nothing, found "rank-holders/photos/b-example.pdf"

      2 problems in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });
});

describe('derive: the question-paper tree', () => {
  const paper = (path: string): FoundPaper => {
    const parts = path.split('/');
    return { folders: parts.slice(0, -1), file: { name: parts[parts.length - 1], url: `/files/${path}`, format: 'PDF', bytes: 100 } };
  };

  it('orders semesters naturally with supplementaries after the 6th, years newest first, other names alphabetically', () => {
    const names = ['5th Sem supplementary', '10th Sem', '2nd Sem', '1st Sem', '6th Sem', '5th Sem'];
    expect([...names].sort(compareFolderNames)).toEqual(['1st Sem', '2nd Sem', '5th Sem', '6th Sem', '10th Sem', '5th Sem supplementary']);
    expect(['2021', '2025', '2023'].sort(compareFolderNames)).toEqual(['2025', '2023', '2021']);
    expect(['Sociology', 'English', 'Accounting & Finance'].sort(compareFolderNames)).toEqual(['Accounting & Finance', 'English', 'Sociology']);
  });

  it('builds programme -> semester -> year -> subject -> file, MA with fewer levels, with paper counts', () => {
    const tree = buildPaperTree([
      paper('MA/2024/SOC-101 Theory'),
      paper('BA General/2nd Sem/2021/English/ENG-2'),
      paper('BA General/1st Sem/2022/English/ENG-1 b'),
      paper('BA General/1st Sem/2022/English/ENG-1 a'),
      paper('BA General/1st Sem/2023/History/HIS-1'),
    ]);
    expect(tree.map((f) => [f.name, f.papers])).toEqual([
      ['BA General', 4],
      ['MA', 1],
    ]);
    expect(tree[0].folders.map((f) => f.name)).toEqual(['1st Sem', '2nd Sem']);
    expect(tree[0].folders[0].folders.map((f) => f.name)).toEqual(['2023', '2022']);
    expect(tree[0].folders[0].folders[1].folders[0].files.map((f) => f.name)).toEqual(['ENG-1 a', 'ENG-1 b']);
    expect(tree[1].folders[0].files.map((f) => f.name)).toEqual(['SOC-101 Theory']);
  });

  it('property: every file appears in the tree exactly once, and every folder counts its papers', () => {
    const segment = fc.constantFrom('BA', 'MA', '1st Sem', '2nd Sem', '5th Sem supplementary', '2021', '2024', 'English', 'A & B', 'Ünï');
    const paths = fc.uniqueArray(fc.tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.string({ minLength: 1, maxLength: 6 })), {
      selector: ([folders, name]) => [...folders, name].join('/'),
      maxLength: 80,
    });
    fc.assert(
      fc.property(paths, (input) => {
        const papers = input.map(([folders, name]) => ({ folders, file: { name, url: [...folders, name].join('/'), format: 'PDF', bytes: 1 } }));
        const tree = buildPaperTree(papers);
        const seen = tree.flatMap((folder) => [...walkPapers(folder)].map(({ path, file }) => `${path.join('/')}/${file.name}`));
        expect(seen.sort()).toEqual(papers.map((p) => `${p.folders.join('/')}/${p.file.name}`).sort());
        const counted = (folder: PaperFolder): boolean => folder.papers === [...walkPapers(folder)].length && folder.folders.every(counted);
        expect(tree.every(counted)).toBe(true);
      }),
    );
  });

  it('gives each programme a distinct file name for its data', () => {
    const taken = new Set<string>();
    expect(['BA Major, Minor and Hons', 'BA Major Minor & Hons', 'Études', '###'].map((name) => programmeSlug(name, taken))).toEqual([
      'ba-major-minor-and-hons',
      'ba-major-minor-and-hons-2',
      'etudes',
      'programme',
    ]);
  });

  it('filters by every word typed, in any order, ignoring case and accents, drawing at most `limit` matches', () => {
    const tree = buildPaperTree([
      paper('BA/1st Sem/2023/English/ENG-1 Poetry'),
      paper('BA/1st Sem/2024/English/ENG-1 Poetry'),
      paper('BA/3rd Sem/2023/MIL/TEN-3 Kephrü'),
    ]);
    const index = indexPapers(tree);
    expect(filterPapers(index, '2023 english', 10).total).toBe(1);
    expect(filterPapers(index, 'KEPHRU', 10).tree[0].folders[0].folders[0].folders[0].files[0].name).toBe('TEN-3 Kephrü');
    const limited = filterPapers(index, 'ba', 2);
    expect(limited.total).toBe(3);
    expect(limited.tree[0].papers).toBe(2);
    expect(filterPapers(index, 'physics', 10)).toEqual({ total: 0, tree: [] });
  });
});

describe('question-papers collection', () => {
  const pdf = samplePdf('Sample');
  const tree = {
    'content/question-papers/BA General/1st Sem/2023/English/ENG-1 Poetry & Prose #1 [FYUGP] (100%).pdf': pdf,
    'content/question-papers/BA General/5th Sem supplementary/2023/English/ENG-5.PDF': pdf,
    'content/question-papers/BA General/5th Sem/2022/Sociology/Descriptive/SOC-5 (Descriptive).pdf': pdf,
    'content/question-papers/MA/2024/SOC-101 Théorie.pdf': pdf,
    'content/question-papers/MA/2024/.DS_Store': 'x',
    'content/question-papers/MA/Thumbs.db': 'x',
    'content/question-papers/BA General/desktop.ini': 'x',
    'content/question-papers/BA General/1st Sem/2023/English/~$ENG-1.docx': 'x',
    'content/question-papers/BA General/1st Sem/2023/English/notes.docx': 'x',
    'content/question-papers/stray.pdf': pdf,
  };

  it('fixture: stray and system files are left out with a warning naming each; the build does not fail', async () => {
    const result = await compileFixture(tree, [questionPapers]);
    expect(result.problems).toEqual([]);
    expect(result.warnings.map((w) => `${w.file}  ${w.message}`)).toMatchInlineSnapshot(`
      [
        "content/question-papers/BA General/1st Sem/2023/English/notes.docx  not a PDF: left out of the question bank (save it as PDF to publish it)",
        "content/question-papers/BA General/1st Sem/2023/English/~$ENG-1.docx  a system file, not a question paper: left out (it can be deleted)",
        "content/question-papers/BA General/desktop.ini  a system file, not a question paper: left out (it can be deleted)",
        "content/question-papers/MA/2024/.DS_Store  a system file, not a question paper: left out (it can be deleted)",
        "content/question-papers/MA/Thumbs.db  a system file, not a question paper: left out (it can be deleted)",
        "content/question-papers/stray.pdf  not inside a programme folder: left out (move it into a folder such as question-papers/MA/2024/)",
      ]
    `);
    const bank = result.outputs.questionBank as QuestionBank;
    expect(bank).toEqual({
      papers: 4,
      programmes: [
        { name: 'BA General', papers: 3, data: '/data/question-bank/ba-general.json' },
        { name: 'MA', papers: 1, data: '/data/question-bank/ma.json' },
      ],
    });
    const ba = result.outputs['public/data/question-bank/ba-general'] as PaperFolder;
    expect(ba.folders.map((f) => f.name)).toEqual(['1st Sem', '5th Sem', '5th Sem supplementary']);
    expect(ba.folders[0].folders[0].folders[0].files[0]).toEqual({
      name: 'ENG-1 Poetry & Prose #1 [FYUGP] (100%)',
      url: '/files/question-papers/BA%20General/1st%20Sem/2023/English/ENG-1%20Poetry%20%26%20Prose%20%231%20%5BFYUGP%5D%20(100%25).pdf',
      format: 'PDF',
      bytes: pdf.length,
    });
    const ma = result.outputs['public/data/question-bank/ma'] as PaperFolder;
    expect(ma.folders[0].files[0].url).toBe('/files/question-papers/MA/2024/SOC-101%20Th%C3%A9orie.pdf');
    expect(Object.keys(result.outputs.routes as object)).toEqual(['/library/questionBank']);
  });

  it('an empty or missing folder is an empty question bank, not an error', async () => {
    const result = await compileFixture({}, [questionPapers]);
    expect(result.report).toBe('');
    expect(result.outputs.questionBank).toEqual({ papers: 0, programmes: [] });
  });
});

describe('small helpers', () => {
  it('closest: ignores case and punctuation, allows a typo or two in longer names', () => {
    expect(closest('Pol Sc', ['GEN', 'POL. SC.'])).toBe('POL. SC.');
    expect(closest('Managment', ['Management', 'GEN'])).toBe('Management');
    expect(closest('PHY', ['GEN', 'ENG', 'HIS'])).toBeUndefined();
  });

  it('niceScale: a round top and step for the chart axis', () => {
    expect(niceScale(348)).toEqual({ top: 400, step: 100 });
    expect(niceScale(12)).toEqual({ top: 15, step: 5 });
    expect(niceScale(0)).toEqual({ top: 4, step: 1 });
  });

  it('samplePdf: a valid PDF whose cross-reference table points at each object', () => {
    const text = samplePdf('ENG-1 (Poetry) \\ Kephrü').toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    const offsets = text
      .split('xref\n')[1]
      .split('\n')
      .slice(2, 7)
      .map((line) => Number(line.slice(0, 10)));
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    expect(text).toContain('(ENG-1 \\(Poetry\\) \\\\ Kephru) Tj');
    expect(parseInt(text.split('startxref\n')[1], 10)).toBe(text.indexOf('xref\n'));
  });
});

describe('code-unit order (byCodeUnits)', () => {
  it("orders by the key as sort() orders strings, whatever the machine's language, and agrees with it on any strings", () => {
    const rows = ['b', 'Z', 'a', 'é', 'a-b', 'a/b'].map((name) => ({ name }));
    expect(rows.sort(byCodeUnits((row) => row.name)).map((row) => row.name)).toEqual(['Z', 'a', 'a-b', 'a/b', 'b', 'é']);
    fc.assert(
      fc.property(fc.array(fc.string()), (names) => {
        const sorted = names.map((name) => ({ name })).sort(byCodeUnits((row) => row.name));
        expect(sorted.map((row) => row.name)).toEqual([...names].sort());
      }),
    );
  });
});

describe('folder order (byFolders)', () => {
  /** The order of a walk through the folders the paths make: a folder's own path, then its folders in code-unit order. */
  interface Folder {
    /** Whether the folder's own path is one of the paths. */
    own: boolean;
    inside: Map<string, Folder>;
  }
  function walk(paths: string[][]): string[][] {
    const root: Folder = { own: false, inside: new Map() };
    for (const segments of paths) {
      let node = root;
      for (const name of segments) {
        if (!node.inside.has(name)) node.inside.set(name, { own: false, inside: new Map() });
        node = node.inside.get(name)!;
      }
      node.own = true;
    }
    const walked: string[][] = [];
    const visit = (node: Folder, at: string[]) => {
      if (node.own) walked.push(at);
      for (const name of [...node.inside.keys()].sort()) visit(node.inside.get(name)!, [...at, name]);
    };
    visit(root, []);
    return walked;
  }

  it('orders paths as a walk through their folders: a folder before what is inside it, then by name', () => {
    const routes = ['/about-us', '/about/fees', '/', '/about', '/b'];
    expect([...routes].sort(byFolders((route) => route.split('/').filter(Boolean)))).toEqual(['/', '/about', '/about/fees', '/about-us', '/b']);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.array(fc.constantFrom('a', 'b', 'a-b', 'ab', 'B', '-'), { maxLength: 4 }), { selector: (segments) => segments.join('/') }),
        (paths) => {
          expect([...paths].sort(byFolders((segments) => segments))).toEqual(walk(paths));
        },
      ),
    );
  });
});
