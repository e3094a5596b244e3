/**
 * PDFs made as a scanner makes them: each page one black-and-white picture (300 dpi, A4 or A5) and no text at all, the
 * paper slightly skewed, with specks of dust, or lying on its side. The fixture site's scans
 * (tests/fixtures/scans.ts) and the bench's 100 scanned pages are made with them.
 */
import { deflateSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { Canvas, GlobalFonts } from '@napi-rs/canvas';

const DPI = 300;
/** Paper sizes in points (1/72 inch): A4, and A5, the half sheet a short notice is often printed on. */
const PAPER = { A4: { width: 595, height: 842 }, A5: { width: 420, height: 595 } } as const;
const pixels = (points: number) => Math.round((points / 72) * DPI);
const paperOf = (page: ScannedPage) => PAPER[page.paper ?? 'A4'];

/** A font every Debian or Ubuntu machine has; @napi-rs/canvas finds system fonts, this one is asked for by name. */
const FONT_FILES = ['/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf'];
const fontFamily = (() => {
  const file = FONT_FILES.find((candidate) => existsSync(candidate));
  if (file) GlobalFonts.registerFromPath(file, 'Scan Serif');
  return file ? 'Scan Serif' : 'serif';
})();

export interface ScannedPage {
  /** Paragraphs of the page, each a list of lines as typed on the paper. */
  paragraphs: readonly (readonly string[])[];
  /** Degrees the paper lies turned on the glass: a degree or two is a careless scan; 90 is a page on its side. */
  turn?: number;
  /** Specks of dust per page. */
  specks?: number;
  /** A4 unless said. */
  paper?: keyof typeof PAPER;
  /** Lines of real text instead of a picture: a typed page, as a word processor writes it beside scanned ones. */
  typed?: readonly string[];
}

/** A small, repeatable pseudo-random series: the same page always gives the same bytes. */
function series(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * One canvas a page size, drawn over for every page: a canvas's pixels live outside the JavaScript heap, which the
 * garbage collector does not count, so a hundred pages with a canvas each would hold gigabytes.
 */
const canvases = new Map<string, Canvas>();
function canvasOf(width: number, height: number): Canvas {
  const key = `${width}x${height}`;
  if (!canvases.has(key)) canvases.set(key, new Canvas(width, height));
  return canvases.get(key)!;
}

/** The page drawn black on white, then thresholded to one bit a pixel (1 = white, as PDF's DeviceGray reads it). */
function pageBits(page: ScannedPage, seed: number): { bits: Buffer; width: number; height: number } {
  const sideways = Math.abs(page.turn ?? 0) % 180 === 90;
  const paper = paperOf(page);
  const upright = { width: pixels(paper.width), height: pixels(paper.height) };
  const width = sideways ? upright.height : upright.width;
  const height = sideways ? upright.width : upright.height;
  const canvas = canvasOf(width, height);
  const context = canvas.getContext('2d');
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate(((page.turn ?? 0) * Math.PI) / 180);
  context.translate(-upright.width / 2, -upright.height / 2);
  context.fillStyle = '#000';
  const size = Math.round((12 / 72) * DPI);
  context.font = `${size}px "${fontFamily}"`;
  let y = Math.round(DPI * 1.2);
  for (const paragraph of page.paragraphs) {
    for (const line of paragraph) {
      context.fillText(line, DPI, y);
      y += Math.round(size * 1.5);
    }
    y += size;
  }
  context.setTransform(1, 0, 0, 1, 0, 0);
  const random = series(seed);
  for (let speck = 0; speck < (page.specks ?? 40); speck++) context.fillRect(Math.floor(random() * width), Math.floor(random() * height), 3, 3);
  // The canvas's own pixels (4 bytes each, grey here): getImageData's copies are not freed in @napi-rs/canvas 0.1.
  const data = canvas.data();
  const rowBytes = Math.ceil(width / 8);
  const bits = Buffer.alloc(rowBytes * height, 0);
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) {
      if (data[(row * width + column) * 4] >= 128) bits[row * rowBytes + (column >> 3)] |= 0x80 >> (column & 7);
    }
  }
  return { bits, width, height };
}

/** A PDF whose pages are pictures only (what a scanner without text recognition writes), or typed where said. */
export function scannedPdf(pages: readonly ScannedPage[], seed = 1): Buffer {
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (part: string | Buffer) => {
    const chunk = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    chunks.push(chunk);
    length += chunk.length;
  };
  const object = (number: number, ...parts: (string | Buffer)[]) => {
    offsets[number - 1] = length;
    push(`${number} 0 obj\n`);
    for (const part of parts) push(part);
    push('\nendobj\n');
  };
  push('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  const kids = pages.map((_, index) => `${3 + index * 3} 0 R`);
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages.length} >>`);
  pages.forEach((page, index) => {
    const number = 3 + index * 3;
    if (page.typed) {
      const { width, height } = paperOf(page);
      const text = `BT /F1 12 Tf 56 ${height - 60} Td ${page.typed.map((line) => `(${line.replace(/[^\x20-\x7e]|[\\()]/g, '')}) Tj 0 -18 Td`).join(' ')} ET`;
      object(
        number,
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents ${number + 1} 0 R /Resources << /Font << /F1 ${number + 2} 0 R >> >> >>`,
      );
      object(number + 1, `<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
      object(number + 2, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
      return;
    }
    const { bits, width, height } = pageBits(page, seed + index);
    const sideways = width > height;
    const paper = paperOf(page);
    const box = sideways ? [paper.height, paper.width] : [paper.width, paper.height];
    const picture = deflateSync(bits, { level: 9 });
    const draw = `q ${box[0]} 0 0 ${box[1]} 0 0 cm /Scan Do Q`;
    object(
      number,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${box[0]} ${box[1]}] /Contents ${number + 1} 0 R /Resources << /XObject << /Scan ${number + 2} 0 R >> >> >>`,
    );
    object(number + 1, `<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`);
    object(
      number + 2,
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /FlateDecode /Length ${picture.length} >>\nstream\n`,
      picture,
      '\nendstream',
    );
  });
  const xref = length;
  const count = offsets.length + 1;
  push(`xref\n0 ${count}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`);
  push(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(chunks);
}
