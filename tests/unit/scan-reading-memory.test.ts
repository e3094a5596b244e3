import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { readScannedPages } from '../../scripts/content/facts/scanReader.ts';
import { pageForReading, pdfWorkers } from '../../scripts/content/facts/pdfWork.ts';
import { pdfOfPages } from '../../scripts/bench/samplePdf.ts';

/**
 * A page read by machine is drawn in a PDF worker bounded in memory (pdfWork.ts): one that passes its ceiling (here a
 * ceiling below what pdf.js itself takes, as a machine short of memory would give) is unfinished, so the next build
 * reads it again; and a poster is drawn with no more pixels than an A3 sheet at 300 dpi. Everything is real: the PDF,
 * pdf.js, the worker and Tesseract.
 */
const folder = mkdtempSync(path.join(tmpdir(), 'scan-short-of-memory-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A PDF of one page of `size` points, a stroke drawn on it. */
function pdfOfSize(size: [number, number]): string {
  const file = path.join(folder, `${size.join('x')}.pdf`);
  writeFileSync(file, pdfOfPages(['0 0 m 10 10 l S'], { size }));
  return file;
}

it('a page whose drawing passed the memory its worker may hold is unfinished, so the next build reads it again', async () => {
  const workers = pdfWorkers({ processes: 1, memoryMb: 50 });
  try {
    const [reading] = await readScannedPages([{ file: pdfOfSize([595, 842]), page: 1 }], { workers });
    expect(reading).toMatchObject({ unreadable: expect.stringMatching(/needed more than 50 MB of memory$/), unfinished: true });
  } finally {
    workers.close();
  }
}, 60_000);

it('an A4 page is drawn at 300 dpi; a poster (A0, eight times A3) with no more pixels than an A3 sheet at 300 dpi', async () => {
  const workers = pdfWorkers({ processes: 1 });
  try {
    const sizeOf = async (size: [number, number]) => {
      const image = await pageForReading(workers, { file: pdfOfSize(size), page: 1 });
      if (!('png' in image)) throw new Error(image.unreadable);
      const { width = 0, height = 0 } = await sharp(Buffer.from(image.png)).metadata();
      return [width, height];
    };
    expect(await sizeOf([595, 842])).toEqual([2479, 3508]);
    const [width, height] = await sizeOf([2384, 3370]);
    expect(width * height).toBeLessThanOrEqual(3508 * 4961 * 1.001);
    expect(width * height).toBeGreaterThan(3508 * 4961 * 0.99);
  } finally {
    workers.close();
  }
}, 60_000);
