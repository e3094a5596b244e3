/**
 * One catalogue of content problems and one formatter for all of them.
 * A problem names the file (relative to the project), the line as a spreadsheet or editor shows it,
 * the field or column, what was expected, what was found, and a hint for the office.
 */
export interface ContentProblem {
  file: string;
  line?: number;
  column?: string;
  expected: string;
  found?: string;
  hint?: string;
}

export interface ContentWarning {
  file: string;
  line?: number;
  message: string;
}

/** Collects problems while a compile runs, so every one is reported at once. */
export class ProblemList {
  readonly problems: ContentProblem[] = [];
  readonly warnings: ContentWarning[] = [];

  add(problem: ContentProblem): void {
    this.problems.push(problem);
  }

  warn(file: string, message: string, line?: number): void {
    this.warnings.push(line === undefined ? { file, message } : { file, line, message });
  }
}

function describeFound(found: string | undefined): string {
  if (found === undefined) return '';
  return found === '' ? ', found nothing' : `, found ${JSON.stringify(found)}`;
}

/** A problem or warning as the office reads it: where it is (the file, its line and column) and what is wrong. */
interface InWords {
  where: string;
  message: string;
}

/** The file and line a problem or warning names, as the content check prints it (content/notices.csv:4). */
const placeOf = ({ file, line }: { file: string; line?: number }) => (line === undefined ? file : `${file}:${line}`);

/**
 * A problem in the words the content check prints it, its parts apart: for the deploy's status, which has one short
 * line for the first problem (scripts/deployStatus.ts).
 */
export function problemInWords(problem: ContentProblem): InWords & { hint?: string } {
  return {
    where: `${placeOf(problem)}${problem.column ? `  column "${problem.column}"` : ''}`,
    message: `expected ${problem.expected}${describeFound(problem.found)}`,
    ...(problem.hint ? { hint: problem.hint } : {}),
  };
}

function formatProblem(problem: ContentProblem): string {
  const { where, message, hint } = problemInWords(problem);
  const lines = [where, `  ${message}`];
  if (hint) lines.push(`  hint: ${hint}`);
  return lines.join('\n');
}

/** A warning in the words the content check prints it, its parts apart: for the site's build.json (common/buildInfo.ts). */
export const warningInWords = (warning: ContentWarning): InWords => ({ where: placeOf(warning), message: warning.message });

export function formatWarning(warning: ContentWarning): string {
  const { where, message } = warningInWords(warning);
  return `warning: ${where}  ${message}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** How many problems of one kind in one file and column are listed with their lines before the rest are counted. */
const LISTED = 5;

/**
 * The whole report: every problem, then a count and what happened to the last good build. Problems that
 * repeat (the same file, column and expectation: a sheet pasted 50,000 rows deep) are listed a few times
 * with their lines, then counted, so the report stays readable and fits a deploy summary.
 */
export function formatReport(problems: ContentProblem[]): string {
  const files = new Set(problems.map((p) => p.file)).size;
  const keyOf = (problem: ContentProblem) => JSON.stringify([problem.file, problem.column ?? '', problem.expected]);
  const groups = new Map<string, ContentProblem[]>();
  for (const problem of problems) {
    const group = groups.get(keyOf(problem));
    if (group) group.push(problem);
    else groups.set(keyOf(problem), [problem]);
  }
  // Problems keep their order; a group's count follows its last listed problem.
  const listed = new Map<string, number>();
  const blocks: string[] = [];
  for (const problem of problems) {
    const key = keyOf(problem);
    const count = (listed.get(key) ?? 0) + 1;
    listed.set(key, count);
    if (count > LISTED) continue;
    blocks.push(formatProblem(problem));
    const rest = groups.get(key)!.slice(LISTED);
    if (count === LISTED && rest.length > 0) blocks.push(formatRest(rest));
  }
  return [...blocks, `${plural(problems.length, 'problem')} in ${plural(files, 'file')}. Nothing was written; the last good build is unchanged.`].join('\n\n');
}

function formatRest(rest: ContentProblem[]): string {
  const lines = rest.map((p) => p.line).filter((line): line is number => line !== undefined);
  const span = lines.length > 0 ? ` (lines ${lines.reduce((a, b) => Math.min(a, b))} to ${lines.reduce((a, b) => Math.max(a, b))})` : '';
  const column = rest[0].column ? ` column "${rest[0].column}"` : '';
  return `${rest[0].file}${column}\n  … and ${plural(rest.length, 'more problem')} like the above${span}`;
}
