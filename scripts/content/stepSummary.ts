/**
 * The content check's result as a CI run's summary (Markdown): on GitHub Actions, the page a pull request's check
 * links to, so the office reads what is wrong, or what to look at, without opening the log.
 */
import { appendFileSync } from 'node:fs';
import { formatReport, formatWarning, type ContentProblem, type ContentWarning } from './errors.ts';

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
