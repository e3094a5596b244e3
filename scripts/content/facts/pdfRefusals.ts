/** What the office is told of a PDF the build cannot read or draw as it is, wherever that is found. */

/** Why a PDF could not be opened. */
export const unopened = (error: unknown): string =>
  error instanceof Error && error.name === 'PasswordException' ? 'it is protected by a password' : 'it is damaged or not a PDF pdf.js can open';

/**
 * A failure once the PDF opened (a page's text, a picture encoded, a file written): maybe the file's, maybe the
 * machine's (short of memory, a full disk). It is not kept as the PDF's answer: later builds try again (retries.ts).
 */
export class PartWayFailure extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/** Runs `work` on a PDF that opened; what it throws is a PartWayFailure. */
export async function afterOpening<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new PartWayFailure(error);
  }
}

/** Said of a PDF whose reading or drawing failed part-way. */
const PART_WAY = 'it could not be finished (the machine may have been short of memory)';

/**
 * The PDF worker's answer to a job that threw (pdfWorker.ts): a file that would not open is damaged or locked, and
 * that answer is kept; a failure part-way is `unfinished`, never kept, and tried again at the next build.
 */
export function failedJobAnswer(error: unknown, request: { draw: unknown } | { contents: string } | { forReading: unknown }) {
  const partWay = error instanceof PartWayFailure;
  if ('draw' in request) return partWay ? { refused: PART_WAY, unfinished: true as const } : { refused: unopened(error) };
  if ('contents' in request) return partWay ? { unreadable: PART_WAY, unfinished: true as const } : { unreadable: unopened(error) };
  return { unreadable: 'the page could not be drawn (the file may be damaged)' };
}

/** A form made for Adobe Reader alone (XFA): other readers, and phones, show its pages as "Please wait..." or blank. */
export const XFA_REFUSAL =
  'it is a form made for Adobe Reader alone (XFA), which other readers and phones show as "Please wait..." or blank: open it in Adobe Reader, print it to PDF, and publish that copy';
