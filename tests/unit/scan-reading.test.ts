import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfTextCache, readPdfTexts, SCANS_TO_READ } from '../../scripts/content/facts/pdfText.ts';
import { readScannedPages } from '../../scripts/content/facts/scanReader.ts';
import { readingScale } from '../../scripts/content/facts/pageSize.ts';
import { scannedPdf } from '../../scripts/bench/scannedPdf.ts';
import { pdfOfPages } from '../../scripts/bench/samplePdf.ts';
import type { Asset } from '../../scripts/content/context.ts';
import type { PdfRecord } from '../../scripts/content/derive/pdfRecords.ts';
import { scanReport } from '../../scripts/content/derive/scannedDocuments.ts';
import { documentsWithoutText } from '../../common/documentsWithoutText.ts';
import { DocumentEmbed } from '../../renderer/components/DocumentEmbed.tsx';

/** Reading a scan takes seconds of a core: these tests read a few small pages for real, each a half sheet (A5). */
const SLOW = 90_000;

const notice = (words: string) => scannedPdf([{ turn: 1, paper: 'A5', paragraphs: [['NOTICE'], [words]] }]);

describe('scans read by machine, with the PDF text cache', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'scan-reading-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const cache = pdfTextCache(folder);
  const asset = (source: string, bytes: Buffer): Asset => {
    writeFileSync(path.join(folder, source), bytes);
    return { source, url: `/files/${source}`, bytes: bytes.length, format: 'PDF' };
  };
  const read = async (assets: Asset[]) => {
    const readAnew: string[] = [];
    // What the build asks before it starts: whether it will read pages by machine (it then compiles before bundling).
    const scansPending = await SCANS_TO_READ.pending({ root: folder, contentDir: folder });
    // A new Map: what a new process (the next build) knows, with only the cache folder to go by.
    const texts = await readPdfTexts(assets, (source) => path.join(folder, source), cache, {
      memo: new Map(),
      onRead: (source) => readAnew.push(source),
    });
    return { texts, readAnew, scansPending };
  };

  it(
    'reads a scan once: the next build reads nothing while it is unchanged, and reads it again once changed',
    async () => {
      const scan = asset('scan.pdf', notice('The canteen will serve lunch from noon on Thursday.'));
      const first = await read([scan]);
      expect(first.readAnew).toEqual(['scan.pdf']);
      // The build knows before it starts that a scan is to be read (scripts/build.ts compiles first), and only then.
      expect(first.scansPending).toBe(true);
      const reading = first.texts.get('scan.pdf');
      expect(reading && 'pages' in reading && reading.pages[0]).toContain('canteen will serve lunch');
      expect(reading && 'scan' in reading && reading.scan?.read[0].confidence).toBeGreaterThan(80);

      const second = await read([scan]);
      expect(second.readAnew).toEqual([]);
      expect(second.scansPending).toBe(false);
      expect(second.texts.get('scan.pdf')).toEqual(reading);

      const changed = asset('scan.pdf', notice('The hostel gate will close at nine in the evening.'));
      const third = await read([changed]);
      expect(third.readAnew).toEqual(['scan.pdf']);
      const again = third.texts.get('scan.pdf');
      expect(again && 'pages' in again && again.pages[0]).toContain('hostel gate will close');
    },
    SLOW,
  );

  it(
    'turns a page lying on its side upright, and says which page of a scan was blank',
    async () => {
      const sideways = asset(
        'sideways.pdf',
        scannedPdf([
          { turn: 90, paper: 'A5', paragraphs: [['The sports ground is closed for repairs this week.']] },
          { paper: 'A5', paragraphs: [], specks: 0 },
        ]),
      );
      const { texts } = await read([sideways]);
      const reading = texts.get('sideways.pdf');
      expect(reading && 'pages' in reading && reading.pages).toEqual([expect.stringContaining('sports ground is closed for repairs'), '']);
      expect(reading && 'scan' in reading && reading.scan?.unread).toEqual([{ page: 2, why: expect.stringContaining('blank') }]);
    },
    SLOW,
  );
});

describe('a page that cannot be read', () => {
  it(
    'is left unread with why (too slow, or damaged), and the pages after it are still read',
    async () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'scan-unread-'));
      try {
        const file = path.join(folder, 'scan.pdf');
        writeFileSync(file, notice('Fees may be paid at the bank counter.'));
        const [tooSlow] = await readScannedPages([{ file, page: 1 }], { seconds: 0.01 });
        expect(tooSlow).toEqual({ unreadable: 'reading it took longer than 0.01 seconds', unfinished: true });
        const damaged = path.join(folder, 'damaged.pdf');
        writeFileSync(damaged, notice('Fees may be paid at the bank counter.').subarray(0, 3000));
        const readings = await readScannedPages([
          { file: damaged, page: 1 },
          { file, page: 1 },
        ]);
        expect(readings[0]).toEqual({ unreadable: expect.stringContaining('could not be drawn') });
        expect(readings[1]).toMatchObject({ text: expect.stringContaining('bank counter') });
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
    SLOW,
  );

  it('refuses a page claiming a size no paper has (5 m) before drawing it, a kept answer naming the size; reads a poster with an A3 sheet’s pixels', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'scan-undrawn-'));
    try {
      const file = path.join(folder, 'poster.pdf');
      writeFileSync(file, pdfOfPages(['0 0 m 10 10 l S'], { size: [14400, 14400] }));
      const [reading] = await readScannedPages([{ file, page: 1 }]);
      // No `unfinished`: the file says so, and the next build need not try again.
      expect(reading).toEqual({ unreadable: 'page 1 claims to be 5.1 m wide and 5.1 m tall: too large to read' });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    // A4 (595 by 842 points) at 300 dpi; A0 (2384 by 3370), eight times A3, with no more pixels than A3 at 300 dpi: about 106 dpi.
    expect(readingScale(595, 842)).toBe(300 / 72);
    const poster = readingScale(2384, 3370);
    expect(2384 * poster * (3370 * poster)).toBeLessThanOrEqual(3508 * 4961);
    expect(poster * 72).toBeGreaterThan(100);
  });
});

describe('what the office is told of each scan read by machine', () => {
  const record = (confidence: number, read: number[], unread: number[] = []): PdfRecord => ({
    source: 'notices/2026/2026-03-12 Exams postponed.pdf',
    url: '/files/notices/2026/2026-03-12%20Exams%20postponed.pdf',
    title: 'Exams postponed',
    kind: 'Notices',
    bytes: 20_000,
    pages: ['NOTICE', ''],
    offeredOn: [],
    scan: { confidence, read, unread },
  });

  it('says how sure the reader was in plain words; unsure, or with pages left unread, it is a warning asking for a clearer scan', () => {
    expect(scanReport(record(95, [1, 2]))).toEqual({ note: 'a scan, read by machine (pages 1 and 2): the machine was sure of nearly all of it (95 in 100)' });
    expect(scanReport(record(78, [1]))).toEqual({ note: 'a scan, read by machine (page 1): the machine was fairly sure of it (78 in 100)' });
    expect(scanReport(record(52, [1]))).toEqual({
      warning:
        'a scan, read by machine (page 1), but the machine was unsure of much of it (52 in 100): hard to read by machine: upload a clearer scan or the original file',
    });
    expect(scanReport(record(93, [1], [2]))).toEqual({
      warning:
        'a scan, read by machine (page 1): the machine was sure of nearly all of it (93 in 100); page 2 could not be read (blank, damaged or too unclear): hard to read by machine: upload a clearer scan or the original file',
    });
    // Nothing read at all: the warning for a PDF without text says it (compile.ts).
    expect(scanReport(record(0, [], [1, 2]))).toBeUndefined();
  });

  it('lists the scans read by machine apart from the documents no machine could read', () => {
    const unreadable = { ...record(0, [], [1]), title: 'Organogram', url: '/files/organogram.pdf', pages: [''] };
    const paper = { ...record(91, [1]), title: 'HIS-MJ-2', url: '/files/his.pdf', textRoute: '/text-version/his' };
    const text: PdfRecord = { source: 'a.pdf', url: '/files/a.pdf', title: 'Timetable', kind: 'Documents', bytes: 1, pages: ['Monday'], offeredOn: [] };
    expect(documentsWithoutText([unreadable, paper, text])).toEqual({
      total: 3,
      readByMachine: [{ title: 'HIS-MJ-2', url: '/files/his.pdf', bytes: 20_000, textRoute: '/text-version/his' }],
      withoutText: [{ title: 'Organogram', url: '/files/organogram.pdf', bytes: 20_000 }],
    });
  });
});

describe('a link to a scan read by machine, on a page', () => {
  it('offers its text version beside it, named for screen readers; a PDF with text gets none', () => {
    const scan = {
      source: 'documents/minutes-2024.pdf',
      url: '/files/documents/minutes-2024.pdf',
      bytes: 20_000,
      format: 'PDF',
      text: '/text-version/documents-minutes-2024',
    };
    const embed = (file: typeof scan | Omit<typeof scan, 'text'>) =>
      renderToStaticMarkup(createElement(DocumentEmbed, { document: { kind: 'file', title: 'Minutes, 2024', file } }));
    expect(embed(scan)).toContain(
      '<a class="link-note" href="/text-version/documents-minutes-2024">(text version<span class="visually-hidden"> of Minutes, 2024</span>)</a>',
    );
    const { text: _text, ...withText } = scan;
    expect(embed(withText)).not.toContain('text version');
  });
});
