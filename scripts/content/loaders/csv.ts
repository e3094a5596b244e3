import { parse } from 'csv-parse/sync';
import type { ProblemList } from '../errors.ts';

/** One spreadsheet row with the line it stands on (the header is line 1, as a spreadsheet shows it). */
export interface CsvRecord {
  line: number;
  values: Record<string, string>;
}

export interface CsvSource {
  file: string;
  records: CsvRecord[];
}

/**
 * A CSV exported from a spreadsheet, as text: byte-order mark, CRLF, quoted fields with commas, stray spaces and
 * trailing blank lines are all accepted. Checks the header names the columns expected.
 */
export function parseCsv(text: string, file: string, columns: readonly string[], problems: ProblemList): CsvSource | undefined {
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(text, { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, info: true }) as unknown as typeof rows;
  } catch (error) {
    const e = error as { lines?: number; message: string };
    problems.add({
      file,
      line: e.lines,
      expected: 'a well-formed CSV',
      found: e.message.replace(/^Invalid \w+: /, ''),
      hint: 'a quote opened in a cell must be closed; export the sheet again as CSV (UTF-8)',
    });
    return undefined;
  }
  if (rows.length === 0) {
    problems.add({ file, line: 1, expected: `a header row "${columns.join(',')}"`, found: '' });
    return undefined;
  }
  const header = rows[0].record.map((name) => name.trim().toLowerCase());
  const missing = columns.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    problems.add({
      file,
      line: rows[0].info.lines,
      expected: `a header row "${columns.join(',')}"`,
      found: rows[0].record.join(','),
      hint: `the column${missing.length > 1 ? 's' : ''} ${missing.map((m) => `"${m}"`).join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing`,
    });
    return undefined;
  }
  const records: CsvRecord[] = [];
  for (const { record, info } of rows.slice(1)) {
    // Text beyond the last column would be dropped without a word: usually an unquoted comma ("Dr. X, Ph.D.").
    const beyond = record.findIndex((cell, index) => index >= header.length && cell.trim() !== '');
    if (beyond !== -1) {
      problems.add({
        file,
        line: info.lines,
        column: `cell ${beyond + 1}`,
        expected: `at most ${header.length} cells, as the header has`,
        found: record[beyond].trim(),
        hint: 'a cell containing a comma must be in double quotes ("Dr. X, Ph.D."); a spreadsheet saving as CSV does this for you',
      });
      continue;
    }
    const values: Record<string, string> = {};
    header.forEach((name, index) => {
      values[name] = (record[index] ?? '').trim();
    });
    records.push({ line: info.lines, values });
  }
  return { file, records };
}
