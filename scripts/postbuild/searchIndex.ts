import { existsSync, mkdirSync, mkdtempSync, opendirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { pdfSearchRecords } from './pdfSearchRecords.ts';
import type { PdfRecord } from '../content/derive/pdfRecords.ts';
import { byFolders } from '../../lib/codeUnitOrder.ts';
import { flatCopy } from '../lib/flatCopy.ts';
import { withoutInlineStyles } from './htmlFiles.ts';

/**
 * React writes table cells, and a list's terms and their descriptions, with nothing between them, and Pagefind reads
 * them as inline text, so excerpts ran them together ("InstallmentWhen", a notice's "CategoryAdmissions"). For the
 * index only, a space ends each cell, caption, term and description, and a line break each row. Likewise two elements
 * side by side that the site's CSS shows apart (a notice's title and its date, a person's name and what they do, two
 * buttons): Pagefind indexed the notice list's "fees1 September" and "20252 June" as "fees1" and "20252", words no
 * visitor searches for. A space goes between an element's end and the next one's start.
 */
const separateCells = (html: string) =>
  html
    .replace(/<\/(td|th|caption|dt|dd)>/gi, '</$1> ')
    .replace(/<\/tr>/gi, '</tr>\n')
    .replace(/(<\/[a-z][a-z0-9]*>)(?=<[a-z])/gi, '$1 ');

/**
 * Pagefind indexes only the <main data-pagefind-body> element and, of the head, the language, the title and the
 * data-pagefind-meta tags: the header's menu and the footer, two thirds of what is left of a page, and the rest of the
 * head (the icon, the social and feed links, the scripts) are parsed by Pagefind for nothing. Sending only those makes
 * the same index (the files are byte for byte the same, on the sample site and on 4,000 more pages) at under half the
 * cost. A page without that element is sent whole, so Pagefind treats it as before.
 */
function headAndMain(html: string): string {
  const head = html.indexOf('<head');
  const body = html.indexOf('<body');
  const main = html.indexOf('<main');
  const mainEnd = html.lastIndexOf('</main>');
  if (head === -1 || body < head || main === -1 || mainEnd < main || !html.slice(main, html.indexOf('>', main)).includes('data-pagefind-body')) return html;
  const read = [...html.slice(head, body).matchAll(/<title>[\s\S]*?<\/title>|<meta data-pagefind-[^>]*>/g)].map(([tag]) => tag).join('');
  return `${html.slice(0, head)}<head>${read}</head><body>${html.slice(main, mainEnd + '</main>'.length)}</body></html>`;
}

/** What Pagefind is sent of a page: its head and main content, without the inline CSS, cells and terms apart. */
const searchable = (markup: string) => separateCells(headAndMain(withoutInlineStyles(markup)));

/** Pages sent through Pagefind's pipe before waiting for its answers. */
const PAGES_IN_FLIGHT = 100;

/**
 * Pages Pagefind is given at once in a folder: enough for its two threads (it read 4,160 pages in 1.1 s, so 250 in
 * about 65 ms), few enough that it starts while the prerender goes on.
 */
const PAGES_PER_FOLDER = 250;

/** Where a folder in memory (tmpfs) is found on Linux. */
const MEMORY_FOLDERS = '/dev/shm';

/**
 * The pages' files in the order Pagefind indexes them: a walk through their folders, each folder's page before the
 * folders inside it (byFolders), as Pagefind walks a folder laid out like the site.
 */
const inIndexOrder = (files: readonly string[]) => [...files].sort(byFolders((file: string) => file.split('/').slice(0, -1)));

/** Every file under a folder, in the order the system lists each folder (fs.readdir sorts the names; Pagefind does not). */
function listing(dir: string, under = ''): string[] {
  const folder = opendirSync(dir);
  const files: string[] = [];
  try {
    for (let entry = folder.readSync(); entry; entry = folder.readSync()) {
      const relative = under ? `${under}/${entry.name}` : entry.name;
      if (entry.isDirectory()) files.push(...listing(path.join(dir, entry.name), relative));
      else files.push(relative);
    }
  } finally {
    folder.closeSync();
  }
  return files;
}

/** A folder in memory that lists its entries in the order they were made, newest or oldest first. */
interface ScratchFolder {
  dir: string;
  newestFirst: boolean;
}

/**
 * A folder in memory (under `memoryFolders`) whose listing follows the order its entries were made, if the system has
 * one. Pagefind indexes the files of a folder in the order the system lists them, and its index depends on that order.
 * A tmpfs lists a folder's entries newest first (Linux 6.18, this machine; a system that lists them oldest first is
 * taken too); a disk's file system such as ext4 lists them by a hash of their names, which differs from disk to disk.
 * Three files made in an order that is neither sorted nor reversed tell which, if either.
 */
function scratchFolder(memoryFolders: string): ScratchFolder | undefined {
  if (!existsSync(memoryFolders)) return undefined;
  let dir: string | undefined;
  try {
    dir = mkdtempSync(path.join(memoryFolders, 'college-search-'));
    for (const name of ['a', 'c', 'b']) writeFileSync(path.join(dir, name), '');
    const listed = listing(dir).join('');
    for (const name of ['a', 'c', 'b']) rmSync(path.join(dir, name));
    if (listed === 'acb' || listed === 'bca') return { dir, newestFirst: listed === 'bca' };
  } catch {
    // No folder in memory that can be written: the pages go through Pagefind's pipe.
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
  return undefined;
}

/**
 * Writes each page's searchable part into the scratch folder, made in the order that makes the folder list them in
 * `pages`' order, and checks that it does. False if it does not, or if a file could not be written (a full tmpfs).
 */
function writeInListingOrder(scratch: ScratchFolder, pages: readonly (readonly [file: string, text: string])[]): boolean {
  try {
    for (const [file, text] of scratch.newestFirst ? [...pages].reverse() : pages) {
      const target = path.join(scratch.dir, ...file.split('/'));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
    return listing(scratch.dir).join('\n') === pages.map(([file]) => file).join('\n');
  } catch {
    return false;
  }
}

/** The search index being made while the pages are prerendered: see startSearchIndex. */
export interface SearchIndexFeed {
  /** One prerendered page (its file relative to the client folder); pages of no route are not indexed. */
  offer(file: string, markup: string): void;
  /**
   * Sends the pages not sent yet, then the records of the PDFs (pdfSearchRecords.ts: their text, page by page), and
   * writes the index into <client>/pagefind/. Answers with the files indexed, in the order indexed (a route
   * without a page is left out, and the build's route table check, sitePages.ts, stops such a build), and how many
   * Pagefind read from folders in memory and through its pipe.
   */
  finish(clientDir: string, pdfs: readonly PdfRecord[]): Promise<{ files: string[]; pdfs: number; read: { fromFolders: number; throughPipe: number } }>;
  /** Ends Pagefind's process without writing (a build that stopped). */
  close(): Promise<void>;
}

/**
 * Starts the Pagefind search index of the route table's pages (`files`, the HTML file of each route), to be fed each
 * page as it is prerendered: Pagefind's process then indexes on the other core while this one prerenders, instead of
 * after it. Pagefind's index depends on the order it is given the pages, so it is given them in one order
 * (inIndexOrder), whatever order the prerender finishes them in: each page waits until those before it are sent, and
 * the index is the same from build to build, and from machine to machine.
 *
 * Pagefind is given the pages one of two ways, which make the same index (a test holds them to it), since it handles
 * what it is sent in the order sent:
 * - **a folder at a time** (PAGES_PER_FOLDER pages, written into the scratch folder in memory): Pagefind reads a
 *   folder's files on two threads, where it handles what comes through its pipe one message at a time. At 4,160
 *   pages, 1.1 s against 2.6 s, and 0.2 s of this thread's time against 0.7 s (each message is JSON, base64-encoded).
 * - **one page at a time through its pipe**, where there is no such folder, or it does not list the pages in order,
 *   or is full.
 */
export async function startSearchIndex(files: readonly string[], memoryFolders = MEMORY_FOLDERS): Promise<SearchIndexFeed> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: ['.last-updated'] });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  const order = inIndexOrder(files);
  const scratch = scratchFolder(memoryFolders);
  const routed = new Set(files);
  /** Each page's searchable part, until it is sent. */
  const waiting = new Map<string, string>();
  /** The pages sent, in order; order[next] is the next page to send. */
  const sent: string[] = [];
  let next = 0;
  const read = { fromFolders: 0, throughPipe: 0 };
  const answers: Promise<void>[] = [];
  const failures: string[] = [];
  let inFlight = 0;
  let folders = 0;
  let finishing = false;
  // Each answer is handled at once, a failure kept for finish() to report: nothing here may reject unhandled while the
  // prerender goes on, which would end the build without its message.
  const answered = (what: string, added: Promise<{ errors: string[] }>) =>
    answers.push(
      added.then(
        (result) => {
          inFlight--;
          if (result.errors.length > 0) failures.push(`pagefind: ${what}: ${result.errors.join('; ')}`);
          sendWaiting();
        },
        (error: unknown) => {
          inFlight--;
          failures.push(`pagefind: ${what}: ${error instanceof Error ? error.message : String(error)}`);
        },
      ),
    );
  /** Sends the pages of order[next, to) that arrived: as one folder if the scratch folder lists them in order, else one by one. */
  const sendUpTo = (to: number) => {
    const pages = order.slice(next, to).flatMap((file) => (waiting.has(file) ? [[file, waiting.get(file)!] as const] : []));
    next = to;
    for (const [file] of pages) waiting.delete(file);
    const folder = scratch && { ...scratch, dir: path.join(scratch.dir, String(folders++)) };
    if (folder && pages.length > 0 && writeInListingOrder(folder, pages)) {
      sent.push(...pages.map(([file]) => file));
      read.fromFolders += pages.length;
      inFlight++;
      // Pagefind has read the folder when it answers: removed then, the folders in memory hold a few hundred pages at
      // most (the searchable parts of 4,000 pages are about 19 MB).
      const added = index.addDirectory({ path: folder.dir }).then((result) => {
        rmSync(folder.dir, { recursive: true, force: true });
        return result;
      });
      answered(`the pages from ${pages[0][0]}`, added);
      return;
    }
    for (const [file, text] of pages) {
      sent.push(file);
      read.throughPipe++;
      inFlight++;
      answered(file, index.addHTMLFile({ sourcePath: file, content: text }));
    }
  };
  // Sends, in order, the pages that have arrived: a folder's worth once all of it has, or else a page at a time, a
  // window at a time (so that the messages Pagefind has not read yet do not hold a second copy of every page in memory).
  const sendWaiting = () => {
    if (finishing) return;
    if (scratch) {
      const full = (from: number) => order.slice(from, from + PAGES_PER_FOLDER).every((file) => waiting.has(file));
      while (next < order.length && full(next)) sendUpTo(Math.min(next + PAGES_PER_FOLDER, order.length));
    } else {
      while (inFlight < PAGES_IN_FLIGHT && next < order.length && waiting.has(order[next])) sendUpTo(next + 1);
    }
  };
  const removeScratch = () => {
    if (scratch) rmSync(scratch.dir, { recursive: true, force: true });
  };
  return {
    offer(file, markup) {
      if (!routed.has(file)) return;
      // A copy of its own: the page's part, cut from its markup, would otherwise keep the whole markup until it is sent.
      waiting.set(file, flatCopy(searchable(markup)));
      sendWaiting();
    },
    async finish(clientDir, pdfs) {
      try {
        // The pages still waiting (behind a page not prerendered yet, or behind a route without a page), in order.
        finishing = true;
        sendUpTo(order.length);
        await Promise.all(answers);
        removeScratch();
        if (failures.length > 0) throw new Error(failures[0]);
        // One at a time, in the records' order: the index depends on the order Pagefind is given them.
        for (const record of pdfSearchRecords(pdfs)) {
          const added = await index.addCustomRecord(record);
          if (added.errors.length > 0) throw new Error(`pagefind: ${record.url}: ${added.errors.join('; ')}`);
        }
        await writeIndexFiles(index, path.join(clientDir, 'pagefind'));
        return { files: sent, pdfs: pdfs.length, read };
      } finally {
        removeScratch();
        await pagefind.close();
      }
    },
    close: async () => {
      removeScratch();
      await pagefind.close();
    },
  };
}

/**
 * Writes an index's files into `outputDir`, taking them from Pagefind in memory: Pagefind 1.5's own writeFiles can
 * answer before its writes reach the disk, and close() then ends its process mid-write, leaving a file cut short
 * (Pagefind issue 1271, seen here as a build whose pagefind-component-ui.css differed from the same build's).
 */
export async function writeIndexFiles(index: pagefind.PagefindIndex, outputDir: string): Promise<void> {
  const built = await index.getFiles();
  if (built.errors.length > 0) throw new Error(`pagefind: ${built.errors.join('; ')}`);
  for (const file of built.files) {
    const target = path.join(outputDir, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
}
