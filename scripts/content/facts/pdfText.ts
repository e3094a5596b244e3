/**
 * The text of every PDF the site serves, page by page: what the search index offers of documents (a timetable's
 * rooms, a question paper's subject codes). Read with unpdf (pdf.js), remembered by the file's content hash (and the
 * reader's version) in a cache folder, so a build where no PDF changed reads none again. A damaged or encrypted PDF is
 * a warning naming it, never a stop: the site still links it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Asset } from '../context.ts';
import { pruneBuildCaches, pruneCache } from '../../buildCaches.ts';

/** What a PDF gave: its text, one entry per page ('' for a page without text), or why it could not be read. */
export type PdfReading = { pages: string[] } | { unreadable: string };

/** Changes when the way text is read changes, so that older cache entries are not taken for new ones. */
const READER = 'unpdf-1.4.0:1';

/** Whitespace as one space: what the index needs of a page, a tenth of the bytes of pdf.js's layout. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

async function readPdf(bytes: Buffer): Promise<PdfReading> {
  try {
    // verbosity 0: pdf.js keeps its notes on odd files to itself; what matters is reported as a warning here.
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    try {
      const { text } = await extractText(pdf, { mergePages: false });
      return { pages: text.map(plain) };
    } finally {
      await pdf.destroy();
    }
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return { unreadable: name === 'PasswordException' ? 'it is protected by a password' : 'it is damaged or not a PDF pdf.js can open' };
  }
}

/** A file's reading by its path, while its size and time stay the same: a process that compiles again and again (the dev server, a bench) reads and hashes an unchanged file once. */
type Memo = Map<string, { size: number; mtimeMs: number; name: string; reading: PdfReading }>;
const processMemo: Memo = new Map();

/**
 * Every served PDF's text by its path under content/; `absolute` gives where a path lies. `memo` is what this process
 * already read (a fresh one measures a new process).
 */
export async function readPdfTexts(assets: Iterable<Asset>, absolute: (source: string) => string, cacheDir: string, memo: Memo = processMemo): Promise<Map<string, PdfReading>> {
  mkdirSync(cacheDir, { recursive: true });
  const used = new Set<string>();
  const texts = new Map<string, PdfReading>();
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
    const name = `${createHash('sha256').update(READER).update(bytes).digest('hex')}.json`;
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
      reading = await readPdf(bytes);
      writeFileSync(cached, JSON.stringify(reading));
    }
    texts.set(asset.source, reading);
    memo.set(file, { size, mtimeMs, name, reading });
  }
  if (pruneBuildCaches()) pruneCache(cacheDir, used);
  return texts;
}

/** Whether a PDF has no text a search or a screen reader could use: a scan, or one that could not be read. */
export const withoutText = (reading: PdfReading) => 'unreadable' in reading || reading.pages.every((page) => page === '');
