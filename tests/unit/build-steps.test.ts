import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { phaseTimer } from '../../scripts/buildSupport/phaseTimer.ts';
import { writeSearchIndex } from '../../scripts/postbuild/searchIndex.ts';
import type { PdfRecord } from '../../scripts/content/derive/pdfRecords.ts';
import { isPagefindFilterIndex } from './builtSite.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const tempFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'build-steps-'));
  folders.push(folder);
  return folder;
};

/** Every file under a folder (relative path -> bytes, base64), but Pagefind's filter index (other bytes each run). */
const filesUnder = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !isPagefindFilterIndex(path.relative(dir, path.join(entry.parentPath, entry.name))))
      .map((entry) => [path.relative(dir, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name)).toString('base64')]),
  );

/** What Pagefind keeps of each page and record for its results (its fragments: gzip, a signature, then JSON). */
const fragments = (pagefindDir: string) =>
  readdirSync(path.join(pagefindDir, 'fragment')).map(
    (name) =>
      JSON.parse(
        gunzipSync(readFileSync(path.join(pagefindDir, 'fragment', name)))
          .toString('utf8')
          .replace(/^pagefind_dcd/, ''),
      ) as {
        url: string;
        content: string;
        meta: Record<string, string>;
      },
  );

/** A page shaped like the site's: its search title on the canonical link (renderer/+Head.tsx), a menu around its main. */
const sitePage = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><title>${title} | College</title>` +
  `<link rel="canonical" href="https://www.example.org/x" data-pagefind-meta="title:${title}, the page of its own"></head>` +
  `<body><header><nav><a href="/">Home</a></nav></header><main id="main" data-pagefind-body><h1>Heading</h1>${body}` +
  `<p class="last-updated">Last updated 2026-11-01</p></main><footer><p>Post Box 000, Kohima</p></footer></body></html>`;

const pages = [
  { route: '/admissions', file: 'admissions/index.html', markup: sitePage('Admissions', '<p>Apply for the semester through the admission office.</p>') },
  { route: '/fees', file: 'fees/index.html', markup: sitePage('Fees', '<ul><li><a href="/fees/due">Last date for fees</a><span>1 September</span></li></ul>') },
  { route: '/library', file: 'library/index.html', markup: sitePage('Library', '<p>The library lends books to every student.</p>') },
];

const paper: PdfRecord = {
  source: 'question-papers/BA/2024/English.pdf',
  url: '/files/question-papers/BA/2024/English.pdf',
  title: 'English (BA, 2024)',
  kind: 'Question papers',
  year: '2024',
  bytes: 10,
  pages: ['Section A', '', 'Answer any two'],
  offeredOn: ['/library/questionBank'],
};

describe('the search index', () => {
  it('is the same whatever order the pages come in, and titles each result as its page says', async () => {
    const [first, second] = [tempFolder(), tempFolder()];
    expect(await writeSearchIndex(first, pages, [paper])).toEqual({ pages: 3, pdfs: 1 });
    await writeSearchIndex(second, [...pages].reverse(), [paper]);
    expect(filesUnder(path.join(second, 'pagefind'))).toEqual(filesUnder(path.join(first, 'pagefind')));

    const found = fragments(path.join(first, 'pagefind'));
    const byUrl = Object.fromEntries(found.map((fragment) => [fragment.url, fragment]));
    expect(Object.keys(byUrl).sort()).toEqual([
      '/admissions/',
      '/fees/',
      '/files/question-papers/BA/2024/English.pdf#page=1',
      '/files/question-papers/BA/2024/English.pdf#page=3',
      '/library/',
    ]);
    // The title given on the canonical link, not the first heading; commas and all.
    expect(byUrl['/fees/'].meta.title).toBe('Fees, the page of its own');
    // A PDF's pages with text, each a record opening the PDF at its page; its title searched with the first.
    expect(byUrl['/files/question-papers/BA/2024/English.pdf#page=3'].meta).toEqual({ title: 'English (BA, 2024)', size: '1 KB', page: '3' });
    expect(byUrl['/files/question-papers/BA/2024/English.pdf#page=1'].content).toBe('English (BA, 2024). Section A');
    // Only the main content, without what .last-updated says; elements side by side stay apart.
    expect(byUrl['/fees/'].content).toContain('fees 1 September');
    expect(byUrl['/fees/'].content).not.toMatch(/Home|Kohima|Last updated/);
  });
});

describe('the search index of a PDF a page shows', () => {
  /** A typed PDF whose pages say `texts`, shown on /calender with its first `drawn` pages as pictures, and its text version. */
  const shown = (slug: string, texts: string[], drawn: number): { pdf: PdfRecord; textVersion: (typeof pages)[number] } => ({
    pdf: {
      source: `documents/${slug}.pdf`,
      url: `/files/documents/${slug}.pdf`,
      title: slug,
      kind: 'Documents',
      bytes: 10,
      pages: texts,
      offeredOn: ['/calender'],
      textRoute: `/text-version/${slug}`,
      shownAt: { route: '/calender', anchor: slug, pages: drawn },
    },
    textVersion: {
      route: `/text-version/${slug}`,
      file: `text-version/${slug}/index.html`,
      markup: sitePage(`${slug}: text version`, `<p>${texts.join(' ')}</p>`),
    },
  });

  it('finds a word once, at the picture of its page, not again in the text version; a page past those drawn keeps its text version', async () => {
    const holidays = shown('holidays', ['Puja holidays', 'Christmas holidays'], 2);
    const prospectus = shown('prospectus', [...Array.from({ length: 12 }, (_, n) => `Chapter ${n + 1}`), 'Hostel rules'], 12);
    const folder = tempFolder();
    expect(await writeSearchIndex(folder, [...pages, holidays.textVersion, prospectus.textVersion], [holidays.pdf, prospectus.pdf])).toEqual({
      pages: 4,
      pdfs: 2,
    });
    const urls = fragments(path.join(folder, 'pagefind')).map((fragment) => fragment.url);
    expect(urls).toContain('/calender#holidays-2');
    expect(urls).not.toContain('/text-version/holidays/');
    // Page 13 is not drawn: its hit opens the PDF, and the text version is still found, the page a phone can read.
    expect(urls).toContain('/files/documents/prospectus.pdf#page=13');
    expect(urls).toContain('/text-version/prospectus/');
  });
});

describe("the build's phase lines", () => {
  it('give each phase its time and when it ended', async () => {
    const lines: string[] = [];
    const timer = phaseTimer((line) => lines.push(line));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const before = performance.now() / 1000;
    await timer.time('short', () => pause(10));
    await timer.time(
      'long',
      () => pause(120),
      () => '3 pages',
    );
    const parsed = lines.map((line) => /^phase (\w+): (\d+) ms, ended at ([\d.]+) s, \d+ MB resident(.*)$/.exec(line));
    expect(parsed.map((match) => match?.[1])).toEqual(['short', 'long']);
    const [short, long] = parsed.map((match) => ({ ms: Number(match![2]), endedAt: Number(match![3]), detail: match![4] }));
    // Node's timers count whole milliseconds, so one can fire a fraction of one early.
    expect(long.ms).toBeGreaterThanOrEqual(118);
    expect(short.ms).toBeLessThanOrEqual(long.ms);
    expect(long.detail).toBe(' (3 pages)');
    // Seconds since the process started, to a tenth.
    expect(long.endedAt).toBeGreaterThanOrEqual(Math.floor((before + 0.13) * 10) / 10);
    expect(long.endedAt).toBeLessThanOrEqual(Math.ceil(performance.now() / 100) / 10);
    expect(long.endedAt).toBeGreaterThanOrEqual(short.endedAt);
  });
});
