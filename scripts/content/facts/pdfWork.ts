/**
 * The build's side of the PDF worker (pdfWorker.ts): a pool of bounded processes (scripts/buildSupport/boundedWork.ts)
 * that opens, reads and draws every PDF, one process for every two cores. Each step of a job (opening a PDF, a page's
 * text, a page drawn) has a time limit, and each process a memory ceiling: with two of them and the build's own
 * processes, the build stays under 4 GB whatever the PDFs. A PDF past its bounds comes back with why, in the office's
 * words, and the rest goes on. Each caller starts a pool for its own work and closes it when done.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { boundedPool } from '../../buildSupport/boundedWork.ts';
import type { PageImage, PdfAnswer, PdfRequest } from './pdfWorker.ts';

/** The most resident memory a PDF worker may hold: pdf.js and a page's canvas take about 500 MB, a poster's more. */
const MEMORY_MB = Number(process.env.PDF_MEMORY_MB) || 1200;
/** Its JavaScript heap, within that. */
const HEAP_MB = 768;
/** The longest a step may take (a page's text, a page drawn), unless the caller says otherwise. */
const STEP_SECONDS = Number(process.env.PDF_STEP_SECONDS) || 30;
/**
 * Processes at once: one for every two cores. One a core drew the bench's 100 pages in 18.9 s against 29.1 s, but the
 * build then peaked at 1,547 MB against 1,115 MB, over the 1.5 GB the build keeps to (docs/performance.md).
 */
const PROCESSES = Math.max(1, Math.floor(availableParallelism() / 2));

export type PdfWorkers = ReturnType<typeof pdfWorkers>;

/** A pool of PDF workers; its processes, time limit and memory ceiling as the caller needs, the machine's and the build's otherwise. */
export function pdfWorkers({
  processes = PROCESSES,
  stepSeconds = STEP_SECONDS,
  memoryMb = MEMORY_MB,
}: { processes?: number; stepSeconds?: number | ((step: string) => number); memoryMb?: number } = {}) {
  return boundedPool<PdfRequest, PdfAnswer>(path.join(import.meta.dirname, 'pdfWorker.ts'), {
    processes,
    heapMb: HEAP_MB,
    bounds: { stepSeconds, memoryMb },
  });
}

/** Page `page` of `file` drawn to be read by machine, by `workers`: its PNG, or why not. */
export async function pageForReading(workers: PdfWorkers, page: { file: string; page: number }): Promise<PageImage> {
  const outcome = await workers.run({ forReading: page });
  return 'stopped' in outcome ? { unreadable: outcome.stopped, unfinished: true } : (outcome.answer as PageImage);
}
