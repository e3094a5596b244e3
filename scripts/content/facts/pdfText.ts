/**
 * The text of every PDF the site serves, page by page: what the search index offers of documents (a timetable's
 * rooms, a question paper's subject codes). Read with unpdf (pdf.js); a page without text (a scan) is read by machine
 * (scanReader.ts). Remembered by the file's content hash (and the readers' versions) in a cache folder, so a build
 * where no PDF changed reads none again; a reading that gave up on a page (too slow) is not remembered. A damaged or encrypted PDF is a warning naming it, never a stop: the site
 * still links it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import type { Asset } from '../context.ts';
import { pruneBuildCaches, pruneCache } from '../../buildCaches.ts';
import type { HeavyWork } from '../../buildSupport/heavyWork.ts';
import { installedVersion } from './installedVersion.ts';
import { readScannedPages, SCAN_READER, type ScanPage } from './scanReader.ts';

/**
 * What a PDF gave: its text, one entry per page ('' for a page without text), with what reading its scanned pages by
 * machine gave; or why it could not be read.
 */
export type PdfReading = { pages: string[]; scan?: ScanReading } | { unreadable: string };

/** What reading by machine gave of a PDF's pages that had no text. */
export interface ScanReading {
  /** The pages read by machine (1 for the first) and how sure the reader was of each (0 to 100). */
  read: { page: number; confidence: number }[];
  /** The pages no machine could read, and why; `unfinished` when the reading gave up (too slow, the reader failed). */
  unread: { page: number; why: string; unfinished?: true }[];
}

type PDFDocumentProxy = Awaited<ReturnType<typeof getDocumentProxy>>;

/** Changes when the way text is read changes, so that older cache entries are not taken for new ones. */
const READER = `unpdf-${installedVersion('unpdf')}:1+${SCAN_READER}`;

/** Where a build keeps its readings, under the project's `root`. */
export const pdfTextCache = (root: string): string => path.join(root, 'node_modules/.cache/pdf-text');

/** A reading's file in the cache: named by the PDF's bytes and the readers' versions. */
const cacheName = (bytes: Buffer) => `${createHash('sha256').update(READER).update(bytes).digest('hex')}.json`;

/**
 * The build's question before it starts (scripts/buildSupport/heavyWork.ts): whether a PDF under the content folder is
 * a scan whose reading is not cached, so that this build will read pages by machine. Every PDF there is asked, served or
 * not: one more than the compile reads only makes the build run its steps one after the other.
 */
export const SCANS_TO_READ: HeavyWork = {
  what: 'scans to read by machine',
  async pending({ root, contentDir }: { root: string; contentDir: string }): Promise<boolean> {
    const cacheDir = pdfTextCache(root);
    for (const file of fg.sync('**/*.pdf', { cwd: contentDir, absolute: true, caseSensitiveMatch: false })) {
      const bytes = readFileSync(file);
      if (existsSync(path.join(cacheDir, cacheName(bytes)))) continue;
      if ((await readPdf(bytes)).pictured.length > 0) return true;
    }
    return false;
  },
};

/** Whitespace as one space: what the index needs of a page, a tenth of the bytes of pdf.js's layout. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What a PDF gave of its text, and, when no page has text (a scan), its pages that hold a picture: those a machine reads. */
async function readPdf(bytes: Buffer): Promise<{ reading: PdfReading; pictured: number[] }> {
  try {
    // verbosity 0: pdf.js keeps its notes on odd files to itself; what matters is reported as a warning here.
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    try {
      const { text } = await extractText(pdf, { mergePages: false });
      const pages = text.map(plain);
      // A scan is pictures with no text: in a typed document a photograph page is no page of text to read.
      const pictured: number[] = [];
      if (pages.every((page) => page === '')) for (const index of pages.keys()) if (await hasPicture(pdf, index + 1)) pictured.push(index + 1);
      return { reading: { pages }, pictured };
    } finally {
      await pdf.loadingTask.destroy();
    }
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return {
      reading: { unreadable: name === 'PasswordException' ? 'it is protected by a password' : 'it is damaged or not a PDF pdf.js can open' },
      pictured: [],
    };
  }
}

/** Whether a page paints a picture: a page with neither text nor picture is blank, and nothing reads it by machine. */
async function hasPicture(pdf: PDFDocumentProxy, pageNumber: number): Promise<boolean> {
  const { OPS } = await getResolvedPDFJS();
  const pictures = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject, OPS.paintImageXObjectRepeat]);
  const { fnArray } = await (await pdf.getPage(pageNumber)).getOperatorList();
  return fnArray.some((op) => pictures.has(op));
}

/** Reads the pages without text of the PDFs given by machine, all at once (one pool of readers), into their readings. */
async function readScans(
  scans: readonly { file: string; reading: { pages: string[]; scan?: ScanReading }; pictured: number[] }[],
  seconds: number | undefined,
): Promise<void> {
  const jobs = scans.flatMap(({ file, reading, pictured }) => pictured.map((page): ScanPage & { reading: typeof reading } => ({ file, page, reading })));
  const results = await readScannedPages(jobs, { seconds });
  jobs.forEach(({ page, reading }, index) => {
    const result = results[index];
    reading.scan ??= { read: [], unread: [] };
    if ('unreadable' in result) reading.scan.unread.push({ page, why: result.unreadable, ...(result.unfinished && { unfinished: true }) });
    else {
      reading.pages[page - 1] = result.text;
      reading.scan.read.push({ page, confidence: result.confidence });
    }
  });
}

/** A file's reading by its path, while its size and time stay the same: a process that compiles again and again (the dev server, a bench) reads and hashes an unchanged file once. */
type Memo = Map<string, { size: number; mtimeMs: number; name: string; reading: PdfReading }>;
const processMemo: Memo = new Map();

/**
 * Every served PDF's text by its path under content/; `absolute` gives where a path lies. `memo` is what this process
 * already read (a fresh one measures a new process).
 */
export async function readPdfTexts(
  assets: Iterable<Asset>,
  absolute: (source: string) => string,
  cacheDir: string,
  {
    memo = processMemo,
    onRead,
    scanSeconds,
  }: {
    memo?: Memo;
    /** The time limit of a page read by machine (scanReader.ts's own when not given). */
    scanSeconds?: number;
    /** Told of each PDF read anew (not found in the cache), and whether it was a scan read by machine. */
    onRead?: (source: string, scanned: boolean) => void;
  } = {},
): Promise<Map<string, PdfReading>> {
  mkdirSync(cacheDir, { recursive: true });
  const used = new Set<string>();
  const texts = new Map<string, PdfReading>();
  const fresh: { source: string; file: string; size: number; mtimeMs: number; name: string; reading: PdfReading; pictured: number[] }[] = [];
  for (const asset of assets) {
    if (asset.format !== 'PDF') continue;
    const file = absolute(asset.source);
    const { size, mtimeMs } = statSync(file);
    const known = memo.get(file);
    if (known && known.size === size && known.mtimeMs === mtimeMs && existsSync(path.join(cacheDir, known.name))) {
      used.add(known.name);
      texts.set(asset.source, known.reading);
      continue;
    }
    const bytes = readFileSync(file);
    const name = cacheName(bytes);
    used.add(name);
    const cached = path.join(cacheDir, name);
    let reading: PdfReading | undefined;
    if (existsSync(cached)) {
      try {
        reading = JSON.parse(readFileSync(cached, 'utf8')) as PdfReading;
      } catch {
        // A cache file cut short (a build stopped while writing): read the PDF again.
      }
    }
    if (!reading) {
      // Written to the cache once its scanned pages too have been read, below.
      fresh.push({ source: asset.source, file, size, mtimeMs, name, ...(await readPdf(bytes)) });
      continue;
    }
    texts.set(asset.source, reading);
    memo.set(file, { size, mtimeMs, name, reading });
  }
  const scans = fresh.flatMap(({ file, reading, pictured }) => ('pages' in reading && pictured.length > 0 ? [{ file, reading, pictured }] : []));
  if (scans.length > 0) await readScans(scans, scanSeconds);
  for (const { source, file, size, mtimeMs, name, reading } of fresh) {
    texts.set(source, reading);
    onRead?.(source, 'scan' in reading);
    // A reading that gave up on a page is said in this build and tried again in the next: it is neither cached nor memoised.
    if ('scan' in reading && reading.scan?.unread.some(({ unfinished }) => unfinished)) continue;
    writeFileSync(path.join(cacheDir, name), JSON.stringify(reading));
    memo.set(file, { size, mtimeMs, name, reading });
  }
  if (pruneBuildCaches()) pruneCache(cacheDir, used);
  return texts;
}

/** Whether a PDF has no text a search or a screen reader could use: a scan no machine could read, or a file that could not be read. */
export const withoutText = (reading: PdfReading) => 'unreadable' in reading || reading.pages.every((page) => page === '');
