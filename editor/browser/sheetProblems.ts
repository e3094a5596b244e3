/**
 * The content check's problems of a sheet placed where the table editor shows them: by a cell (its row and column),
 * by a row (a rule between rows, such as one row per year, subject and programme), or above the table (its header,
 * the file as a whole). A problem's line is the file's, which the clean CSV the table writes makes plain.
 */
import { ProblemList, formatProblem, type ContentProblem } from '../../scripts/content/errors.ts';
import { parseCsv } from '../../scripts/content/loaders/csv.ts';

export interface PlacedProblems {
  /** By row index (0: the first row under the header), then by column name: the check's message. */
  cells: Map<number, Map<string, string>>;
  /** By row index: messages of the row as a whole. */
  rows: Map<number, string[]>;
  /** Messages of the sheet as a whole. */
  sheet: string[];
}

/** A problem's message without its first line (the file and line, which the table shows by placing it). */
const placedMessage = (problem: ContentProblem) =>
  formatProblem(problem)
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
    .join('; ');

/** Places `problems` of the sheet whose text is `text` (the header naming `columns`). */
export function placeProblems(text: string, columns: readonly string[], problems: readonly ContentProblem[]): PlacedProblems {
  const lines = new Map((parseCsv(text, '', [], new ProblemList())?.records ?? []).map((record, index) => [record.line, index]));
  const placed: PlacedProblems = { cells: new Map(), rows: new Map(), sheet: [] };
  for (const problem of problems) {
    const row = problem.line === undefined ? undefined : lines.get(problem.line);
    if (row === undefined) placed.sheet.push(formatProblem(problem));
    else if (problem.column && columns.includes(problem.column)) {
      const cells = placed.cells.get(row) ?? new Map<string, string>();
      cells.set(problem.column, [cells.get(problem.column), placedMessage(problem)].filter(Boolean).join(' · '));
      placed.cells.set(row, cells);
    } else placed.rows.set(row, [...(placed.rows.get(row) ?? []), placedMessage(problem)]);
  }
  return placed;
}
