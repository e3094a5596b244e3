/**
 * The PDF worker: a process of the pool pdfWork.ts starts, bounded in time and memory (scripts/buildSupport/
 * boundedWork.ts), where every PDF is opened, read and drawn, so that no PDF can stop the build: what a PDF does to
 * this process ends this process alone. It answers three kinds of request: a PDF's contents (its text, the pages a
 * machine reads), a page drawn for reading by machine, and the first pages drawn for phones.
 */
import { serveBoundedJobs } from '../../buildSupport/boundedWork.ts';
import { drawDocument, type DrawnAnswer, type DrawRequest } from './pageDrawer.ts';
import { readPdfContents, type PdfContents } from './pdfContents.ts';
import { drawPage, openPdf } from './pdfOpen.ts';
import { unopened } from './pdfRefusals.ts';
import { readingScale, tooLargeToDraw } from './pageSize.ts';
import { failedJobAnswer } from './pdfRefusals.ts';

export type PdfRequest = { contents: string } | { forReading: { file: string; page: number } } | { draw: DrawRequest };

/** A page drawn to be read by machine: its PNG, or why not (`unfinished` when the drawing failed once the file opened). */
export type PageImage = { png: Uint8Array } | { unreadable: string; unfinished?: true };

export type PdfAnswer = PdfContents | PageImage | DrawnAnswer;

/** Page `page` of `file` drawn at 300 dpi (or with A3's pixels when larger), to be read by machine. */
async function forReading({ file, page }: { file: string; page: number }, step: (what: string) => void): Promise<PageImage> {
  step('opening it');
  let pdf;
  try {
    pdf = await openPdf(file);
  } catch (error) {
    return { unreadable: `the page could not be drawn (${unopened(error)})` };
  }
  try {
    step(`drawing page ${page} to read it`);
    const { width, height } = (await pdf.getPage(page)).getViewport({ scale: 1 });
    const tooLarge = tooLargeToDraw(page, width, height);
    if (tooLarge) return { unreadable: `${tooLarge}: too large to read` };
    try {
      return { png: await drawPage(pdf, page, readingScale(width, height)) };
    } catch {
      // The file opened and has the page: a failure from here on may be the machine's doing, short of memory.
      return { unreadable: 'the page could not be drawn (the machine may have been short of memory)', unfinished: true };
    }
  } finally {
    await pdf.loadingTask.destroy();
  }
}

serveBoundedJobs<PdfRequest, PdfAnswer>((request, step) => {
  if ('contents' in request) return readPdfContents(request.contents, step);
  if ('forReading' in request) return forReading(request.forReading, step);
  return drawDocument(request.draw, step);
}, failedJobAnswer);
