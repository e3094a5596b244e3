import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { afterEach, describe, expect, it } from 'vitest';
import { collectGarbage } from '../../scripts/lib/collectGarbage.ts';
import { phaseTimer } from '../../scripts/lib/phaseTimer.ts';
import { checkLinks, checkLinksTakingTurns } from '../../scripts/postbuild/checkLinks.ts';
import { startSearchIndex, writeIndexFiles } from '../../scripts/postbuild/searchIndex.ts';

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

/**
 * A page shaped like the site's: a head with inline CSS, an icon, social and feed links, a search title of its own and
 * structured data; a menu and a footer around <main data-pagefind-body>.
 */
const sitePage = (title: string, text: string) =>
  `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><title>${title} | College</title><style>.menu{color:red}</style>` +
  `<meta property="og:title" content="${title} | College" /><meta data-pagefind-meta="title[content]" content="${title}: the page of its own"/>` +
  `<link rel="icon" href="data:image/svg+xml,%3Csvg%3E%3C/svg%3E"><meta property="og:image" content="https://www.example.org/logo.svg"/>` +
  `<meta name="description" content="About ${title.toLowerCase()}." /><link rel="alternate" type="application/atom+xml" href="/notices/feed.xml"/>` +
  `<script type="application/ld+json">{"@type":"CollegeOrUniversity","name":"College"}</script></head>` +
  `<body><div id="root"><header><nav><ul><li><a href="/">Home</a></li><li><button>Committees</button><a href="/committees/NSS">NSS volunteers</a></li></ul></nav></header>` +
  `<main id="main" data-pagefind-body><h1>${title}</h1><p>${text}</p><h2 id="dates">Dates</h2><p>Forms close in March.</p><p class="last-updated">Last updated 2026-11-01</p></main>` +
  `<footer><p>Post Box 000, Sample Road, Kohima</p></footer></div><script src="/assets/entry.js" type="module" async></script></body></html>`;

describe('the search index at scale', () => {
  const pages = [
    { file: 'admissions/index.html', markup: sitePage('Admissions', 'Apply for the semester through the admission office.') },
    { file: 'library/index.html', markup: sitePage('Library', 'The library lends books to every student.') },
    { file: 'scholarships/index.html', markup: sitePage('Scholarships', 'A scholarship notice for research students.') },
  ];
  /** Where this machine has a folder in memory (Linux's tmpfs), Pagefind reads the pages from folders there. */
  const readHere = (pages: number) => (existsSync('/dev/shm') ? { fromFolders: pages, throughPipe: 0 } : { fromFolders: 0, throughPipe: pages });

  /** The index Pagefind makes of the whole pages, sent through its pipe one after the other in the order given. */
  async function wholePagesIndex(inOrder = pages): Promise<Record<string, string>> {
    const whole = tempFolder();
    const { index } = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: ['.last-updated'] });
    try {
      for (const { file, markup } of inOrder) await index!.addHTMLFile({ sourcePath: file, content: markup });
      await writeIndexFiles(index!, path.join(whole, 'pagefind'));
    } finally {
      await pagefind.close();
    }
    return filesUnder(path.join(whole, 'pagefind'));
  }

  it("is byte for byte the index Pagefind makes of the whole pages, though only each page's main and what Pagefind reads of its head are sent", async () => {
    const expected = await wholePagesIndex();
    expect(Object.keys(expected).some((file) => file.startsWith('fragment/'))).toBe(true);

    const built = tempFolder();
    const feed = await startSearchIndex(pages.map(({ file }) => file));
    for (const { file, markup } of pages) feed.offer(file, markup);
    expect(await feed.finish(built, [])).toEqual({ files: pages.map(({ file }) => file), pdfs: 0, read: readHere(3) });
    expect(filesUnder(path.join(built, 'pagefind'))).toEqual(expected);
  });

  it('is the same whatever order the prerender finishes the pages in (the index depends on the order pages arrive)', async () => {
    const expected = await wholePagesIndex();
    const built = tempFolder();
    const feed = await startSearchIndex(pages.map(({ file }) => file));
    // The last page first, and a page of no route: held back, then sent in the table's order; the other left out.
    feed.offer(pages[2].file, pages[2].markup);
    feed.offer('404.html', sitePage('Not found', 'No page here.'));
    feed.offer(pages[0].file, pages[0].markup);
    feed.offer(pages[1].file, pages[1].markup);
    expect(await feed.finish(built, [])).toEqual({ files: pages.map(({ file }) => file), pdfs: 0, read: readHere(3) });
    expect(filesUnder(path.join(built, 'pagefind'))).toEqual(expected);
  });

  it('is the same index whether Pagefind reads the pages from folders in memory, through its pipe, or from a folder on disk', async () => {
    // 605 pages in folders inside folders (more than two folders' worth), in the order of a walk through them: each
    // folder's own page, then its folders by name ("a-b" after "a/b", though "-" sorts before "/"). The route table is
    // in code-unit order, with one route whose page never comes.
    const many = (folder: string) => Array.from({ length: 120 }, (_, n) => `${folder}p${String(n).padStart(3, '0')}/index.html`);
    const walked = [
      'index.html',
      'a/index.html',
      'a/b/index.html',
      ...many('a/b/'),
      ...many('a/'),
      'a-b/index.html',
      ...many('a-b/'),
      'b/index.html',
      ...many('b/'),
      ...many(''),
    ].map((file) => ({ file, markup: sitePage(`Page ${file}`, `Text of the page in ${file}.`) }));
    const missing = walked.splice(300, 1)[0].file;
    const table = [...walked.map(({ file }) => file), missing].sort();
    expect(table.filter((file) => file !== missing)).not.toEqual(walked.map(({ file }) => file));
    const expected = await wholePagesIndex(walked);
    const disk = tempFolder();
    for (const [memoryFolders, read] of [
      ['/dev/shm', readHere(walked.length)],
      [path.join(disk, 'no such folder'), { fromFolders: 0, throughPipe: walked.length }],
      [disk, undefined],
    ] as const) {
      const built = tempFolder();
      const feed = await startSearchIndex(table, memoryFolders);
      // The first 400 in order (a folder's worth is sent before the rest arrive), the others last first.
      for (const { file, markup } of [...walked.slice(0, 400), ...walked.slice(400).reverse()]) feed.offer(file, markup);
      const finished = await feed.finish(built, []);
      // On disk (ext4 here), a folder lists its files by a hash of their names: Pagefind is given them through its pipe.
      expect(finished).toEqual({ files: walked.map(({ file }) => file), pdfs: 0, read: read ?? finished.read });
      expect(finished.read.fromFolders + finished.read.throughPipe).toBe(walked.length);
      expect(filesUnder(path.join(built, 'pagefind'))).toEqual(expected);
    }
    // Each scratch folder is removed.
    expect(readdirSync(disk)).toEqual([]);
    expect(existsSync('/dev/shm') ? readdirSync('/dev/shm').filter((name) => name.startsWith('college-search-')) : []).toEqual([]);
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

describe("the build's memory", () => {
  it('collects what is no longer reachable at once, not when the heap next reaches its limit', () => {
    // About 50 MB of strings, then unreachable.
    let garbage: string[] | undefined = Array.from({ length: 200_000 }, (_, n) => `page ${n} `.repeat(25));
    const held = process.memoryUsage().heapUsed;
    expect(garbage.length).toBe(200_000);
    garbage = undefined;
    collectGarbage();
    expect(held - process.memoryUsage().heapUsed).toBeGreaterThan(30 * 2 ** 20);
  });
});

describe("the build's phase lines", () => {
  it('give each phase its time and when it ended, so that of two phases side by side the one the build waited for shows', async () => {
    const lines: string[] = [];
    const timer = phaseTimer((line) => lines.push(line));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const before = performance.now() / 1000;
    await Promise.all([
      timer.time(
        'long',
        () => pause(120),
        () => '3 pages',
      ),
      timer.time('short', () => pause(10)),
    ]);
    const parsed = lines.map((line) => /^phase (\w+): (\d+) ms, ended at ([\d.]+) s, \d+ MB resident(.*)$/.exec(line));
    expect(parsed.map((match) => match?.[1])).toEqual(['short', 'long']);
    const [short, long] = parsed.map((match) => ({ ms: Number(match![2]), endedAt: Number(match![3]), detail: match![4] }));
    // Node's timers count whole milliseconds, so one can fire a fraction of one early.
    expect(long.ms).toBeGreaterThanOrEqual(118);
    expect(short.ms).toBeLessThanOrEqual(long.ms);
    expect(long.detail).toBe(' (3 pages)');
    // Seconds since the process started, to a tenth.
    expect(long.endedAt).toBeGreaterThanOrEqual(Math.floor((before + 0.12) * 10) / 10);
    expect(long.endedAt).toBeLessThanOrEqual(Math.ceil(performance.now() / 100) / 10);
    expect(long.endedAt - short.endedAt).toBeGreaterThanOrEqual(0);
  });
});
