import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pages, type ContentPage } from '../../scripts/content/collections/pages.ts';
import { meetingDate } from '../../scripts/content/derive/meetingDate.ts';
import { altFromFileName } from '../../scripts/content/templates/galleryFolder.ts';
import { compileFixture } from './fixture.ts';
import type { AnyCollection } from '../../scripts/content/collections/collection.ts';
import { staff as staffCollection } from '../../scripts/content/collections/staff.ts';

/** A tiny valid PDF: the fixture only needs a file that exists. */
const PDF = '%PDF-1.4\n%%EOF\n';
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
const jpg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();

const page = (title: string, frontMatter: string, body = '') => `---\ntitle: ${title}\ndescription: About ${title}.\n${frontMatter}---\n\n${body}`;

/** Compiles the pages (with the collections they read from, when a test needs them). */
async function compilePages(files: Record<string, string | Buffer>, uses: AnyCollection[] = []) {
  const result = await compileFixture(files, [...uses, pages]);
  return { ...result, pages: result.outputs.pages as Record<string, ContentPage> | undefined };
}

function pick<T extends ContentPage['template']>(all: Record<string, ContentPage> | undefined, route: string, template: T) {
  const found = all?.[route];
  if (!found || found.template !== template) throw new Error(`no ${template} page at ${route}`);
  return found as Extract<ContentPage, { template: T }>;
}

describe('meeting dates from page names', () => {
  it('reads D05_03_22 as 05-03-2022, and the other meetings of the spec likewise', () => {
    expect(meetingDate('D05_03_22')?.date).toBe('05-03-2022');
    expect(['D18_02_22', 'D02_02_21', 'D05_09_22', 'D01_07_19', 'D21_11_17'].map((name) => meetingDate(name)?.date)).toEqual([
      '18-02-2022',
      '02-02-2021',
      '05-09-2022',
      '01-07-2019',
      '21-11-2017',
    ]);
  });

  it('refuses names that are not a real date or not in the D<dd>_<mm>_<yy> form', () => {
    for (const name of ['D31_02_22', 'D00_01_20', 'D01_13_20', 'D5_3_22', 'd05_03_22', 'D05-03-22', '05_03_22']) expect(meetingDate(name)).toBeUndefined();
  });

  it('gives back the day, month and year the name was made from, for every day of 2000-2099', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true }), (date) => {
        const [dd, mm, yyyy] = [date.getUTCDate(), date.getUTCMonth() + 1, date.getUTCFullYear()].map((n) => String(n).padStart(2, '0'));
        return meetingDate(`D${dd}_${mm}_${yyyy.slice(2)}`)?.date === `${dd}-${mm}-${yyyy}`;
      }),
    );
  });
});

describe('the meetings template', () => {
  const minutes = (meetings: string) => page('Anti-Ragging Meeting Minutes', `template: meetings\nback: /committees/antiRagging\nmeetings:\n${meetings}`);

  it('makes the list, newest first, and one page per meeting whose title and date come from its name', async () => {
    const result = await compilePages({
      'content/pages/committees/antiRagging/meetingMinutes.md': minutes(
        '  - { page: D02_02_21, file: m/a.pdf }\n  - { page: D05_03_22, file: m/b.pdf }\n  - { page: D18_02_22, url: https://example.org/c.pdf }\n',
      ),
      'content/m/a.pdf': PDF,
      'content/m/b.pdf': PDF,
    });
    expect(result.report).toBe('');
    const list = pick(result.pages, '/committees/antiRagging/meetingMinutes', 'meetings');
    expect(list.meetings).toEqual([
      { date: '05-03-2022', isoDate: '2022-03-05', route: '/committees/antiRagging/meetingMinutes/D05_03_22' },
      { date: '18-02-2022', isoDate: '2022-02-18', route: '/committees/antiRagging/meetingMinutes/D18_02_22' },
      { date: '02-02-2021', isoDate: '2021-02-02', route: '/committees/antiRagging/meetingMinutes/D02_02_21' },
    ]);
    const meeting = pick(result.pages, '/committees/antiRagging/meetingMinutes/D05_03_22', 'meeting');
    expect(meeting.title).toBe('Anti-Ragging Meeting Minutes, 05-03-2022');
    expect(meeting.back).toBe('/committees/antiRagging/meetingMinutes');
    expect(meeting.document).toMatchObject({ kind: 'file', title: 'Minutes of the meeting of 05-03-2022', file: { url: '/files/m/b.pdf', format: 'PDF' } });
  });

  it('names the line of a page name that is not a date, and of a meeting listed twice', async () => {
    const result = await compilePages({
      'content/pages/committees/antiRagging/meetingMinutes.md': minutes(
        '  - { page: D31_02_22, file: m/a.pdf }\n  - { page: D05_03_22, file: m/a.pdf }\n  - { page: D05_03_22, file: m/a.pdf }\n',
      ),
      'content/m/a.pdf': PDF,
    });
    expect(result.report).toMatchInlineSnapshot(`
      "content/pages/committees/antiRagging/meetingMinutes.md:7  column "meetings[1].page"
        expected D<day>_<month>_<year> with a real date, e.g. D05_03_22 for 5 March 2022, found "D31_02_22"
        hint: two digits each: day, month, year

      content/pages/committees/antiRagging/meetingMinutes.md:9  column "meetings[3].page"
        expected a page name no other meeting has, found "D05_03_22"
        hint: each meeting has one page; remove or correct one of the two

      2 problems in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });

  it('names a minutes file that does not exist', async () => {
    const result = await compilePages({ 'content/pages/committees/antiRagging/meetingMinutes.md': minutes('  - { page: D05_03_22, file: m/missing.pdf }\n') });
    expect(result.report).toContain(
      'content/pages/committees/antiRagging/meetingMinutes.md:7  column "meetings[1].file"\n  expected a file content/m/missing.pdf, found "no such file"',
    );
  });
});

describe('gallery folders', () => {
  it('describes a photo by its file name, or by the gallery when the name says nothing', () => {
    expect(altFromFileName('02-tree-planting_drive.jpg', 'Sports, photo 2')).toBe('Tree planting drive');
    expect(altFromFileName('Relay race.JPEG', 'x')).toBe('Relay race');
    expect(altFromFileName('IMG_2034.jpg', 'Sports, photo 3')).toBe('Sports, photo 3');
    expect(altFromFileName('DSC0042.png', 'Sports, photo 4')).toBe('Sports, photo 4');
    expect(altFromFileName('17.jpg', 'Sports, photo 5')).toBe('Sports, photo 5');
  });

  const gallery = (folder = 'galleries/sports') => page('Sports', `template: gallery\nfolder: ${folder}\n`);

  it('turns a folder of photos into the gallery, in file-name order (2 before 10), captions first', async () => {
    const result = await compilePages({
      'content/pages/gallery/sports.md': gallery(),
      'content/galleries/sports/10-prize-giving.jpg': await jpg(40, 30),
      'content/galleries/sports/2-relay-race.png': await png(30, 40),
      'content/galleries/sports/IMG_0001.jpg': await jpg(20, 20),
      'content/galleries/sports/captions.yaml': '2-relay-race.png: The relay race at the annual sports meet\n',
      'content/galleries/sports/.DS_Store': 'x',
    });
    expect(result.report).toBe('');
    const sports = pick(result.pages, '/gallery/sports', 'gallery');
    expect(sports.images.map(({ image, alt }) => [image.url, alt])).toEqual([
      ['/files/galleries/sports/2-relay-race.png', 'The relay race at the annual sports meet'],
      ['/files/galleries/sports/10-prize-giving.jpg', 'Prize giving'],
      ['/files/galleries/sports/IMG_0001.jpg', 'Sports, photo 3'],
    ]);
    expect(sports.images[0].image).toMatchObject({ width: 30, height: 40, format: 'PNG' });
  });

  it('warns of photos in a folder without a captions file, which the editor could not list', async () => {
    const result = await compilePages({ 'content/pages/gallery/sports.md': gallery(), 'content/galleries/sports/01-relay-race.jpg': await jpg(10, 10) });
    expect(result.report).toBe('');
    expect(result.warnings).toContainEqual({
      file: 'content/galleries/sports',
      message: 'photos without a captions.yaml: the editor lists a gallery once it has one (copy the one of another gallery)',
    });
  });

  it('makes an empty folder an empty gallery (the page says under construction)', async () => {
    const result = await compilePages({ 'content/pages/gallery/sports.md': gallery(), 'content/galleries/sports/captions.yaml': '# no photos yet\n' });
    expect(result.report).toBe('');
    expect(pick(result.pages, '/gallery/sports', 'gallery').images).toEqual([]);
  });

  it('reports a missing folder, a file that is not a photo, and a caption for a photo that is not there', async () => {
    const missing = await compilePages({ 'content/pages/gallery/sports.md': gallery('galleries/sport') });
    expect(missing.report).toMatchInlineSnapshot(`
      "content/pages/gallery/sports.md:5  column "folder"
        expected a folder content/galleries/sport, found "no such folder"
        hint: create the folder (it may stay empty until there are photos), or correct the name

      1 problem in 1 file. Nothing was written; the last good build is unchanged."
    `);

    const wrong = await compilePages({
      'content/pages/gallery/sports.md': gallery(),
      'content/galleries/sports/relay.jpg': await jpg(10, 10),
      'content/galleries/sports/relay.heic': 'not a photo we can show',
      'content/galleries/sports/captions.yaml': '# captions\nRelay.jpg: The relay race\n',
    });
    // The captions are read in the load stage, before any page: their problem comes first.
    expect(wrong.report).toMatchInlineSnapshot(`
      "content/galleries/sports/captions.yaml:2  column "Relay.jpg"
        expected a photo in content/galleries/sports, found "no such photo"
        hint: did you mean relay.jpg?

      content/galleries/sports/relay.heic
        expected a photo (JPG, PNG, WebP, AVIF or GIF), found "relay.heic"
        hint: save it as JPG, or move it out of the gallery folder

      2 problems in 2 files. Nothing was written; the last good build is unchanged."
    `);
  });

  it('validates a captions.yaml whose folder no page names, with its file and line', async () => {
    const result = await compilePages({
      'content/pages/gallery/sports.md': gallery(),
      'content/galleries/sports/captions.yaml': '# no photos yet\n',
      'content/galleries/archery/bow.jpg': await jpg(10, 10),
      'content/galleries/archery/captions.yaml': '# captions\nbow.jpg: The bow\narrow.jpg: An arrow\n',
      'content/galleries/rowing/captions.yaml': 'boat.jpg:\n  - not one sentence\n',
    });
    expect(result.problems.map((problem) => [problem.file, problem.line, problem.column, problem.found])).toEqual([
      ['content/galleries/archery/captions.yaml', 3, 'arrow.jpg', 'no such photo'],
      ['content/galleries/rowing/captions.yaml', 2, 'boat.jpg', expect.any(String)],
    ]);
    // The page that names a folder still compiles from it.
    expect(pick(result.pages, '/gallery/sports', 'gallery').images).toEqual([]);
  });
});

describe('the committee template', () => {
  const committee = (members: string) => page('Sports Committee', `template: committee\nmembers:\n${members}`, 'The committee organises the sports meet.');

  it('keeps the members in order and accepts "Assistant Convenor" as well as "Asst. Convenor"', async () => {
    const result = await compilePages({
      'content/pages/committees/sports.md': committee(
        '  - { name: A. Sample, role: Convenor }\n  - { name: B. Sample, role: Assistant Convenor }\n  - { name: C. Sample, role: Member }\n',
      ),
    });
    expect(result.report).toBe('');
    expect(pick(result.pages, '/committees/sports', 'committee').members?.map((m) => m.role)).toEqual(['Convenor', 'Assistant Convenor', 'Member']);
  });

  it('asks for a Convenor and an Asst. Convenor among the members', async () => {
    const result = await compilePages({
      'content/pages/committees/sports.md': committee('  - { name: A. Sample, role: Convenor }\n  - { name: C. Sample, role: Member }\n'),
    });
    expect(result.report).toMatchInlineSnapshot(`
      "content/pages/committees/sports.md:6  column "members"
        expected members naming a Convenor and an Asst. Convenor, found "no Asst. Convenor"
        hint: give one member "role: Asst. Convenor"

      1 problem in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });
});

describe('the cards template', () => {
  const iqac = (cards: string) => page('IQAC Minutes & ATR', `template: cards\nbyYear: true\ncards:\n${cards}`);
  const card = (date: string) => `  - { title: IQAC Meeting, date: ${date}, links: [{ label: Minutes, url: https://example.org/${date}.pdf }] }\n`;

  it('files cards by the year of their date: one page per year (year-2018 …), cards in date order', async () => {
    const result = await compilePages({ 'content/pages/NAAC/iqacAtr.md': iqac(card('04-08-2018') + card('19-02-2022') + card('08-06-2018')) });
    expect(result.report).toBe('');
    const list = pick(result.pages, '/NAAC/iqacAtr', 'cards');
    expect(list.years).toEqual([
      { year: '2018', route: '/NAAC/iqacAtr/year-2018' },
      { year: '2022', route: '/NAAC/iqacAtr/year-2022' },
    ]);
    expect(list.cards).toEqual([]);
    const y2018 = pick(result.pages, '/NAAC/iqacAtr/year-2018', 'cards');
    expect(y2018.title).toBe('IQAC Minutes & ATR 2018');
    expect(y2018.cards.map((c) => c.date)).toEqual(['08-06-2018', '04-08-2018']);
  });

  it('asks for a date on every card of a byYear page, and for real dates', async () => {
    const result = await compilePages({
      'content/pages/NAAC/iqacAtr.md': iqac(`${card('31-02-2018')}  - { title: No date, links: [{ url: https://example.org/x.pdf }] }\n`),
    });
    expect(result.report).toMatchInlineSnapshot(`
      "content/pages/NAAC/iqacAtr.md:7  column "cards[1].date"
        expected a date that exists in the calendar, e.g. 08-06-2018, found "31-02-2018"

      1 problem in 1 file. Nothing was written; the last good build is unchanged."
    `);
    const undated = await compilePages({ 'content/pages/NAAC/iqacAtr.md': iqac(`  - { title: No date, links: [{ url: https://example.org/x.pdf }] }\n`) });
    expect(undated.report).toContain(
      'content/pages/NAAC/iqacAtr.md:7  column "cards[1]"\n  expected a date, e.g. date: 08-06-2018 (byYear files each card under the year of its date), found nothing',
    );
  });

  it('asks for exactly one target per link and one link per button', async () => {
    const result = await compilePages({
      'content/pages/NAAC/naacStatus.md': page(
        'NAAC Status',
        'template: cards\nlayout: buttons\ncards:\n  - { title: AQAR, links: [{ route: /NAAC/naacStatus/aqar, url: https://example.org/a }] }\n  - { title: Two, links: [{ route: /a }, { route: /b }] }\n',
      ),
    });
    expect(result.report).toMatchInlineSnapshot(`
      "content/pages/NAAC/naacStatus.md:7  column "cards[1].links[1]"
        expected exactly one of route (a page of this site), file (a document under content/) or url (another site), found "the fields route, url"

      1 problem in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });
});

describe('the survey template', () => {
  const survey = (bands: string) =>
    page(
      'Student Satisfaction Survey',
      `template: survey\nquestions: [One?, Two?]\nscale: [Excellent, Average, Satisfied, Unsatisfied]\nratingBands:\n${bands}results:\n  - { area: TEACHING, percentage: 80, resolution: Keep it up. }\n`,
    );

  it('orders the rating bands and shows their ranges (1–3 … 10)', async () => {
    const result = await compilePages({
      'content/pages/NAAC/StudentSatisfactionSurvey.md': survey(
        '  - { from: 10, to: 10, label: Excellent }\n  - { from: 1, to: 3, label: Poor }\n  - { from: 4, to: 9, label: Good }\n',
      ),
    });
    expect(result.report).toBe('');
    expect(pick(result.pages, '/NAAC/StudentSatisfactionSurvey', 'survey').ratingBands).toEqual([
      { range: '1–3', label: 'Poor' },
      { range: '4–9', label: 'Good' },
      { range: '10', label: 'Excellent' },
    ]);
  });

  it('reports bands that leave a rating out', async () => {
    const result = await compilePages({
      'content/pages/NAAC/StudentSatisfactionSurvey.md': survey('  - { from: 1, to: 3, label: Poor }\n  - { from: 5, to: 10, label: Good }\n'),
    });
    expect(result.report).toMatchInlineSnapshot(`
      "content/pages/NAAC/StudentSatisfactionSurvey.md:9  column "ratingBands[2]"
        expected bands that together cover 1 to 10, each rating once, found "5 to 10 where the next band should start at 4"

      1 problem in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });
});

describe('the department template', () => {
  const staff = {
    'content/staff/departments.yaml':
      'teaching:\n  - key: sociology\n    label: Sociology\n  - key: english\n    label: English\nnonTeaching:\n  - key: office\n    label: Office\n',
    'content/staff/teaching.csv':
      'department,name,designation,photo\nsociology,Dr. A. Sample,Head of Department,\nenglish,Ms. B. Sample,"Vice-Principal, Assistant Professor",\nsociology,Mr. C. Sample,Assistant Professor,\n',
    'content/staff/non-teaching.csv': 'section,name,designation,photo\noffice,Mr. D. Sample,Accountant,\n',
  };

  it('lists the faculty from content/staff/teaching.csv, by the page name, with a gallery from its folder', async () => {
    const result = await compilePages(
      {
        ...staff,
        'content/pages/department/sociology.md': page('Department of Sociology', 'template: department\ngallery: galleries/sociology\n'),
        'content/galleries/sociology/01-field-visit.jpg': await jpg(20, 10),
      },
      [staffCollection],
    );
    expect(result.report).toBe('');
    const sociology = pick(result.pages, '/department/sociology', 'department');
    expect(sociology.faculty).toEqual([
      { serial: 1, name: 'Dr. A. Sample', role: 'Head of Department' },
      { serial: 2, name: 'Mr. C. Sample', role: 'Assistant Professor' },
    ]);
    expect(sociology.images.map((i) => i.alt)).toEqual(['Field visit']);
  });

  it('names a department the staff list does not know', async () => {
    const result = await compilePages(
      {
        ...staff,
        'content/pages/department/polSci.md': page('Department of Political Science', 'template: department\n'),
      },
      [staffCollection],
    );
    expect(result.report).toMatchInlineSnapshot(`
      "content/pages/department/polSci.md:1
        expected a department of content/staff/teaching.csv (its first column), found "polSci"
        hint: known: sociology, english; set staffDepartment, or add the teachers to the CSV

      1 problem in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });
});
