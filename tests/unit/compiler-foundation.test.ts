import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../../scripts/content/compile.ts';
import { site } from '../../scripts/content/collections/site.ts';
import { navigation } from '../../scripts/content/collections/navigation.ts';
import { pages } from '../../scripts/content/collections/pages.ts';
import { parseCsv } from '../../scripts/content/loaders/csv.ts';
import { ProblemList } from '../../scripts/content/errors.ts';
import { compileFixture } from './fixture.ts';
import { generatedDirFor } from '../../common/generated.ts';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>';

const validSite = `name: Test College
shortName: TC
url: https://college.example.org
headerNote: Accredited
address: [Line one, Line two]
phones: ["+91 370 000 0001", "+91 370 000 0002"]
emails: [a@example.org, b@example.org]
logos:
  - image: images/a.svg
    alt: Crest
  - image: images/b.svg
    alt: Emblem
hero:
  headline: Experience your life at
  subline: Sub line.
  applyRoute: /apply
  prospectusUrl: https://example.org/p
statistics:
  - value: "5"
    label: Journals
statisticsTagline: Tagline
motto: Motto
foundedYear: 1991
copyrightYear: 2024
externalLinks:
  - label: No address yet
social:
  - network: mail
    url: mailto:a@example.org
    label: E-mail
emailService: { serviceId: '', templateId: '', publicKey: '' }
`;

const validNavigation = `home: { label: Home, route: / }
groups:
  - key: home
    label: Home
    items:
      - { label: Mission, route: /home/missionVision }
      - { label: Syllabus, url: https://example.org/syllabus }
footer:
  - { label: Mission, route: /home/missionVision }
`;

const shellFiles = {
  'content/site.yaml': validSite,
  'content/images/a.svg': LOGO,
  'content/images/b.svg': LOGO,
  'content/navigation.yaml': validNavigation,
  'content/pages/home/missionVision.md': '---\ntitle: Mission\ndescription: Why we teach.\n---\n\n## Mission\n',
  'pages/index/+Page.tsx': '',
};

describe('the content compiler: site, navigation and Markdown pages', () => {
  it('compiles valid content, with the pages routes and the logos as served files', async () => {
    const result = await compileFixture(shellFiles, [site, pages, navigation]);
    expect(result.report).toBe('');
    expect(Object.keys(result.outputs.routes as object)).toEqual(['/', '/home/missionVision']);
    const assets = result.outputs.assets as { url: string; width?: number }[];
    expect(assets.map((a) => a.url)).toEqual(['/files/images/a.svg', '/files/images/b.svg']);
    expect(assets[0].width).toBe(8);
  });

  it('names the file, line and field of a missing value, and of a wrong value, at once', async () => {
    const broken = validSite.replace('shortName: TC\n', '').replace('foundedYear: 1991', 'foundedYear: nineteen');
    const result = await compileFixture({ ...shellFiles, 'content/site.yaml': broken }, [site]);
    expect(result.report).toMatchInlineSnapshot(`
      "content/site.yaml:1  column "shortName"
        expected this field (some text here), found nothing

      content/site.yaml:22  column "foundedYear"
        expected a number, found "nineteen"

      2 problems in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });

  it('reports a YAML syntax error with its line', async () => {
    const result = await compileFixture({ ...shellFiles, 'content/site.yaml': 'name: A\nname: B\n' }, [site]);
    expect(result.problems[0]).toMatchObject({ file: 'content/site.yaml', line: 2, expected: 'valid YAML' });
  });

  it('suggests the right name when a logo differs only in case', async () => {
    const { 'content/images/b.svg': _, ...rest } = shellFiles;
    const result = await compileFixture({ ...rest, 'content/images/B.SVG': LOGO }, [site]);
    expect(result.report).toContain('content/site.yaml:11  column "logos[2].image"');
    expect(result.report).toContain('expected a file content/images/b.svg, found "no such file"');
    expect(result.report).toContain('hint: did you mean images/B.SVG?');
  });

  it('refuses a menu route that has no page, pointing at the case-sensitive near miss', async () => {
    const nav = validNavigation.replace('route: /home/missionVision }\n      - { label: Syllabus', 'route: /home/missionvision }\n      - { label: Syllabus');
    const result = await compileFixture({ ...shellFiles, 'content/navigation.yaml': nav }, [site, pages, navigation]);
    expect(result.report).toMatchInlineSnapshot(`
      "content/navigation.yaml:6  column "groups[1].items[1].route"
        expected a route that has a page, found "/home/missionvision"
        hint: routes are case-sensitive: did you mean /home/missionVision?

      1 problem in 1 file. Nothing was written; the last good build is unchanged."
    `);
  });

  it('refuses an item with both a route and a url', async () => {
    const nav = validNavigation.replace('{ label: Syllabus, url:', '{ label: Syllabus, route: /, url:');
    const result = await compileFixture({ ...shellFiles, 'content/navigation.yaml': nav }, [site, pages, navigation]);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ line: 7, expected: 'either a route or a url (exactly one)' });
  });

  it('points at the front-matter line of a Markdown page', async () => {
    const page = '---\ntitle: Mission\ndescription:\n---\n\nText\n';
    const result = await compileFixture({ ...shellFiles, 'content/pages/home/missionVision.md': page }, [pages]);
    expect(result.report).toContain('content/pages/home/missionVision.md:3  column "description"');
  });

  it('refuses a Markdown page for a route a page folder already serves', async () => {
    const result = await compileFixture({ ...shellFiles, 'pages/home/missionVision/+Page.tsx': '' }, [pages]);
    expect(result.problems[0].hint).toBe('pages/home/missionVision/+Page.tsx already serves it: remove one of the two');
  });
});

describe('writing the compiled JSON', () => {
  function project(files: Record<string, string>) {
    const root = mkdtempSync(path.join(tmpdir(), 'content-write-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), text);
    }
    return root;
  }

  it('writes every collection, and on a problem leaves the last good output untouched', async () => {
    const root = project(shellFiles);
    try {
      const good = await compileContent({ root, collections: [site, pages, navigation] });
      expect(good.problems).toEqual([]);
      const before = readFileSync(path.join(root, '.generated/site.json'), 'utf8');
      writeFileSync(path.join(root, 'content/site.yaml'), validSite.replace('name: Test College', 'name: ""'));
      const bad = await compileContent({ root, collections: [site, pages, navigation] });
      expect(bad.problems).toHaveLength(1);
      expect(readFileSync(path.join(root, '.generated/site.json'), 'utf8')).toBe(before);
      expect(existsSync(path.join(root, '.generated/navigation.json'))).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('where each build keeps its compiled JSON', () => {
  it('the site and the dev server in .generated; a build into another folder in a folder of its own', () => {
    expect(generatedDirFor(undefined)).toBe('.generated');
    expect(generatedDirFor('dist')).toBe('.generated');
    expect(generatedDirFor('/srv/site/dist/')).toBe('.generated');
    expect(generatedDirFor('dist-fixture')).toBe('.generated-dist-fixture');
    expect(generatedDirFor('/work/site/dist-reproducible-7-1')).toBe('.generated-dist-reproducible-7-1');
  });
});

describe('reading spreadsheets', () => {
  it('accepts a byte-order mark, CRLF, quoted commas, stray spaces and trailing blank lines', () => {
    const problems = new ProblemList();
    const text = '\uFEFFname , course\r\n" Das, Rita ",  B.A.  \r\nMeren,B.Com\r\n\r\n\r\n';
    const csv = parseCsv(text, 'content/x.csv', ['name', 'course'], problems);
    expect(problems.problems).toEqual([]);
    expect(csv?.records).toEqual([
      { line: 2, values: { name: 'Das, Rita', course: 'B.A.' } },
      { line: 3, values: { name: 'Meren', course: 'B.Com' } },
    ]);
  });

  it('names the missing column', () => {
    const problems = new ProblemList();
    parseCsv('name,year\nA,2020\n', 'content/x.csv', ['name', 'course', 'year'], problems);
    expect(problems.problems[0]).toMatchObject({ file: 'content/x.csv', line: 1, hint: 'the column "course" is missing' });
  });

  it('reports an unclosed quote with its line instead of crashing', () => {
    const problems = new ProblemList();
    parseCsv('name,course\nA,B\n"C,D\n', 'content/x.csv', ['name', 'course'], problems);
    expect(problems.problems).toHaveLength(1);
    expect(problems.problems[0].expected).toBe('a well-formed CSV');
    expect(problems.problems[0].line).toBeGreaterThanOrEqual(3);
  });
});
