/**
 * A new file in a folder of spreadsheets (one results sheet per year), derived from the files there: the column whose
 * one value names each file (every results file is named after the year its rows share), and the rows a new file
 * starts with, those of the latest file with that column one on (the next year), its choices kept (the subjects and
 * programmes) and every other cell (the figures) empty for the office to fill in.
 */
import path from 'node:path';
import type { SheetColumn } from '../helpers/sheetColumn.ts';
import { writeCsv } from '../helpers/cleanCsv.ts';

/** One sheet of the folder: its file name and its rows as read, the first naming the columns. */
interface FolderSheet {
  file: string;
  rows: string[][];
}

/** The column each file of the folder is named after (its rows sharing that one value); undefined when there is none. */
export function fileNameColumn(sheets: FolderSheet[]): string | undefined {
  const named = (sheet: FolderSheet, index: number) => {
    const values = new Set(sheet.rows.slice(1).map((row) => row[index]));
    return values.size === 1 && values.has(path.posix.basename(sheet.file, '.csv'));
  };
  const header = sheets[0]?.rows[0]?.map((name) => name.toLowerCase()) ?? [];
  return header.find((name, index) => sheets.every((sheet) => sheet.rows[0]?.[index]?.toLowerCase() === name && named(sheet, index)));
}

/** The text a new file starts with, from the latest file's rows; undefined without a naming column. */
export function newSheetText(columns: SheetColumn[], latest: string[][], nameColumn: string | undefined): string | undefined {
  if (!nameColumn || latest.length < 2) return undefined;
  const [header, ...rows] = latest;
  const cellOf = (row: string[], index: number) => {
    const column = columns.find((candidate) => candidate.name === header[index].toLowerCase());
    if (column?.name === nameColumn) return /^\d+$/.test(row[index]) ? String(Number(row[index]) + 1) : '';
    return column?.input === 'choice' ? row[index] : '';
  };
  return writeCsv([header, ...rows.map((row) => header.map((_, index) => cellOf(row, index)))]);
}
