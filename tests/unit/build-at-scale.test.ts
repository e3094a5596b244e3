import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLinks, checkLinksTakingTurns } from '../../scripts/postbuild/checkLinks.ts';
import { writeIndexFiles, writeSearchIndex } from '../../scripts/postbuild/searchIndex.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const tempFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'build-at-scale-'));
  folders.push(folder);
  return folder;
};

/** Every file under a folder (relative path -> bytes). */
const filesUnder = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [path.relative(dir, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name)).toString('base64')]),
  );

/** A page shaped like the site's: inline CSS, a menu and a footer around <main data-pagefind-body>. */
const sitePage = (title: string, text: string) =>
  `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><title>${title} | College</title><style>.menu{color:red}</style></head>` +
  `<body><div id="root"><header><nav><ul><li><a href="/">Home</a></li><li><button>Committees</button><a href="/committees/NSS">NSS volunteers</a></li></ul></nav></header>` +
  `<main id="main" data-pagefind-body><h1>${title}</h1><p>${text}</p><h2 id="dates">Dates</h2><p>Forms close in March.</p><p class="last-updated">Last updated 2026-11-01</p></main>` +
  `<footer><p>Post Box 000, Sample Road, Kohima</p></footer></div><script src="/assets/entry.js" type="module" async></script></body></html>`;

describe('the search index at scale', () => {
  it("is byte for byte the index Pagefind makes of the whole pages, though only each page's head and main are sent", async () => {
    const pages = [
      { route: '/admissions', file: 'admissions/index.html', markup: sitePage('Admissions', 'Apply for the semester through the admission office.') },
      { route: '/library', file: 'library/index.html', markup: sitePage('Library', 'The library lends books to every student.') },
      { route: '/scholarships', file: 'scholarships/index.html', markup: sitePage('Scholarships', 'A scholarship notice for research students.') },
    ];
    const built = tempFolder();
    expect(await writeSearchIndex(built, [], pages)).toEqual({ pages: 3, papers: 0 });

    const whole = tempFolder();
    const { index } = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: ['.last-updated'] });
    try {
      for (const { file, markup } of pages) await index!.addHTMLFile({ sourcePath: file, content: markup });
      await writeIndexFiles(index!, path.join(whole, 'pagefind'));
    } finally {
      await pagefind.close();
    }

    const expected = filesUnder(path.join(whole, 'pagefind'));
    expect(Object.keys(expected).some((file) => file.startsWith('fragment/'))).toBe(true);
    expect(filesUnder(path.join(built, 'pagefind'))).toEqual(expected);
  });
});

describe('the link check taking turns', () => {
  it('finds what the plain link check finds, across the pages checked between two turns', async () => {
    const client = tempFolder();
    writeFileSync(path.join(client, 'index.html'), '<main><h2 id="fees">Fees</h2></main>');
    // 45 pages: more than two turns' worth; the broken links are on pages checked in different turns.
    const pages = Array.from({ length: 45 }, (_, n) => {
      const file = `page-${n}/index.html`;
      mkdirSync(path.join(client, `page-${n}`));
      const links = n === 3 ? '<a href="/nowhere">x</a>' : n === 31 ? '<a href="/#no-such-id">x</a>' : '<a href="/#fees">fees</a>';
      const markup = `<main>${links}<a href="/page-${(n + 1) % 45}">next</a></main>`;
      writeFileSync(path.join(client, file), markup);
      return { file, markup };
    });
    const broken = await checkLinksTakingTurns(client, '', pages);
    expect(broken).toEqual([
      { page: 'page-3/index.html', link: '/nowhere', reason: 'no such page or file in the build' },
      { page: 'page-31/index.html', link: '/#no-such-id', reason: 'no element with id "no-such-id" on that page' },
    ]);
    expect(broken).toEqual(checkLinks(client, '', pages));
  });
});
