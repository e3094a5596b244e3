import { parse } from 'csv-parse/browser/esm/sync';

/** A CSV's rows as the content check reads them (byte-order mark, quotes, blank lines); undefined when it is not well-formed. */
export function csvRows(text: string): string[][] | undefined {
  try {
    return parse(text, { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch {
    return undefined;
  }
}

/** What is wrong with a spreadsheet for a form whose file has these columns, in the content check's words; undefined when nothing. */
export function spreadsheetProblem(text: string, columns: readonly string[]): string | undefined {
  if (text.includes('\u0000')) return 'This is not a CSV file: save the sheet with "Save As", choosing "CSV UTF-8 (Comma delimited)".';
  const rows = csvRows(text);
  if (!rows) return 'This CSV is not well-formed (a quote opened in a cell must be closed): export the sheet again as CSV (UTF-8).';
  const header = (rows[0] ?? []).map((name) => name.toLowerCase());
  const missing = columns.filter((column) => !header.includes(column));
  if (missing.length > 0)
    return `The first row must hold the headings ${columns.join(',')}: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing.`;
  return undefined;
}
