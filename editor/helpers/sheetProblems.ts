/**
 * The content check's problems of a sheet placed where the table editor shows them: by a cell (its row and column),
 * by a row (a rule between rows, such as one row per year, subject and programme), or above the table (its header,
 * the file as a whole). Each is said in the office's words (officeWords.ts): the row as the table numbers it and the
 * column as the table heads it, never the file's line ("Row 2, Passed: …"). A problem's line is the file's, which the
 * clean CSV the table writes makes plain.
 */
import { ProblemList, type ContentProblem } from '../../scripts/content/errors.ts';
import { parseCsv } from '../../scripts/content/loaders/csv.ts';
import { problemInWords } from './officeWords.ts';
import type { SheetColumn } from './sheetColumn.ts';

/** What the check says of a cell, a row or the sheet: in full (beside it), and without its advice (in the summary). */
interface Said {
  text: string;
  short: string;
}

export interface PlacedProblems {
  /** By row index (0: the first row under the header), then by column name: what the check says of the cell. */
  cells: Map<number, Map<string, Said[]>>;
  /** By row index: what it says of the row as a whole. */
  rows: Map<number, Said[]>;
  /** What it says of the sheet as a whole. */
  sheet: Said[];
}

/** Places `problems` of the sheet whose text is `text`, its header naming `header` (lower case) of `columns`. */
export function placeProblems(text: string, header: readonly string[], columns: readonly SheetColumn[], problems: readonly ContentProblem[]): PlacedProblems {
  const lines = new Map((parseCsv(text, '', [], new ProblemList())?.records ?? []).map((record, index) => [record.line, index]));
  const words = {
    labelOf: (name: string) => (header.includes(name) ? (columns.find((column) => column.name === name)?.label ?? name) : undefined),
    rowOf: (line: number) => {
      const index = lines.get(line);
      return index === undefined ? undefined : index + 1;
    },
  };
  const placed: PlacedProblems = { cells: new Map(), rows: new Map(), sheet: [] };
  for (const problem of problems) {
    const row = problem.line === undefined ? undefined : lines.get(problem.line);
    const message = { text: problemInWords(problem, words), short: problemInWords(problem, words, false) };
    if (row === undefined) placed.sheet.push(message);
    else if (problem.column && header.includes(problem.column)) {
      const cells = placed.cells.get(row) ?? new Map<string, Said[]>();
      cells.set(problem.column, [...(cells.get(problem.column) ?? []), message]);
      placed.cells.set(row, cells);
    } else placed.rows.set(row, [...(placed.rows.get(row) ?? []), message]);
  }
  return placed;
}
