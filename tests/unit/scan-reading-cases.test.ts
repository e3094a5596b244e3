/**
 * Which pages of a PDF are read by machine, and which readings are kept (scripts/content/facts/pdfText.ts). Only a
 * reading that finished is kept in the PDF text cache: a page whose reading took longer than the limit (a busy machine)
 * is said as unread in that build, and read again by the next one, which keeps its reading (the cache's key follows the
 * reader's version as installed: scan-reader-key.test.ts); cut short three builds in a row, the reading is kept as it
 * is, until the PDF or the reader changes. Every page without text that paints a picture is read by machine: a scan's
 * pages, and the scanned pages of a document with typed ones, whose typed pages keep their own text.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPdfTexts } from '../../scripts/content/facts/pdfText.ts';
import { scannedPdf } from '../../scripts/bench/scannedPdf.ts';
import type { Asset } from '../../scripts/content/context.ts';

/** Reading a scan takes seconds of a core: a half sheet (A5) is read for real, twice. */
const SLOW = 90_000;

const folder = mkdtempSync(path.join(tmpdir(), 'scan-cases-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
/** A PDF of the site: its bytes written into the folder. */
const asset = (source: string, bytes: Buffer): Asset => {
  writeFileSync(path.join(folder, source), bytes);
  return { source, url: `/files/${source}`, bytes: bytes.length, format: 'PDF' };
};

describe('a scanned page whose reading timed out', () => {
  const cache = path.join(folder, 'cache');
  const scan = asset('scan.pdf', scannedPdf([{ turn: 1, paper: 'A5', paragraphs: [['NOTICE'], ['The library opens at eight on Saturday.']] }]));
  /** One build: a new process, with only the cache folder to go by. */
  const build = async (scanSeconds?: number) => {
    const readAnew: string[] = [];
    const texts = await readPdfTexts([scan], (source) => path.join(folder, source), cache, {
      memo: new Map(),
      onRead: (source) => readAnew.push(source),
      scanSeconds,
    });
    return { reading: texts.get('scan.pdf'), readAnew };
  };

  it(
    'is said as unread in that build, not cached, and read again by the next build, which caches it',
    async () => {
      const first = await build(0.01);
      expect(first.reading).toMatchObject({ scan: { read: [], unread: [{ page: 1, why: 'reading it took longer than 0.01 seconds' }] } });
      // No reading is kept: only the count of its tries (retries.ts).
      expect(readdirSync(cache)).toEqual([expect.stringMatching(/\.tries$/)]);

      const second = await build();
      expect(second.readAnew).toEqual(['scan.pdf']);
      expect(second.reading && 'pages' in second.reading && second.reading.pages[0]).toContain('library opens at eight');
      expect(readdirSync(cache).filter((name) => name.endsWith('.json'))).toHaveLength(1);

      const third = await build();
      expect(third.readAnew).toEqual([]);
      expect(third.reading).toEqual(second.reading);
    },
    SLOW,
  );
});

describe('a scanned page whose reading is cut short at every build', () => {
  const cache = path.join(folder, 'tries-cache');
  const scan = asset('always-slow.pdf', scannedPdf([{ paper: 'A5', paragraphs: [['NOTICE'], ['The hostel closes on Sunday.']] }]));
  const build = async () => {
    const readAnew: string[] = [];
    const texts = await readPdfTexts([scan], (source) => path.join(folder, source), cache, {
      memo: new Map(),
      onRead: (source) => readAnew.push(source),
      scanSeconds: 0.01,
    });
    return { reading: texts.get('always-slow.pdf'), readAnew };
  };

  it(
    'is tried again at the next two builds, then kept as it is after the third, and read no more',
    async () => {
      for (let tries = 1; tries <= 2; tries++) {
        const { reading, readAnew } = await build();
        expect(readAnew).toEqual(['always-slow.pdf']);
        expect(reading).toMatchObject({ scan: { unread: [{ page: 1, why: 'reading it took longer than 0.01 seconds', unfinished: true }] } });
      }
      const third = await build();
      expect(third.reading).toMatchObject({ scan: { unread: [{ page: 1, why: 'reading it took longer than 0.01 seconds, 3 builds in a row' }] } });
      expect(third.reading && 'scan' in third.reading && third.reading.scan?.unread[0]).not.toHaveProperty('unfinished');
      const fourth = await build();
      expect(fourth.readAnew).toEqual([]);
      expect(fourth.reading).toEqual(third.reading);
    },
    SLOW,
  );
});

describe('a typed PDF with a scanned page', () => {
  it(
    'keeps its own text for its typed page, and its page without text is read by machine; a document of pictures alone is read whole',
    async () => {
      const photograph = { paper: 'A5' as const, paragraphs: [['ANNUAL SPORTS MEET'], ['The winners of the relay race.']] };
      const typed = asset(
        'report.pdf',
        scannedPdf([{ paper: 'A5', paragraphs: [], typed: ['Annual report 2025-26', 'The college admitted 412 students.'] }, photograph]),
      );
      const scan = asset('photographs.pdf', scannedPdf([photograph, photograph]));
      const texts = await readPdfTexts([typed, scan], (source) => path.join(folder, source), path.join(folder, 'typed-cache'), { memo: new Map() });
      const report = texts.get('report.pdf');
      expect(report && 'pages' in report && report.pages[0]).toBe('Annual report 2025-26 The college admitted 412 students.');
      expect(report && 'pages' in report && report.pages[1]).toContain('relay race');
      expect(report && 'scan' in report && report.scan?.read.map(({ page }) => page)).toEqual([2]);
      const read = texts.get('photographs.pdf');
      expect(read && 'scan' in read && read.scan?.read.map(({ page }) => page)).toEqual([1, 2]);
      expect(read && 'pages' in read && read.pages[0]).toContain('relay race');
    },
    SLOW,
  );
});
