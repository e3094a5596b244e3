/**
 * The content check's result for a CI run: its summary (Markdown), on GitHub Actions the page a pull request's check
 * links to, so the office reads what is wrong, or what to look at, without opening the log; and, for the deploy's
 * status, the same problems and warnings as JSON (writeProblemsFile).
 */
import { problemInFileWords } from '../../editor/helpers/officeWords.ts';
import { appendFileSync, writeFileSync } from 'node:fs';
import { formatReport, formatWarning, problemInWords, warningInWords, type ContentProblem, type ContentWarning } from './errors.ts';

/** A fenced block that no line of the text can close early. */
const fenced = (text: string) => `\`\`\`\`text\n${text}\n\`\`\`\``;

function stepSummary(problems: ContentProblem[], warnings: ContentWarning[]): string {
  const sections = [
    problems.length > 0 ? `## The content has problems: nothing will be published\n\n${fenced(formatReport(problems))}` : '## The content check passed',
  ];
  if (warnings.length > 0)
    sections.push(
      `### ${warnings.length === 1 ? 'One warning' : `${warnings.length} warnings`} (published anyway)\n\n${fenced(warnings.map(formatWarning).join('\n'))}`,
    );
  return `${sections.join('\n\n')}\n`;
}

/** Appends the summary to the file GitHub Actions names in GITHUB_STEP_SUMMARY; nothing elsewhere. */
export function writeStepSummary(problems: ContentProblem[], warnings: ContentWarning[], file = process.env.GITHUB_STEP_SUMMARY): void {
  if (file) appendFileSync(file, stepSummary(problems, warnings));
}

/**
 * Writes the problems and warnings, each with its place and its message apart (errors.ts), as JSON to the file named by
 * CONTENT_PROBLEMS_FILE; nothing without it. The deploy's failure status shows the office the first problem
 * (scripts/deployStatus.ts). Written when there is none too, so that the file never names problems of an earlier check.
 */
export function writeProblemsFile(problems: ContentProblem[], warnings: ContentWarning[], file = process.env.CONTENT_PROBLEMS_FILE): void {
  if (!file) return;
  // Each problem of a content file also as the editor tells the office (the file as the office knows it, never a path),
  // for the status; one of the build's settings (BUILD_DATE) is the web maintainer's, and has none.
  const inWords = problems.map((problem) => ({
    ...problemInWords(problem),
    ...(problem.file.startsWith('content/') && { inOfficeWords: problemInFileWords(problem) }),
  }));
  writeFileSync(file, `${JSON.stringify({ problems: inWords, warnings: warnings.map(warningInWords) }, null, 2)}\n`);
}
