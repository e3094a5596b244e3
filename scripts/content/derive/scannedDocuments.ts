/**
 * What the office and the site make of scans read by machine: a line for the office about each one (how sure the
 * reader was, in plain words; a warning when it was unsure or left pages unread), and the question bank's link to a
 * paper's text version.
 */
import type { PdfRecord } from './pdfRecords.ts';
import type { PaperFile, PaperFolder } from '../../../common/questionPaperTree.ts';
import { walkPapers } from '../../../common/questionPaperTree.ts';

/** Below this (of 100) a reading is likely to hold mistakes a reader would notice. */
const UNSURE_BELOW = 70;
const HARD_TO_READ = 'hard to read by machine: upload a clearer scan or the original file';

const pagesSaid = (pages: readonly number[]) => (pages.length === 1 ? `page ${pages[0]}` : `pages ${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`);

/** How sure the reader was, as the office would say it. */
const sureness = (confidence: number) =>
  confidence >= 90 ? `the machine was sure of nearly all of it (${confidence} in 100)` : `the machine was fairly sure of it (${confidence} in 100)`;

/** The line about a scan read by machine: a note, or a warning when the reading is unsure or incomplete. */
export function scanReport(record: PdfRecord): { note?: string; warning?: string } | undefined {
  const scan = record.scan;
  if (!scan || scan.read.length === 0) return undefined;
  // A document with typed pages keeps their own text: only its scanned pages were read by machine.
  const typed = record.pages.some((text, index) => text !== '' && !scan.read.includes(index + 1));
  const read = `${typed ? 'partly a scan' : 'a scan'}, read by machine (${pagesSaid(scan.read)})`;
  const unread = scan.unread.length > 0 ? `; ${pagesSaid(scan.unread)} could not be read (blank, damaged or too unclear)` : '';
  if (scan.confidence < UNSURE_BELOW)
    return { warning: `${read}, but the machine was unsure of much of it (${scan.confidence} in 100)${unread}: ${HARD_TO_READ}` };
  if (unread) return { warning: `${read}: ${sureness(scan.confidence)}${unread}: ${HARD_TO_READ}` };
  return { note: `${read}: ${sureness(scan.confidence)}` };
}

/** Each question paper that has a text version, with its address, which the question bank links beside the PDF. */
export function paperTextVersions(trees: readonly PaperFolder[], records: readonly PdfRecord[]): [PaperFile, string][] {
  const byUrl = new Map(records.flatMap((record) => (record.textRoute ? [[record.url, record.textRoute] as const] : [])));
  return trees.flatMap((tree) =>
    [...walkPapers(tree)].flatMap(({ file }): [PaperFile, string][] => (byUrl.has(file.url) ? [[file, byUrl.get(file.url)!]] : [])),
  );
}
