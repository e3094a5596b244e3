/**
 * The pages of the PDFs a page shows, drawn as pictures for a phone, whose browser cannot show a PDF inside a page; and
 * the text of each as the document lays it out. Drawn in the PDF worker's bounded processes (pageDrawer.ts, pdfWork.ts),
 * each page within a time limit: a process past a bound is ended, and the PDF gets the link alone, with why. Remembered by
 * the PDF's content hash (and the drawer's version) in a cache folder, like the PDFs' text, so that a build where no
 * shown PDF changed draws nothing.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pdfKey } from './pdfKey.ts';
import fg from 'fast-glob';
import { PAGE_WIDTHS, SHOWN_PAGES } from '../../../common/documentPages.ts';
import type { DrawnAnswer } from './pageDrawer.ts';
import { pdfWorkers } from './pdfWork.ts';
import { failedTry, keptAfterTries, triesFile } from './retries.ts';
import type { TextBlock } from '../../../common/documentText.ts';
import { pruneBuildCaches, pruneCache } from '../../buildCaches.ts';
import type { HeavyWork } from '../../buildSupport/heavyWork.ts';
import { installedVersion } from './installedVersion.ts';
import { PDF_READER } from './pdfOpen.ts';
import { notWork, rememberNotWork } from './notWork.ts';
import { QUESTION_PAPERS_FOLDER } from '../../../common/questionPaperTree.ts';

/** Changes when the way pages are drawn changes, so that older drawings are drawn again. */
const DRAWER = `${PDF_READER}+sharp-${installedVersion('sharp')}-webp:5:${PAGE_WIDTHS.join(',')}:${SHOWN_PAGES}`;
/** A page that takes longer is not drawn (a page that never finishes must not hold the build). */
const PAGE_SECONDS = Number(process.env.DRAW_PAGE_SECONDS) || 30;

/** What drawing a PDF gave: how many pages it has, each drawn page's height, its text as laid out; or why none. */
type DocumentDrawing = { total: number; heights: number[]; text: { page: number; blocks: TextBlock[] }[]; folder: string } | { undrawn: string };

interface DocumentToDraw {
  /** The PDF's path under content/. */
  source: string;
  /** Where it lies. */
  file: string;
}

/** Whether `source` (a path under content/) is a question paper, which is never drawn. */
const isQuestionPaper = (source: string) => source.startsWith(`${QUESTION_PAPERS_FOLDER}/`);

/** Where a build keeps its drawings, under the project's `root`. */
export const documentPagesCache = (root: string): string => path.join(root, 'node_modules/.cache/document-pages');
/**
 * In the cache: the PDFs compiles met that no page showed (attachments, a link in a text), by their entries' names, so
 * that the build's plan knows them from PDFs still to draw. Question papers are never drawn, and never asked about.
 */
const LINKED_ONLY = 'linked-only.json';

/** A drawing's folder in the cache: the PDF's key (pdfKey.ts), its first 32 digits, which keep a folder's path short. */
const entryName = (file: string) => pdfKey(DRAWER, readFileSync(file)).slice(0, 32);
const answerFile = (folder: string) => path.join(folder, 'drawing.json');

function cached(folder: string): DocumentDrawing | undefined {
  try {
    const drawing = JSON.parse(readFileSync(answerFile(folder), 'utf8')) as DocumentDrawing;
    return 'undrawn' in drawing ? drawing : { ...drawing, folder };
  } catch {
    // None yet, or one cut short (a build stopped while writing): drawn again.
    return undefined;
  }
}

/**
 * The PDFs given whose pages are not drawn yet (none cached): a build that knows none are left can keep its other
 * work side by side with the compile, as drawing takes a process a core.
 */
export function documentsToDraw(documents: readonly DocumentToDraw[], cacheDir: string): DocumentToDraw[] {
  return documents.filter(({ file }) => !existsSync(answerFile(path.join(cacheDir, entryName(file)))));
}

/**
 * Remembers the PDFs under the content folder (their files) this compile gave no drawing: those no page shows, an
 * attachment or one left behind when its notice was deleted alike.
 */
export function rememberLinkedOnly(files: readonly string[], cacheDir: string): void {
  rememberNotWork(cacheDir, LINKED_ONLY, files.map(entryName));
}

/**
 * The build's question before it starts (scripts/buildSupport/heavyWork.ts): whether a PDF under the content folder,
 * question papers aside, has no drawing cached and was never met as a PDF no page shows, so that this build may draw
 * pages (a process a core, a few hundred MB each). A new attachment counts too, once: it only makes that build run its
 * steps one after the other.
 */
export const DOCUMENTS_TO_DRAW: HeavyWork = {
  what: 'documents to draw for phones',
  pending({ root, contentDir }) {
    const cacheDir = documentPagesCache(root);
    const known = notWork(cacheDir, LINKED_ONLY);
    const files = fg.sync('**/*.pdf', { cwd: contentDir, absolute: true, caseSensitiveMatch: false, ignore: [`${QUESTION_PAPERS_FOLDER}/**`] });
    return Promise.resolve(
      documentsToDraw(
        files.filter((file) => !known.has(entryName(file))).map((file) => ({ source: file, file })),
        cacheDir,
      ).length > 0,
    );
  },
};

/**
 * Each PDF's drawing by its path under content/: from the cache, or drawn now (its first SHOWN_PAGES pages), with as
 * many drawing processes as the machine has cores. A PDF that cannot be drawn is remembered too (its hash names it), but
 * not one whose drawing was cut short. `seconds` limits each page's drawing, `openingSeconds` the opening of each PDF
 * (the same unless given).
 */
export async function drawDocuments(
  documents: readonly DocumentToDraw[],
  cacheDir: string,
  { seconds = PAGE_SECONDS, openingSeconds = seconds, onDrawn }: { seconds?: number; openingSeconds?: number; onDrawn?: (source: string) => void } = {},
): Promise<Map<string, DocumentDrawing>> {
  mkdirSync(cacheDir, { recursive: true });
  const folders = new Map<string, string>();
  const jobs: (DocumentToDraw & { folder: string })[] = [];
  // The drawings cut short in this build: its answer alone, not kept.
  const cutShort = new Map<string, DocumentDrawing>();
  for (const document of documents) {
    const folder = path.join(cacheDir, entryName(document.file));
    folders.set(document.source, folder);
    if (!cached(folder) && !jobs.some((job) => job.folder === folder)) jobs.push({ ...document, folder });
  }
  // As many drawing processes as the PDF worker's pool takes (pdfWork.ts), each started only when a PDF needs it.
  const workers = pdfWorkers({
    stepSeconds: (step) => (step.startsWith('drawing page') ? seconds : openingSeconds),
  });
  const draw = async (job: DocumentToDraw & { folder: string }) => {
    const partial = `${job.folder}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    // Question papers are never drawn: the bank links each paper, and a bank of 10,000 builds as fast as before.
    const outcome = isQuestionPaper(job.source)
      ? { answer: { refused: 'a question paper is linked from the question bank, never drawn' } }
      : await workers.run({ draw: { file: job.file, folder: partial, pages: SHOWN_PAGES } });
    let drawing: DocumentDrawing;
    const answer = 'answer' in outcome ? (outcome.answer as DrawnAnswer) : undefined;
    const cut = 'stopped' in outcome ? outcome.stopped : answer && 'refused' in answer && answer.unfinished ? answer.refused : undefined;
    if (cut !== undefined) {
      // A drawing cut short (too slow, past its memory, its process stopped, a failure part-way) may be the machine's
      // doing, not the PDF's:
      // it is not kept, and the next build draws that PDF again, until its last try (retries.ts).
      if (!failedTry(cacheDir, path.basename(job.folder))) {
        rmSync(partial, { recursive: true, force: true });
        cutShort.set(job.folder, { undrawn: cut });
        onDrawn?.(job.source);
        return;
      }
      drawing = { undrawn: keptAfterTries(cut) };
    } else drawing = 'drawn' in answer! ? { ...answer.drawn, folder: job.folder } : { undrawn: answer!.refused };
    if ('undrawn' in drawing) {
      // The pages drawn before the one refused are not shown: the link alone.
      rmSync(partial, { recursive: true, force: true });
      mkdirSync(partial);
    }
    writeFileSync(answerFile(partial), JSON.stringify(drawing));
    rmSync(job.folder, { recursive: true, force: true });
    renameSync(partial, job.folder);
    onDrawn?.(job.source);
  };
  try {
    await Promise.all(jobs.map(draw));
  } finally {
    workers.close();
  }
  const drawings = new Map(
    [...folders].map(([source, folder]) => [source, cached(folder) ?? cutShort.get(folder) ?? { undrawn: 'its drawing could not be kept' }]),
  );
  const entries = [...folders.values()].map((folder) => path.basename(folder));
  if (pruneBuildCaches()) pruneCache(cacheDir, new Set([LINKED_ONLY, ...entries, ...entries.map(triesFile)]));
  return drawings;
}
