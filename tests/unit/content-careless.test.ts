import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CompileContext } from '../../scripts/content/context.ts';
import { governingBody } from '../../scripts/content/collections/governingBody.ts';
import { navigation } from '../../scripts/content/collections/navigation.ts';
import { pages } from '../../scripts/content/collections/pages.ts';
import { questionPapers } from '../../scripts/content/collections/questionPapers.ts';
import { staff } from '../../scripts/content/collections/staff.ts';
import { results } from '../../scripts/content/collections/results.ts';
import { notices } from '../../scripts/content/collections/notices.ts';
import { warnNameCollisions } from '../../scripts/content/check/nameCollisions.ts';
import type { PaperFolder } from '../../common/questionPaperTree.ts';
import { renderMarkdown } from '../../common/markdown.ts';
import { checkLinks } from '../../scripts/postbuild/checkLinks.ts';
import { readSiteHtml } from '../../scripts/postbuild/htmlFiles.ts';
import { samplePdf } from '../../scripts/bench/samplePdf.ts';
import { compileProject, withTempFolder } from './tempProject.ts';

const PDF = samplePdf('Paper');
const page = (title: string, body = '', extra = '') => `---\ntitle: ${title}\ndescription: A page about ${title}.\n${extra}---\n\n${body}`;

describe('spreadsheets saved carelessly', () => {
  it('refuses a CSV that is not UTF-8, naming the first such line and how to save it', async () => {
    // "José Müller" and "Zoë" as an office PC's Windows-1252 "CSV" writes them.
    const csv = Buffer.concat([
      Buffer.from('name,role\nDr. A. Sample,President\n'),
      Buffer.from('Jos\xe9 M\xfcller,Member\nB. Example,Member\nZo\xeb,Member\n', 'latin1'),
    ]);
    const result = await compileProject({ 'content/governing-body.csv': csv }, { collections: [governingBody] });
    expect(result.problems).toEqual([
      {
        file: 'content/governing-body.csv',
        line: 3,
        expected: 'text saved as UTF-8',
        found: 'characters in another encoding (on 2 lines)',
        hint: 'save it from the spreadsheet with "Save As", choosing "CSV UTF-8 (Comma delimited)"',
      },
    ]);
  });

  it('refuses a row whose text runs beyond the header, naming the line and the cell', async () => {
    const csv = 'name,role\nDr. A. Sample,President\nDr. X, Ph.D.,Member\n"Dr. Y, Ph.D.",Member\nB. Example,Member,\n';
    const result = await compileProject({ 'content/governing-body.csv': csv }, { collections: [governingBody] });
    expect(result.problems.map((p) => [p.line, p.column, p.expected, p.found])).toEqual([[3, 'cell 3', 'at most 2 cells, as the header has', 'Member']]);
    expect(result.problems[0].hint).toContain('double quotes');
  });

  it('groups a problem repeated down a pasted sheet: the first few with their lines, then a count', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `2023,ENG,B.A. Honours,many,${i}`);
    const result = await compileProject(
      { 'content/results/2023.csv': `year,subject_code,programme,appeared,passed\n${rows.join('\n')}\n` },
      { collections: [results] },
    );
    expect(result.problems).toHaveLength(20_000);
    const blocks = result.report.split('\n\n');
    expect(blocks.slice(0, 5).map((block) => block.split('\n')[0])).toEqual(
      [2, 3, 4, 5, 6].map((line) => `content/results/2023.csv:${line}  column "appeared"`),
    );
    expect(blocks[5]).toBe('content/results/2023.csv column "appeared"\n  … and 19995 more problems like the above (lines 7 to 20001)');
    expect(blocks[6]).toBe('20000 problems in 1 file. Nothing was written; the last good build is unchanged.');
    expect(result.report.length).toBeLessThan(2_000);
  });
});

describe('pages written carelessly', () => {
  it('warns about every file under pages/ that is not a .md page, with the name it probably meant', async () => {
    const result = await compileProject(
      {
        'content/pages/notice.md.txt': page('Notice'),
        'content/pages/home/rules.MD': page('Rules'),
        'content/pages/exams.markdown': page('Exams'),
        'content/pages/prospectus.pdf': PDF,
        'content/pages/.DS_Store': 'x',
        'content/pages/ok.md': page('OK'),
      },
      { collections: [pages] },
    );
    expect(Object.keys(result.outputs.pages as object)).toEqual(['/ok']);
    expect(result.warningText.split('\n')).toEqual([
      'warning: content/pages/.DS_Store  a system file, not a page: left out (it can be deleted)',
      'warning: content/pages/exams.markdown  not a page, so it is not published: pages end in ".md" exactly; did you mean exams.md?',
      'warning: content/pages/home/rules.MD  not a page, so it is not published: pages end in ".md" exactly; did you mean rules.md?',
      'warning: content/pages/notice.md.txt  not a page, so it is not published: pages end in ".md" exactly; did you mean notice.md?',
      'warning: content/pages/prospectus.pdf  not a page, so it is not published: pages are Markdown files ending in ".md" (documents and photos belong in documents/ or images/)',
    ]);
  });

  it('quotes an unknown template and lists the templates, nearest first', async () => {
    const result = await compileProject(
      { 'content/pages/sports.md': page('Sports', '', 'template: galery\n'), 'content/pages/other.md': page('Other', '', 'template: [text]\n') },
      { collections: [pages] },
    );
    expect(result.problems.map((p) => [p.file, p.line, p.found])).toEqual([
      ['content/pages/other.md', 4, '["text"]'],
      ['content/pages/sports.md', 4, 'galery'],
    ]);
    expect(result.problems[1].hint).toMatch(/^the templates are gallery, /);
    expect(result.problems[1].hint!.split(', ')).toHaveLength(13);
  });

  it('says that the front matter never closes, naming the line where it opened', async () => {
    const result = await compileProject(
      { 'content/pages/rules.md': '---\ntitle: Rules\ndescription: The rules.\n\n## Rules\n\nBe kind.\n' },
      { collections: [pages] },
    );
    expect(result.report).toContain(
      'content/pages/rules.md:1\n  expected a "---" line closing the front matter, found "the front matter opened on line 1 is never closed"',
    );
    expect(result.problems).toHaveLength(1);
  });

  it('names both files when two pages make the same address', async () => {
    const yearList = page('Holiday List', '', 'template: year-list\nentries:\n  - { year: 2024, file: documents/2024.pdf }\n');
    const result = await compileProject(
      {
        'content/pages/calender/holidayList.md': yearList,
        'content/pages/calender/holidayList/year2024.md': page('Holidays 2024'),
        'content/documents/2024.pdf': PDF,
      },
      { collections: [pages] },
    );
    expect(result.problems).toEqual([
      {
        file: 'content/pages/calender/holidayList/year2024.md',
        expected: 'an address no other page has',
        found: '/calender/holidayList/year2024',
        hint: 'content/pages/calender/holidayList.md makes the same address: rename or move one of the two',
      },
    ]);
  });

  it("names both files when a Markdown page takes a notice's or a notice category's address", async () => {
    const result = await compileProject(
      {
        'content/pages/notices/2026-11-20-library.md': page('Library'),
        'content/pages/notices/category/general.md': page('General'),
        'content/notices/categories.yaml': 'categories:\n  - General\n',
        'content/notices/2026-11-20-library.md': '---\ntitle: Library closed\n---\nThe library is closed.\n',
      },
      { collections: [pages, notices] },
    );
    expect(result.problems).toEqual([
      {
        file: 'content/notices/categories.yaml',
        line: 2,
        expected: 'an address no other page has',
        found: '/notices/category/general',
        hint: 'content/pages/notices/category/general.md makes the same address: rename or move one of the two',
      },
      {
        file: 'content/notices/2026-11-20-library.md',
        expected: 'an address no other page has',
        found: '/notices/2026-11-20-library',
        hint: 'content/pages/notices/2026-11-20-library.md makes the same address: rename or move one of the two',
      },
    ]);
  });

  it('names the Markdown page when a staff department makes the same address', async () => {
    const result = await compileProject(
      {
        'content/pages/about/teachingEmployees/english.md': page('English'),
        'content/staff/departments.yaml': 'teaching:\n  - key: english\n    label: English\nnonTeaching:\n  - key: office\n    label: Office\n',
        'content/staff/teaching.csv': 'department,name,designation,photo\nenglish,Dr. A Sample,Professor,\n',
        'content/staff/non-teaching.csv': 'section,name,designation,photo\noffice,Mr. C Demo,Accountant,\n',
      },
      { collections: [pages, staff] },
    );
    expect(result.problems.map((p) => [p.file, p.line, p.found, p.hint])).toEqual([
      [
        'content/staff/departments.yaml',
        2,
        '/about/teachingEmployees/english',
        'content/pages/about/teachingEmployees/english.md makes the same address: rename or move one of the two',
      ],
    ]);
  });
});

describe('links, checked before the build', () => {
  const navigationYaml = (route: string) =>
    `home: { label: Home, route: /about }\ngroups:\n  - key: home\n    label: Home\n    items:\n      - { label: Mission, route: ${route} }\nfooter: []\n`;

  it('suggests the route without its trailing slash for a menu item', async () => {
    const result = await compileProject(
      {
        'content/navigation.yaml': navigationYaml('/about/mission/'),
        'content/pages/about.md': page('About'),
        'content/pages/about/mission.md': page('Mission'),
      },
      { collections: [pages, navigation] },
    );
    expect(result.problems.map((p) => [p.line, p.found, p.hint])).toEqual([[6, '/about/mission/', 'write it without the slash at the end: /about/mission']]);
  });

  it('checks links between pages, to headings and to files, with the line of each', async () => {
    const about = page('About', '## Our mission\n\nWe teach.\n\n## Our mission\n\nAgain.\n');
    const links = [
      '[ok](/about#our-mission) [second](/about#our-mission-2) [here](#links)',
      '[missing page](/abot)',
      '[missing heading](/about#our-vision)',
      '[relative](about)',
      '[report](/files/documents/report.pdf) [gone](/files/documents/gone.pdf)',
      '[site](https://example.org/) [mail](mailto:a@example.org)',
    ].join('\n\n');
    const result = await compileProject(
      { 'content/pages/about.md': about, 'content/pages/links.md': page('Links', `## Links\n\n${links}\n`), 'content/documents/report.pdf': PDF },
      { collections: [pages], checkLinks: true },
    );
    expect(result.problems.map((p) => [p.line, p.expected, p.found, p.hint])).toEqual([
      [10, 'a link to a page of this site', '/abot', 'did you mean /about?'],
      [12, 'a heading of /about (#id)', '#our-vision', 'its headings are #our-mission, #our-mission-2'],
      [14, 'a link starting with / (an address of this site) or https://', 'about', 'write the full address of the page, e.g. /home/missionVision'],
      [16, 'a file content/documents/gone.pdf', 'no such file', 'add the file, or correct the name (names are case-sensitive)'],
    ]);
    expect((result.outputs.assets as { source: string }[]).map((a) => a.source)).toEqual(['documents/report.pdf']);
  });

  it('checks the links in notices too, with the file and line of each', async () => {
    const notice = (body: string) => `---\ntitle: Library closed\ncategory: General\n---\n${body}`;
    const result = await compileProject(
      {
        'content/pages/about.md': page('About'),
        'content/documents/report.pdf': PDF,
        'content/notices/categories.yaml': 'categories:\n  - General\n',
        'content/notices/2026-11-20-library.md': notice('See [about](/about) and [the report](/files/documents/report.pdf).\n\nAsk at [the desk](/abot).\n'),
        'content/notices/2026-11-21-fees.md': notice('Fees are [here][fees].\n\n[fees]: /files/documents/fees.pdf\n'),
        'content/notices/2026-11-22-hall.md': notice('The hall:\n\n<a href="/hal">map</a>\n'),
        'content/notices/2026-11-23-plain.md': notice('No links here.\n'),
      },
      { collections: [pages, notices], checkLinks: true },
    );
    expect(result.problems.map((p) => [p.file, p.line, p.found, p.hint])).toEqual([
      ['content/notices/2026-11-20-library.md', 7, '/abot', 'did you mean /about?'],
      ['content/notices/2026-11-21-fees.md', 7, 'no such file', 'add the file, or correct the name (names are case-sensitive)'],
      ['content/notices/2026-11-22-hall.md', 7, '/hal', 'correct the address, or add the page first'],
    ]);
    expect((result.outputs.assets as { source: string }[]).map((a) => a.source)).toEqual(['documents/report.pdf']);
  });
});

describe("the build's link check and heading ids", () => {
  it('accepts a #section link to a heading of a Markdown page, and still refuses one to no heading', () =>
    withTempFolder(
      {
        'client/home/missionVision/index.html': `<html><body><main>${renderMarkdown('## Our mission\n\nWe teach.\n')}</main></body></html>`,
        'client/about/index.html': `<html><body><main>${renderMarkdown('[mission](/home/missionVision#our-mission) [vision](/home/missionVision#our-vision)\n')}</main></body></html>`,
      },
      (root) => {
        const pages = [...readSiteHtml(path.join(root, 'client'))].map(([file, markup]) => ({ file, markup }));
        expect(checkLinks(path.join(root, 'client'), '', pages)).toEqual([
          { page: 'about/index.html', link: '/home/missionVision#our-vision', reason: 'no element with id "our-vision" on that page' },
        ]);
      },
    ));
});

describe('links in front matter, checked before the build', () => {
  it("checks a card's route and a committee's back link, with their lines", async () => {
    const cards = page(
      'NAAC',
      '',
      'template: cards\ncards:\n  - title: Plan\n    links: [{ route: /naac/plan }]\n  - title: Audit\n    links: [{ route: /naac/audit }]\n',
    );
    const committee = page('Anti-Ragging', '', 'template: committee\nback: /comittees\n');
    const result = await compileProject(
      {
        'content/pages/naac.md': cards,
        'content/pages/naac/plan.md': page('Plan'),
        'content/pages/committees.md': page('Committees'),
        'content/pages/committees/antiRagging.md': committee,
      },
      { collections: [pages], checkLinks: true },
    );
    expect(result.problems.map((p) => [p.file, p.line, p.found, p.hint])).toEqual([
      ['content/pages/committees/antiRagging.md', 5, '/comittees', 'did you mean /committees?'],
      ['content/pages/naac.md', 9, '/naac/audit', 'correct the address, or add the page first'],
    ]);
  });
});

describe('names that clash on Windows and macOS', () => {
  it('warns about names differing only by letter case or Unicode form, once per clash', () =>
    withTempFolder(
      {
        'content/documents/Report.pdf': PDF,
        'content/documents/report.pdf': PDF,
        'content/galleries/Sports/01.jpg': 'x',
        'content/galleries/sports/01.jpg': 'x',
        'content/question-papers/Caf\u00e9/a.pdf': PDF,
        'content/question-papers/Cafe\u0301/b.pdf': PDF,
      },
      (root) => {
        const ctx = new CompileContext(root, path.join(root, 'content'));
        warnNameCollisions(ctx);
        expect(ctx.problems.warnings.map((w) => `${w.file}: ${w.message.split(':')[0]}`).sort()).toEqual([
          'content/documents/report.pdf: differs from content/documents/Report.pdf only by letter case',
          'content/galleries/sports: differs from content/galleries/Sports only by letter case',
          'content/question-papers/Caf\u00e9: differs from content/question-papers/Cafe\u0301 only by how an accented letter is stored (Unicode form)',
        ]);
      },
    ));

  it('groups question-bank folders typed in two Unicode forms as one, serving each file under its real name', async () => {
    const result = await compileProject(
      { 'content/question-papers/MA/Caf\u00e9 Studies/2024/a.pdf': PDF, 'content/question-papers/MA/Cafe\u0301 Studies/2024/b.pdf': PDF },
      { collections: [questionPapers] },
    );
    const tree = result.outputs['public/data/question-bank/ma'] as PaperFolder;
    expect(tree.folders.map((folder) => [folder.name, folder.papers])).toEqual([['Caf\u00e9 Studies', 2]]);
    expect(tree.folders[0].folders[0].files.map((file) => file.url)).toEqual([
      `/files/question-papers/MA/${encodeURIComponent('Caf\u00e9 Studies')}/2024/a.pdf`,
      `/files/question-papers/MA/${encodeURIComponent('Cafe\u0301 Studies')}/2024/b.pdf`,
    ]);
  });
});

describe('YAML and Markdown in another encoding', () => {
  it('names the file and line instead of publishing replacement characters', async () => {
    const result = await compileProject(
      {
        'content/navigation.yaml': Buffer.from('home: { label: Accueil \xe9, route: / }\n', 'latin1'),
        'content/pages/about.md': Buffer.from('---\ntitle: About\ndescription: The college.\n---\n\nFounded by Jos\xe9.\n', 'latin1'),
        'content/notices/categories.yaml': 'categories:\n  - General\n',
        'content/notices/2026-11-20-library.md': Buffer.from('---\ntitle: Library closed\n---\nThe caf\xe9 stays open.\n', 'latin1'),
      },
      { collections: [pages, navigation, notices] },
    );
    expect(result.problems.map((p) => [p.file, p.line, p.expected])).toEqual([
      ['content/pages/about.md', 6, 'text saved as UTF-8'],
      ['content/navigation.yaml', 1, 'text saved as UTF-8'],
      ['content/notices/2026-11-20-library.md', 4, 'text saved as UTF-8'],
    ]);
  });
});
