/**
 * The content check's problems in the office's words, for the editor. The check reports a file, a line of it and a
 * "column" (the build's report needs them); the form shows a problem beside the field it is about, so it names that
 * field as the form labels it and, in a spreadsheet, the row as the table numbers it and the column as the table heads
 * it ("Row 2, Passed: …"). No file path, file line or "column" is left in what the office reads.
 */
import type { ContentProblem } from '../../scripts/content/errors.ts';

/** What the form knows that the problem does not: the labels of its fields and, for a sheet, its rows. */
interface FormWords {
  /** The label of a field or column by the check's name for it ("expires", "event.end", "passed"). */
  labelOf(name: string): string | undefined;
  /** The row the table shows for a line of the file (the first row under the header is row 1). */
  rowOf?(line: number): number | undefined;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentence = (text: string) => capitalised(text.trim()).replace(/([^.?!])$/, '$1.');

/** A file the check names, as the office knows it (never its path). */
function fileInWords(file: string): string {
  const year = /results\/(\d{4})\.csv$/.exec(file)?.[1];
  if (year) return `the results of ${year}`;
  if (/departments\.yaml$/.test(file)) return 'the list of departments and sections';
  if (/categories\.yaml$/.test(file)) return 'the list under Settings › Notice categories';
  return `“${file.split('/').pop()}”`;
}

/** Text of the check (an expectation, a hint) in the office's words: files, lines and column names said as the form says them. */
function inWords(text: string, problem: ContentProblem, words: FormWords): string {
  return (
    text
      // "content/results/2023.csv:3": a row of this sheet, or of another file; "content/attachments/fees.pdf": its name.
      .replace(
        /(?:[\w.-]+\/)*[\w.-]+\.(?:csv|ya?ml|md|json|pdf|jpe?g|png|webp|avif|gif|svg|docx?|xlsx?|pptx?)(?::(\d+))?/gi,
        (reference, line: string | undefined) => {
          const file = line === undefined ? reference : reference.slice(0, -line.length - 1);
          const row = line === undefined ? undefined : words.rowOf?.(Number(line));
          if (row !== undefined && file === problem.file) return `row ${row}`;
          return line === undefined ? fileInWords(file) : `a row of ${fileInWords(file)}`;
        },
      )
      // A column named in quotes ("appeared"): its heading.
      .replace(/"([a-z_.]+)"/g, (quoted, name: string) => words.labelOf(name) ?? quoted)
      .replace(/\bcolumn(s?)\b/gi, 'heading$1')
  );
}

/** Where a problem stands, as the form shows it: "Expires", "Event end", "Row 2, Passed", "Row 4". */
function placeInWords(problem: ContentProblem, words: FormWords): string | undefined {
  const row = problem.line === undefined ? undefined : words.rowOf?.(problem.line);
  const label = problem.column === undefined ? undefined : (words.labelOf(problem.column) ?? (row === undefined ? capitalised(problem.column) : undefined));
  const parts = [row === undefined ? undefined : `Row ${row}`, label].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/**
 * One problem as the office reads it: where it stands, what is wanted and what is there, and the check's advice
 * (`withHint`; left out of a summary). "Row 2, Passed: a whole number no larger than Appeared (28), not “999”. Check
 * both figures: …"
 */
export function problemInWords(problem: ContentProblem, words: FormWords, withHint = true): string {
  const expected = inWords(problem.expected, problem, words);
  const needed = /^this field \((.*)\)$/.exec(expected)?.[1];
  let what: string;
  if (needed !== undefined) what = `needed: ${needed}`;
  else if (problem.found === undefined) what = expected;
  else what = `${expected}${problem.found.trim() === '' ? ', and it is empty' : `, not “${problem.found}”`}`;
  const place = placeInWords(problem, words);
  const hint = problem.hint && withHint ? ` ${sentence(inWords(problem.hint, problem, words))}` : '';
  return `${place ? `${place}: ${what}` : capitalised(what)}`.replace(/([^.?!])$/, '$1.') + hint;
}

/**
 * A problem of any file of the content, not the form's (the whole check's, after a save): the file as the office knows
 * it, then the problem, its field named as the check names it, a sheet's row as the sheet numbers it.
 */
export function problemInFileWords(problem: ContentProblem): string {
  const words: FormWords = {
    // No form to name the field: the check's name for it read as words ("attachments[1]" is "Attachments 2").
    labelOf: (name) => capitalised(name.replace(/\[(\d+)\]/g, (_, index: string) => ` ${Number(index) + 1}`).replace(/\./g, ' › ')),
    // A sheet's rows as a spreadsheet numbers the ones under its header.
    ...(problem.file.endsWith('.csv') && { rowOf: (line: number) => line - 1 }),
  };
  return `In ${fileInWords(problem.file)}: ${problemInWords(problem, words)}`;
}
