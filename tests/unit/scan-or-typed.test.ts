/**
 * A document is a scan when its pages are pictures with no text (scripts/content/facts/pdfText.ts): a typed PDF with
 * one photograph page keeps its own text, is no scan (no text version, no "clearer scan" warning), and its
 * photograph is not taken for the document's text.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPdfTexts } from '../../scripts/content/facts/pdfText.ts';
import { scannedPdf } from '../../scripts/bench/scannedPdf.ts';
import type { Asset } from '../../scripts/content/context.ts';

const SLOW = 90_000;

describe('a typed PDF with a photograph page', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'scan-or-typed-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const asset = (source: string, bytes: Buffer): Asset => {
    writeFileSync(path.join(folder, source), bytes);
    return { source, url: `/files/${source}`, bytes: bytes.length, format: 'PDF' };
  };

  it(
    'keeps its typed text and is no scan; a document of pictures alone is read as one',
    async () => {
      const photograph = { paper: 'A5' as const, paragraphs: [['ANNUAL SPORTS MEET'], ['The winners of the relay race.']] };
      const typed = asset(
        'report.pdf',
        scannedPdf([{ paper: 'A5', paragraphs: [], typed: ['Annual report 2025-26', 'The college admitted 412 students.'] }, photograph]),
      );
      const scan = asset('scan.pdf', scannedPdf([photograph, photograph]));
      const texts = await readPdfTexts([typed, scan], (source) => path.join(folder, source), path.join(folder, 'cache'), { memo: new Map() });
      expect(texts.get('report.pdf')).toEqual({ pages: ['Annual report 2025-26 The college admitted 412 students.', ''] });
      const read = texts.get('scan.pdf');
      expect(read && 'scan' in read && read.scan?.read.map(({ page }) => page)).toEqual([1, 2]);
      expect(read && 'pages' in read && read.pages[0]).toContain('relay race');
    },
    SLOW,
  );
});
