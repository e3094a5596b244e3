import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { readScannedPages } from '../../scripts/content/facts/scanReader.ts';
import { pdfOfPages } from '../../scripts/bench/samplePdf.ts';

/**
 * A machine short of memory, which no test can make safely: @napi-rs/canvas refuses every canvas, as it does when the
 * pixels asked for cannot be had. Everything else is real: the PDF, pdf.js and the Tesseract worker.
 */
vi.mock('@napi-rs/canvas', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@napi-rs/canvas')>()),
  createCanvas: () => {
    throw new Error('Create skia surface failed');
  },
}));

it('a page whose file opened but whose canvas could not be made is unfinished, so the next build reads it again', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'scan-short-of-memory-'));
  try {
    const file = path.join(folder, 'notice.pdf');
    writeFileSync(file, pdfOfPages(['0 0 m 10 10 l S']));
    const [reading] = await readScannedPages([{ file, page: 1 }]);
    expect(reading).toEqual({ unreadable: 'the page could not be drawn (the machine may have been short of memory)', unfinished: true });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}, 60_000);
