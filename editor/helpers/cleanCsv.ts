/**
 * A spreadsheet written as a clean CSV: UTF-8 without a byte-order mark, one `\n` after every row, a cell in double
 * quotes only when it holds a comma, a quote or a line break (its quotes doubled), every cell trimmed as the content
 * check reads it. A file already written so comes back byte for byte, so a row added changes one line of it.
 */
import { csvRows } from './csvRows.ts';

/** A cell as a clean CSV writes it. */
function cellText(cell: string): string {
  const text = cell.trim();
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row's line; a row of a single empty cell is written `""`, since an empty line is no row to the reader. */
function lineOf(row: readonly string[]): string {
  const line = row.map(cellText).join(',');
  return line === '' ? '""' : line;
}

export function writeCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${lineOf(row)}\n`).join('');
}

/** A sheet's rows, each as wide as its first row at least (a short row's missing cells are empty to the content check too). */
export function padded(rows: readonly string[][]): string[][] {
  const width = rows[0]?.length ?? 0;
  return rows.map((row) => (row.length >= width ? row : [...row, ...Array<string>(width - row.length).fill('')]));
}

/** A CSV's text written clean; undefined when it is not well-formed (the content check says why). */
export function cleanText(text: string): string | undefined {
  const rows = csvRows(text);
  return rows && writeCsv(padded(rows));
}

/** What makes a CSV not clean, in the office's words (empty when it is clean, or not well-formed). */
export function untidiness(text: string): string[] {
  const clean = cleanText(text);
  if (clean === undefined || clean === text) return [];
  const found: string[] = [];
  if (text.startsWith('\uFEFF')) found.push('a byte-order mark');
  if (text.includes('\r')) found.push('Windows line endings');
  const plain = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (plain !== clean && `${plain}\n` !== clean) found.push('quotes, spaces, short rows or blank lines a spreadsheet program adds');
  else if (plain !== clean) found.push('no line break after the last row');
  return found;
}
