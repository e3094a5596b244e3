/**
 * The content compiler's command: `npm run content` compiles, `npm run content:check` only validates.
 * Prints every problem at once and exits 1 without writing anything when there is one. In a GitHub Actions run it
 * also writes the problems and warnings into the run's summary, and with CONTENT_PROBLEMS_FILE into that file as JSON
 * (for the deploy's status).
 */
import { compileContent } from './compile.ts';
import { formatReport, formatWarning } from './errors.ts';
import { contentDirOf } from './contentDir.ts';
import { collections } from './collections/all.ts';
import { writeProblemsFile, writeStepSummary } from './stepSummary.ts';

const check = process.argv.includes('--check');
const started = performance.now();
const result = await compileContent({ root: process.cwd(), contentDir: contentDirOf(process.cwd()), check });

for (const note of result.notes) console.log(`note: ${note}`);
for (const warning of result.warnings) console.warn(formatWarning(warning));
writeStepSummary(result.problems, result.warnings);
writeProblemsFile(result.problems, result.warnings);
if (result.problems.length > 0) {
  console.error(formatReport(result.problems));
  process.exitCode = 1;
} else {
  const ms = Math.round(performance.now() - started);
  const what = check ? 'checked' : 'compiled to .generated/';
  console.log(`content ${what}: ${collections.length} collections, ${(result.outputs.assets as unknown[]).length} files served (${ms} ms)`);
}
