import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, expect, it, vi } from 'vitest';
import { readScannedPages } from '../../scripts/content/facts/scanReader.ts';
import { pdfOfPages } from '../../scripts/bench/samplePdf.ts';

/**
 * A machine short of memory, which no test can make safely: @napi-rs/canvas refuses every canvas, as it does when the
 * pixels asked for cannot be had, and says what was asked. Everything else is real: the PDF, pdf.js and Tesseract.
 */
const asked = vi.hoisted(() => [] as [number, number][]);
vi.mock('@napi-rs/canvas', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@napi-rs/canvas')>()),
  createCanvas: (width: number, height: number) => {
    asked.push([width, height]);
    throw new Error('Create skia surface failed');
  },
}));

const folder = mkdtempSync(path.join(tmpdir(), 'scan-short-of-memory-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
beforeEach(() => void asked.splice(0));

/** Reads the one page of a PDF whose page is `size` points, drawing a stroke on it. */
async function readPage(size: [number, number]) {
  const file = path.join(folder, `${size.join('x')}.pdf`);
  writeFileSync(file, pdfOfPages(['0 0 m 10 10 l S'], { size }));
  const [reading] = await readScannedPages([{ file, page: 1 }]);
  return reading;
}

it('a page whose file opened but whose canvas could not be made is unfinished, so the next build reads it again', async () => {
  expect(await readPage([595, 842])).toEqual({ unreadable: 'the page could not be drawn (the machine may have been short of memory)', unfinished: true });
  // An A4 page is asked for at 300 dpi.
  expect(asked).toEqual([[2480, 3509]]);
}, 60_000);

it('a poster (A0, eight times A3) asks for no more pixels than an A3 sheet at 300 dpi', async () => {
  await readPage([2384, 3370]);
  expect(asked).toHaveLength(1);
  const [[width, height]] = asked;
  expect(width * height).toBeLessThanOrEqual(3508 * 4961 * 1.001);
  expect(width * height).toBeGreaterThan(3508 * 4961 * 0.99);
}, 60_000);
