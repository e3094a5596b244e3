import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pages, type ContentPage } from '../../scripts/content/collections/pages.ts';
import { withSemesterTotal } from '../../scripts/content/derive/feeTotals.ts';
import { newestFirst } from '../../scripts/content/derive/yearList.ts';
import { compileFixture } from './fixture.ts';
import type { AnyCollection } from '../../scripts/content/collections/collection.ts';
import { people } from '../../scripts/content/collections/people.ts';

/** A tiny valid PDF: the fixture only needs a file that exists. */
const PDF = '%PDF-1.4\n%%EOF\n';
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

const page = (frontMatter: string, body = '') => `---\ntitle: Holiday List\ndescription: Days the college is closed.\n${frontMatter}---\n\n${body}`;
const yearList = (entries: string) => page(`template: year-list\nentries:\n${entries}`);

/** Compiles the pages (with the collections they read from, when a test needs them). */
async function compilePages(files: Record<string, string | Buffer>, uses: AnyCollection[] = []) {
  const result = await compileFixture(files, [...uses, pages]);
  return { ...result, pages: result.outputs.pages as Record<string, ContentPage> | undefined };
}

describe('fee totals', () => {
  it('adds up the instalments of the fee structure (₹8,800 + ₹7,800, ₹12,000 + ₹7,000)', () => {
    const ug = withSemesterTotal({
      name: 'UG',
      semesters: 6,
      instalments: [
        { label: 'First', amount: 8800 },
        { label: 'Second', amount: 7800 },
      ],
    });
    const pg = withSemesterTotal({
      name: 'PG',
      semesters: 4,
      instalments: [
        { label: 'First', amount: 12000 },
        { label: 'Second', amount: 7000 },
      ],
    });
    expect([ug.semesterTotal, pg.semesterTotal]).toEqual([16600, 19000]);
  });

  it('is always the sum of the amounts, whatever their number', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100000 }), { minLength: 1, maxLength: 8 }), (amounts) => {
        const total = withSemesterTotal({ name: 'P', semesters: 2, instalments: amounts.map((amount, i) => ({ label: `I${i}`, amount })) }).semesterTotal;
        return total === amounts.reduce((a, b) => a + b, 0);
      }),
    );
  });
});

describe('newest first', () => {
  it('orders the calender years, a session after the year it ends in', () => {
    const years = ['2018', '2020-2021', '2024', '2019', '2020', '2023', '2022'].map((year) => ({ year }));
    expect(newestFirst(years).map((entry) => entry.year)).toEqual(['2024', '2023', '2022', '2020-2021', '2020', '2019', '2018']);
    expect(newestFirst([{ year: '2020-2021' }, { year: '2021' }]).map((entry) => entry.year)).toEqual(['2021', '2020-2021']);
  });

  it('keeps every entry and never puts an older end year first, for any order typed', () => {
    const label = fc.oneof(
      fc.integer({ min: 2000, max: 2030 }).map(String),
      fc.integer({ min: 2000, max: 2029 }).map((y) => `${y}-${y + 1}`),
    );
    fc.assert(
      fc.property(fc.uniqueArray(label, { maxLength: 12 }), (labels) => {
        const sorted = newestFirst(labels.map((year) => ({ year }))).map((entry) => entry.year);
        const end = (y: string) => Number(y.split('-').at(-1));
        return sorted.length === labels.length && sorted.every((y, i) => i === 0 || end(sorted[i - 1]) >= end(y));
      }),
    );
  });
});

describe('the year-list template', () => {
  it('makes the list page and one page per year, newest first, with each document resolved', async () => {
    const result = await compilePages({
      'content/pages/calender/holidayList.md': yearList(
        '  - { year: 2023, file: docs/h-2023.pdf }\n  - year: 2024\n    images:\n      - { file: docs/h-2024.png, alt: Holiday list 2024 }\n  - { year: 2020-2021, url: "https://drive.example.org/preview/2021" }\n',
      ),
      'content/docs/h-2023.pdf': PDF,
      'content/docs/h-2024.png': await png(40, 30),
    });
    expect(result.report).toBe('');
    expect(Object.keys(result.outputs.routes as object)).toEqual([
      '/calender/holidayList',
      '/calender/holidayList/year2020-2021',
      '/calender/holidayList/year2023',
      '/calender/holidayList/year2024',
    ]);
    // The route table names each address by the title its page shows, with the file it comes from.
    expect((result.outputs.routes as Record<string, unknown>)['/calender/holidayList/year2023']).toEqual({
      title: 'Holiday List 2023',
      sources: ['content/pages/calender/holidayList.md'],
    });
    const list = result.pages!['/calender/holidayList'];
    const y2023 = result.pages!['/calender/holidayList/year2023'];
    if (list.template !== 'year-list' || y2023.template !== 'year-list') throw new Error('wrong template');
    expect(list.years.map((y) => y.route)).toEqual(['/calender/holidayList/year2024', '/calender/holidayList/year2023', '/calender/holidayList/year2020-2021']);
    // The list's own address shows the newest year, under the list's title.
    expect([list.title, list.current.year, list.current.document.kind]).toEqual(['Holiday List', '2024', 'images']);
    expect(y2023.title).toBe('Holiday List 2023');
    expect(y2023.description).toBe('Holiday List 2023: Days the college is closed.');
    expect(y2023.current.document).toEqual({
      title: 'Holiday List 2023',
      kind: 'file',
      file: { source: 'docs/h-2023.pdf', url: '/files/docs/h-2023.pdf', bytes: PDF.length, format: 'PDF' },
      // Where the picture of each of its pages is on the page (#page-1 …), had it pages that could be drawn.
      anchor: 'page',
    });
    const images = list.current.document.kind === 'images' ? list.current.document.images : [];
    expect(images[0]).toMatchObject({ alt: 'Holiday list 2024', image: { format: 'PNG', width: 40, height: 30 } });
    expect(
      result.pages!['/calender/holidayList/year2020-2021'].template === 'year-list' && result.pages!['/calender/holidayList/year2020-2021'].current.document,
    ).toEqual({
      title: 'Holiday List 2020-2021',
      kind: 'external',
      url: 'https://drive.example.org/preview/2021',
    });
  });

  it('refuses a year typed twice', async () => {
    const result = await compilePages({
      'content/pages/calender/holidayList.md': yearList('  - { year: 2023, file: docs/a.pdf }\n  - { year: "2023", file: docs/a.pdf }\n'),
      'content/docs/a.pdf': PDF,
    });
    expect(result.report).toMatchInlineSnapshot(`
      "content/pages/calender/holidayList.md:7  column "entries[2].year"
        expected a year no other entry has, found "2023"
        hint: each year has one document; remove or correct one of the two

      1 problem in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });

  it('names a missing PDF and the file it probably meant', async () => {
    const result = await compilePages({
      'content/pages/calender/holidayList.md': yearList('  - { year: 2022, file: docs/holiday-2022.pdf }\n  - { year: 2023, file: docs/holiday-2023.pdf }\n'),
      'content/docs/holiday-2022.pdf': PDF,
      'content/docs/Holiday-2023.pdf': PDF,
    });
    expect(result.report).toMatchInlineSnapshot(`
      "content/pages/calender/holidayList.md:7  column "entries[2].file"
        expected a file content/docs/holiday-2023.pdf, found "no such file"
        hint: did you mean docs/Holiday-2023.pdf?

      1 problem in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });

  it('refuses an entry with two kinds of document, and a year that is not one', async () => {
    const result = await compilePages({
      'content/pages/calender/holidayList.md': yearList(
        '  - year: 2023\n    file: docs/a.pdf\n    url: https://drive.example.org/a\n  - { year: 2024-25, file: docs/a.pdf }\n',
      ),
      'content/docs/a.pdf': PDF,
    });
    expect(result.report).toMatchInlineSnapshot(`
      "content/pages/calender/holidayList.md:6  column "entries[1]"
        expected exactly one of file (a PDF under content/), url (an external address) or images, found "the fields year, file, url"

      content/pages/calender/holidayList.md:9  column "entries[2].year"
        expected a year such as 2024 or a session such as 2020-2021, found "2024-25"

      2 problems in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });
});

describe('the fees template', () => {
  const fees = (programmes: string, extra = '') => page(`template: fees\nprogrammes:\n${programmes}${extra}`).replace('Holiday List', 'Fee Structure');

  it('derives each programme total and keeps the other fees as typed', async () => {
    const result = await compilePages({
      'content/pages/onlineAdmissions/feeStructure.md': fees(
        '  - name: UG\n    semesters: 6\n    instalments:\n      - { label: First installment, amount: 8800 }\n      - { label: Second installment, amount: 7800 }\n',
        'additional:\n  - { label: Practical examination, amount: 300, per: subject }\n',
      ),
    });
    expect(result.report).toBe('');
    const compiled = result.pages!['/onlineAdmissions/feeStructure'];
    if (compiled.template !== 'fees') throw new Error('wrong template');
    expect(compiled.programmes[0].semesterTotal).toBe(16600);
    expect(compiled.oneTime).toEqual([]);
    expect(compiled.additional).toEqual([{ label: 'Practical examination', amount: 300, per: 'subject' }]);
  });

  it('refuses an amount typed with a comma, a total typed by hand, and a fee with neither amount nor note', async () => {
    const result = await compilePages({
      'content/pages/onlineAdmissions/feeStructure.md': fees(
        '  - name: UG\n    semesters: 6\n    total: 16600\n    instalments:\n      - { label: First installment, amount: "8,800" }\n',
        'additional:\n  - { label: Viva }\n',
      ),
    });
    expect(result.report).toMatchInlineSnapshot(`
      "content/pages/onlineAdmissions/feeStructure.md:10  column "programmes[1].instalments[1].amount"
        expected an amount in rupees as a plain number, e.g. 8800 (no commas, no ₹), found "8,800"

      content/pages/onlineAdmissions/feeStructure.md:6  column "programmes[1]"
        expected only the known fields (remove "total")

      content/pages/onlineAdmissions/feeStructure.md:12  column "additional[1]"
        expected an amount, or a note saying how the fee is set, found "the field label"

      3 problems in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });
});

describe('the people template', () => {
  const directory = 'principal:\n  name: Dr. A. Sample\n  role: Principal\n  photo: images/principal.jpg\n';

  it('takes each person from people.yaml, with the photo measured and the alt text derived', async () => {
    const result = await compilePages(
      {
        'content/people.yaml': directory,
        'content/images/principal.jpg': await sharp({ create: { width: 25, height: 30, channels: 3, background: '#123' } })
          .jpeg()
          .toBuffer(),
        'content/pages/home/principalsDesk.md': page('template: people\npeople: [principal]\n', 'Message.'),
      },
      [people],
    );
    expect(result.report).toBe('');
    const compiled = result.pages!['/home/principalsDesk'];
    if (compiled.template !== 'people') throw new Error('wrong template');
    expect(compiled.people[0]).toMatchObject({
      name: 'Dr. A. Sample',
      alt: 'Dr. A. Sample, Principal',
      photo: { url: '/files/images/principal.jpg', width: 25, height: 30 },
    });
  });

  it('names an unknown person and a missing photo', async () => {
    const result = await compilePages(
      {
        'content/people.yaml': directory,
        'content/pages/home/administration.md': page('template: people\npeople:\n  - principal\n  - vice-principal\n'),
      },
      [people],
    );
    expect(result.report).toMatchInlineSnapshot(`
      "content/people.yaml:4  column "principal.photo"
        expected a file content/images/principal.jpg, found "no such file"
        hint: add the file, or correct the name (names are case-sensitive)

      content/pages/home/administration.md:7  column "people[2]"
        expected a person listed in content/people.yaml, found "vice-principal"
        hint: known: principal

      2 problems in 2 files. Nothing was written; the last good build is unchanged."
    `);
  });
});

describe('the associations and document templates', () => {
  it('numbers members in order and adds the Class column only where a member has a class', async () => {
    const result = await compilePages({
      'content/pages/home/association.md': page(
        'template: associations\nassociations:\n  - name: Teachers\n    established: 17 January 2015\n    members:\n      - { name: A, designation: President }\n      - { name: B, designation: Secretary }\n  - name: Students\n    established: 2014\n    members:\n      - { name: C, class: B.A. 5th Semester, designation: President }\n',
      ),
    });
    expect(result.report).toBe('');
    const compiled = result.pages!['/home/association'];
    if (compiled.template !== 'associations') throw new Error('wrong template');
    expect(compiled.associations.map((a) => [a.established, a.hasClass, a.members.map((m) => m.serial)])).toEqual([
      ['17 January 2015', false, [1, 2]],
      ['2014', true, [1]],
    ]);
  });

  it('refuses a member without a designation', async () => {
    const result = await compilePages({
      'content/pages/home/association.md': page('template: associations\nassociations:\n  - name: Teachers\n    members:\n      - { name: A }\n'),
    });
    expect(result.report).toMatchInlineSnapshot(`
      "content/pages/home/association.md:8  column "associations[1].members[1].designation"
        expected this field (some text here), found nothing

      1 problem in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });

  it('names the missing PDF of a document page with its line', async () => {
    const result = await compilePages({
      'content/pages/resources/prospectus.md': page('template: document\ndocuments:\n  - title: Prospectus\n    file: documents/prospectus.pdf\n'),
    });
    expect(result.report).toMatchInlineSnapshot(`
      "content/pages/resources/prospectus.md:6  column "documents[1].file"
        expected a file content/documents/prospectus.pdf, found "no such file"
        hint: add the file, or correct the name (names are case-sensitive)

      1 problem in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });
});
