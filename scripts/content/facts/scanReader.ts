/**
 * Reads the pages of scanned PDFs by machine (OCR): each page drawn at 300 dpi, or with A3's pixels when it is
 * larger, by the PDF worker (pdfWorker.ts; a page claiming a size no paper has is not drawn), and read by Tesseract
 * (tesseract.js, its English model from @tesseract.js-data/eng, read from node_modules: no network). A
 * pool of Tesseract workers, one a core, reads the pages of every scan at once. A page read with little confidence is
 * tried turned a quarter, three quarters and half round, because Tesseract's own turning (rotateAuto) does not turn a
 * page lying on its side with this model; the most confident reading wins. A page that cannot be read (damaged,
 * blank, or longer than the time limit) comes back with why, never as an exception; one that took too long or on which
 * the reader failed, or whose drawing failed once its file opened (short of memory?), is said to be unfinished, and is
 * not kept in the cache (pdfText.ts): the next build reads it again.
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { installedVersion } from './installedVersion.ts';
import { READING_DPI } from './pageSize.ts';
import { pageForReading, pdfWorkers, type PdfWorkers } from './pdfWork.ts';

const require = createRequire(import.meta.url);
const MODEL = '4.0.0_best_int';
const MODEL_DIR = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), MODEL);

/**
 * Changes when the way scans are read changes, so older readings are read again: the engine's and the model's versions
 * as installed (their package.json), the model used, and this file's own turns and limits (the number after the colon).
 */
export const SCAN_READER = `tesseract.js-${installedVersion('tesseract.js')}+@tesseract.js-data/eng-${installedVersion('@tesseract.js-data/eng')}/${MODEL}:5`;

/** Below this (of 100) the page may be turned: try the other turns. */
const UPRIGHT_ENOUGH = 80;
const TURNS = [270, 90, 180] as const;
/** A page that takes longer is left unread (a damaged or enormous picture must not hold the build). */
const PAGE_SECONDS = Number(process.env.SCAN_PAGE_SECONDS) || 120;

/**
 * One page's reading: its paragraphs (separated by a blank line) and how sure the reader was (0 to 100), or why none;
 * `unfinished` when the reading itself gave up (too slow, or the reader failed), which another try may finish.
 */
type PageReading = { text: string; confidence: number } | { unreadable: string; unfinished?: true };

export interface ScanPage {
  /** The PDF's path (read when its page's turn comes: a hundred scans are not held in memory at once). */
  file: string;
  /** 1 for the first page. */
  page: number;
}

async function startWorker(): Promise<Worker> {
  // cacheMethod 'none': the model is read from node_modules and nothing is written to the working folder.
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: MODEL_DIR, gzip: true, cacheMethod: 'none' });
  // The pages are rendered at a known resolution: Tesseract need not guess it. Its notes on specks it could not read
  // go nowhere: what matters reaches the office as a confidence.
  await worker.setParameters({ user_defined_dpi: String(READING_DPI), debug_file: '/dev/null' });
  return worker;
}

/** A word with no letter or digit read less surely than this (of 100) is taken for a speck of dust. */
const SURE_OF_A_MARK = 60;

/** Space between two lines taller than this share of the page's usual line height starts a paragraph. */
const PARAGRAPH_GAP = 0.5;

/**
 * The page's lines joined into paragraphs by the space between them, as a reader sees them: Tesseract's own
 * paragraphs split a paragraph whose lines are spaced wide, and join two with a blank line between them.
 */
function paragraphsOf(lines: readonly { text: string; top: number; bottom: number }[]): string[] {
  const heights = lines.map((line) => line.bottom - line.top).sort((a, b) => a - b);
  const usual = heights[Math.floor(heights.length / 2)] ?? 0;
  const paragraphs: string[][] = [];
  lines.forEach((line, index) => {
    const above = lines[index - 1];
    // A line above the one before it is the top of another column.
    if (!above || line.top < above.top || line.top - above.bottom > usual * PARAGRAPH_GAP) paragraphs.push([]);
    paragraphs.at(-1)!.push(line.text);
  });
  return paragraphs.map((words) => words.join(' '));
}

/**
 * The page's lines with their words, from Tesseract's TSV output (one row a word, with its line's numbers, place and
 * confidence): far lighter than its tree of blocks, which holds every letter's alternatives.
 */
function linesOf(tsv: string): { words: { text: string; confidence: number }[]; top: number; bottom: number }[] {
  const lines = new Map<string, { words: { text: string; confidence: number }[]; top: number; bottom: number }>();
  for (const row of tsv.split('\n')) {
    // level, page, block, paragraph, line, word, left, top, width, height, confidence, text
    const [level, , block, paragraph, line, , , top, , height, confidence, ...text] = row.split('\t');
    if (level !== '5' || text.join('\t').trim() === '') continue;
    const key = `${block}.${paragraph}.${line}`;
    const known = lines.get(key) ?? { words: [], top: Number(top), bottom: Number(top) + Number(height) };
    known.top = Math.min(known.top, Number(top));
    known.bottom = Math.max(known.bottom, Number(top) + Number(height));
    known.words.push({ text: text.join('\t').trim(), confidence: Number(confidence) });
    lines.set(key, known);
  }
  return [...lines.values()];
}

async function recognise(worker: Worker, image: Buffer): Promise<{ text: string; confidence: number }> {
  const { data } = await worker.recognize(image, {}, { text: false, tsv: true });
  const lines = linesOf(data.tsv ?? '')
    .map((line) => ({
      // A speck of dust read as a mark (":", "|") is left out: a word without a letter or digit, read unsure.
      text: line.words
        .filter((word) => /[\p{L}\p{N}]/u.test(word.text) || word.confidence >= SURE_OF_A_MARK)
        .map((word) => word.text)
        .join(' ')
        .trim(),
      top: line.top,
      bottom: line.bottom,
    }))
    .filter((line) => line.text !== '');
  return { text: paragraphsOf(lines).join('\n\n'), confidence: lines.length === 0 ? 0 : Math.round(data.confidence) };
}

/** The page as it reads best: upright, or turned when upright reads poorly. */
async function readPage(worker: Worker, image: Buffer): Promise<PageReading> {
  let best = await recognise(worker, image);
  for (const turn of TURNS) {
    // Nothing at all read upright is a blank page, which no turn changes.
    if (best.text === '' || best.confidence >= UPRIGHT_ENOUGH) break;
    const turned = await recognise(worker, await sharp(image).rotate(turn).png().toBuffer());
    if (turned.confidence > best.confidence) best = turned;
  }
  return best.text === '' ? { unreadable: 'the page is blank, or nothing on it could be read as text' } : best;
}

const timeLimit = <T>(work: Promise<T>, seconds: number): Promise<T | 'too slow'> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve('too slow'), seconds * 1000);
    work.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });

/**
 * Reads every page given, in the order given, with as many Tesseract workers as the machine has cores (no more than
 * there are pages), each page drawn to be read by the PDF workers given (pdfWork.ts), or by a pool of its own.
 * `seconds` limits each page's reading.
 */
export async function readScannedPages(
  pages: readonly ScanPage[],
  { seconds = PAGE_SECONDS, workers }: { seconds?: number; workers?: PdfWorkers } = {},
): Promise<PageReading[]> {
  const pool = workers ?? pdfWorkers();
  try {
    return await readWith(pages, pool, seconds);
  } finally {
    if (!workers) pool.close();
  }
}

async function readWith(pages: readonly ScanPage[], workers: PdfWorkers, seconds: number): Promise<PageReading[]> {
  const readings: PageReading[] = new Array(pages.length);
  let next = 0;
  const slot = async () => {
    let worker: Worker | undefined;
    try {
      while (next < pages.length) {
        const index = next++;
        const image = await pageForReading(workers, pages[index]);
        if (!('png' in image)) {
          readings[index] = image;
          continue;
        }
        worker ??= await startWorker();
        const reading = await timeLimit(readPage(worker, Buffer.from(image.png)), seconds).catch(() => ({
          unreadable: 'the reader failed on this page',
          unfinished: true as const,
        }));
        if (reading === 'too slow') {
          // The worker is still busy with the page: end it, and start afresh for the next.
          await worker.terminate();
          worker = undefined;
          readings[index] = { unreadable: `reading it took longer than ${seconds} seconds`, unfinished: true };
        } else readings[index] = reading;
      }
    } finally {
      await worker?.terminate();
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), pages.length) }, slot));
  return readings;
}
