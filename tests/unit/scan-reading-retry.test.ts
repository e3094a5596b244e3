/**
 * Only a reading that finished is kept in the PDF text cache (scripts/content/facts/pdfText.ts): a page whose reading
 * took longer than the limit (a busy machine) is said as unread in that build, and read again by the next one, which
 * keeps its reading. The cache's key follows the reader's version as installed.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPdfTexts } from '../../scripts/content/facts/pdfText.ts';
import { SCAN_READER } from '../../scripts/content/facts/scanReader.ts';
import { scannedPdf } from '../../scripts/bench/scannedPdf.ts';
import type { Asset } from '../../scripts/content/context.ts';

/** Reading a scan takes seconds of a core: a half sheet (A5) is read for real, twice. */
const SLOW = 90_000;

describe('a scanned page whose reading timed out', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'scan-retry-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const cache = path.join(folder, 'cache');
  const bytes = scannedPdf([{ turn: 1, paper: 'A5', paragraphs: [['NOTICE'], ['The library opens at eight on Saturday.']] }]);
  writeFileSync(path.join(folder, 'scan.pdf'), bytes);
  const asset: Asset = { source: 'scan.pdf', url: '/files/scan.pdf', bytes: bytes.length, format: 'PDF' };
  /** One build: a new process, with only the cache folder to go by. */
  const build = async (scanSeconds?: number) => {
    const readAnew: string[] = [];
    const texts = await readPdfTexts([asset], (source) => path.join(folder, source), cache, {
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
      expect(readdirSync(cache)).toEqual([]);

      const second = await build();
      expect(second.readAnew).toEqual(['scan.pdf']);
      expect(second.reading && 'pages' in second.reading && second.reading.pages[0]).toContain('library opens at eight');
      expect(readdirSync(cache)).toHaveLength(1);

      const third = await build();
      expect(third.readAnew).toEqual([]);
      expect(third.reading).toEqual(second.reading);
    },
    SLOW,
  );

  it('is keyed by the reader’s version as installed (tesseract.js and its English model), not a version typed', () => {
    const require = createRequire(import.meta.url);
    const { version: engine } = require('tesseract.js/package.json') as { version: string };
    const { version: model } = require('@tesseract.js-data/eng/package.json') as { version: string };
    expect(SCAN_READER).toContain(`tesseract.js-${engine}`);
    expect(SCAN_READER).toContain(`@tesseract.js-data/eng-${model}`);
  });
});
