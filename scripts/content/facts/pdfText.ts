/**
 * The text of every PDF the site serves, page by page: what the search index offers of documents (a timetable's
 * rooms, a question paper's subject codes). Read by pdf.js in the bounded processes of the PDF worker (pdfWork.ts), so
 * that no PDF can stop the build; a page without text that paints a picture (a scan's page, or a scanned page after a
 * typed cover) is read by machine (scanReader.ts). Remembered by the file's content hash (and the readers' versions)
 * in a cache folder, so a build where no PDF changed reads none again; a reading cut short (too slow, past its memory)
 * is not remembered but tried again, until three builds in a row fail the same way (retries.ts). A damaged or
 * encrypted PDF is a warning naming it, never a stop: the site still links it.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pdfKey } from './pdfKey.ts';
import fg from 'fast-glob';
import type { Asset } from '../context.ts';
import { pruneBuildCaches, pruneCache } from '../../buildCaches.ts';
import type { HeavyWork } from '../../buildSupport/heavyWork.ts';
import type { PdfContents } from './pdfContents.ts';
import { PDF_READER } from './pdfOpen.ts';
import { pdfWorkers, type PdfWorkers } from './pdfWork.ts';
import { notWork, rememberNotWork } from './notWork.ts';
import { failedTry, keptAfterTries, triesFile } from './retries.ts';
import { readScannedPages, SCAN_READER, type ScanPage } from './scanReader.ts';

/**
 * What a PDF gave: its text, one entry per page ('' for a page without text), with what reading its scanned pages by
 * machine gave; or why it could not be read.
 */
export type PdfReading = { pages: string[]; scan?: ScanReading; form?: 'xfa' } | { unreadable: string; unfinished?: true };

/** What reading by machine gave of a PDF's pages that had no text. */
export interface ScanReading {
  /** The pages read by machine (1 for the first) and how sure the reader was of each (0 to 100). */
  read: { page: number; confidence: number }[];
  /** The pages no machine could read, and why; `unfinished` when the reading gave up (too slow, the reader failed). */
  unread: { page: number; why: string; unfinished?: true }[];
}

/** Changes when the way text is read changes, so that older cache entries are not taken for new ones. */
const READER = `${PDF_READER}:2+${SCAN_READER}`;

/** Where a build keeps its readings, under the project's `root`. */
export const pdfTextCache = (root: string): string => path.join(root, 'node_modules/.cache/pdf-text');

/** A reading's file in the cache: named by the PDF's bytes and the readers' versions. */
const cacheName = (bytes: Buffer) => `${pdfKey(READER, bytes)}.json`;

/**
 * The build's question before it starts (scripts/buildSupport/heavyWork.ts): whether a PDF under the content folder has
 * no reading cached, so that this build may read pages by machine. The question reads no PDF (the compile reads each
 * once): a new typed PDF counts too, once, which only makes that build run its steps one after the other.
 */
export const SCANS_TO_READ: HeavyWork = {
  what: 'PDFs to read',
  pending({ root, contentDir }: { root: string; contentDir: string }): Promise<boolean> {
    const cacheDir = pdfTextCache(root);
    const unserved = notWork(cacheDir, UNSERVED);
    const files = contentPdfs(contentDir);
    return Promise.resolve(
      files.some((file) => {
        const name = cacheName(readFileSync(file));
        return !unserved.has(name) && !existsSync(path.join(cacheDir, name));
      }),
    );
  },
};

/** Every PDF under the content folder, by its path. */
export const contentPdfs = (contentDir: string): string[] => fg.sync('**/*.pdf', { cwd: contentDir, absolute: true, caseSensitiveMatch: false });

/** In the cache: the PDFs under the content folder no page names, which the compile does not read (notWork.ts). */
const UNSERVED = 'unserved.json';

/** Remembers the PDFs under the content folder (their files) that this compile does not serve, and so does not read. */
export function rememberUnserved(files: readonly string[], cacheDir: string): void {
  rememberNotWork(
    cacheDir,
    UNSERVED,
    files.map((file) => cacheName(readFileSync(file))),
  );
}

/** What the PDF worker gave of a PDF's contents, as its reading and the pages a machine reads. */
function readingOf(outcome: Awaited<ReturnType<PdfWorkers['run']>>): { reading: PdfReading; pictured: number[] } {
  if ('stopped' in outcome) return { reading: { unreadable: outcome.stopped, unfinished: true }, pictured: [] };
  const contents = outcome.answer as PdfContents;
  if ('unreadable' in contents) return { reading: contents, pictured: [] };
  return { reading: { pages: contents.pages, ...(contents.form && { form: contents.form }) }, pictured: contents.pictured };
}

/** Reads the pages without text of the PDFs given by machine, all at once (one pool of readers), into their readings. */
async function readScans(
  scans: readonly { file: string; reading: { pages: string[]; scan?: ScanReading }; pictured: number[] }[],
  workers: PdfWorkers,
  seconds: number | undefined,
): Promise<void> {
  const jobs = scans.flatMap(({ file, reading, pictured }) => pictured.map((page): ScanPage & { reading: typeof reading } => ({ file, page, reading })));
  const results = await readScannedPages(jobs, { seconds, workers });
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

/**
 * A file's reading by its path, while its size and time stay the same: a caller that compiles again and again (the dev
 * server, through CompileCache) keeps one, so that an unchanged file is read and hashed once.
 */
export type PdfReadingMemo = Map<string, { size: number; mtimeMs: number; name: string; reading: PdfReading }>;

/**
 * Every served PDF's text by its path under content/; `absolute` gives where a path lies. `memo` is what the caller
 * kept of its last compiles (CompileCache.pdfReadings); without one, every file is read or taken from the cache folder.
 */
export async function readPdfTexts(
  assets: Iterable<Asset>,
  absolute: (source: string) => string,
  cacheDir: string,
  {
    memo = new Map(),
    onRead,
    scanSeconds,
  }: {
    memo?: PdfReadingMemo;
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
      // Read below, all at once; written to the cache once its scanned pages too have been read.
      fresh.push({ source: asset.source, file, size, mtimeMs, name, reading: { unreadable: '' }, pictured: [] });
      continue;
    }
    texts.set(asset.source, reading);
    memo.set(file, { size, mtimeMs, name, reading });
  }
  if (fresh.length > 0) {
    const workers = pdfWorkers();
    try {
      await Promise.all(fresh.map(async (entry) => Object.assign(entry, readingOf(await workers.run({ contents: entry.file })))));
      const scans = fresh.flatMap(({ file, reading, pictured }) => ('pages' in reading && pictured.length > 0 ? [{ file, reading, pictured }] : []));
      if (scans.length > 0) await readScans(scans, workers, scanSeconds);
    } finally {
      workers.close();
    }
  }
  for (const { source, file, size, mtimeMs, name, reading } of fresh) {
    onRead?.(source, 'scan' in reading);
    // A reading cut short is said in this build and tried again in the next (neither cached nor memoised), until its
    // last try: then it is kept as it is, said at every build until the PDF or the reader changes.
    if (cutShort(reading)) {
      used.add(triesFile(name));
      if (!failedTry(cacheDir, name)) {
        texts.set(source, reading);
        continue;
      }
      keepAsFinal(reading);
    }
    texts.set(source, reading);
    writeFileSync(path.join(cacheDir, name), JSON.stringify(reading));
    memo.set(file, { size, mtimeMs, name, reading });
  }
  if (pruneBuildCaches()) pruneCache(cacheDir, new Set([...used, UNSERVED]));
  return texts;
}

/** Whether a reading was cut short, wholly or on one of its scanned pages. */
const cutShort = (reading: PdfReading): boolean =>
  'unreadable' in reading ? reading.unfinished === true : (reading.scan?.unread.some(({ unfinished }) => unfinished) ?? false);

/** A reading cut short at its last try, as it is kept: the same words, and how often it was tried. */
function keepAsFinal(reading: PdfReading): void {
  if ('unreadable' in reading) {
    reading.unreadable = keptAfterTries(reading.unreadable);
    delete reading.unfinished;
  } else
    for (const page of reading.scan?.unread ?? [])
      if (page.unfinished) {
        page.why = keptAfterTries(page.why);
        delete page.unfinished;
      }
}

/** Whether a PDF has no text a search or a screen reader could use: a scan no machine could read, or a file that could not be read. */
export const withoutText = (reading: PdfReading) => 'unreadable' in reading || reading.pages.every((page) => page === '');
