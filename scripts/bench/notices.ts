/**
 * The notice board at 5,000 notices: generates them in a temp folder (4,000 Markdown notices with
 * categories, expiry dates, attachments and events; 1,000 dropped PDFs; year subfolders 2020–2026) and
 * times what they add to `content:check`: a check with the notices collection minus one without it
 * (median of 5 each), in wall time and CPU time. Budget: 1 s.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { compileContent } from '../content/compile.ts';
import { notices } from '../content/collections/notices.ts';
import type { NoticeBoard } from '../../common/noticeBoard.ts';
import { samplePdf } from './samplePdf.ts';

const NOTICES = 5_000;
const BUDGET_MS = 1000;
const CATEGORIES = ['Admissions', 'Examinations', 'Results', 'Events', 'Scholarships', 'General'];

/** Writes NOTICES notices under <root>/content/notices/<year>/, one a day going back from 2026-12-31. */
function generateNotices(root: string): void {
  const folder = path.join(root, 'content', 'notices');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'categories.yaml'), `categories:\n${CATEGORIES.map((name) => `  - ${name}`).join('\n')}\n`);
  const pdf = samplePdf('Bench notice');
  for (let i = 0; i < NOTICES; i++) {
    const day = new Date(Date.UTC(2026, 11, 31) - Math.floor(i / 2) * 86_400_000).toISOString().slice(0, 10);
    const dir = path.join(folder, day.slice(0, 4));
    mkdirSync(dir, { recursive: true });
    if (i % 5 === 4) {
      writeFileSync(path.join(dir, `${day} Circular number ${i}.pdf`), pdf);
      continue;
    }
    const attachment = i % 10 === 0 ? `attachments:\n  - notices/${day.slice(0, 4)}/annexure-${i}.pdf\n` : '';
    if (attachment) writeFileSync(path.join(dir, `annexure-${i}.pdf`), pdf);
    const event = i % 25 === 0 ? `event:\n  start: ${day} 10:00\n  end: ${day} 13:00\n  venue: Auditorium\n` : '';
    writeFileSync(
      path.join(dir, `${day}-notice-${i}.md`),
      `---\ntitle: Notice number ${i}\ncategory: ${CATEGORIES[i % CATEGORIES.length]}\n${i % 3 === 0 ? `expires: ${day}\n` : ''}${attachment}${event}---\n\nThe office informs all students of **item ${i}**. See the [admission procedure](/onlineAdmissions/admissionProcedure).\n`,
    );
  }
}

/** Median wall time, and median CPU time: on a busy machine the wall time mostly measures the other processes. */
async function medianCompile(root: string, withNotices: boolean): Promise<{ ms: number; cpuMs: number; board?: NoticeBoard }> {
  const times: number[] = [];
  const cpu: number[] = [];
  let board: NoticeBoard | undefined;
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const result = await compileContent({ root, check: true, collections: withNotices ? [notices] : [] });
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
    if (result.problems.length > 0) throw new Error(`bench notices did not compile: ${result.problems[0].file} ${result.problems[0].expected}`);
    board = result.outputs.notices as NoticeBoard | undefined;
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[2];
  return { ms: median(times), cpuMs: median(cpu), board };
}

// Imported dynamically by scripts/bench/index.ts, which the unused-export check does not follow.
// ts-unused-exports:disable-next-line
export async function benchNotices(): Promise<Record<string, string>> {
  const root = mkdtempSync(path.join(tmpdir(), 'notices-bench-'));
  const buildDate = process.env.BUILD_DATE;
  process.env.BUILD_DATE = '2026-11-23';
  try {
    generateNotices(root);
    const without = await medianCompile(root, false);
    const withNotices = await medianCompile(root, true);
    const added = withNotices.ms - without.ms;
    return {
      notices: `${withNotices.board!.notices.length} (${withNotices.board!.notices.filter((notice) => notice.event).length} events)`,
      'content:check without the notices (median of 5)': `${Math.round(without.ms)} ms`,
      'content:check with the notices (median of 5)': `${Math.round(withNotices.ms)} ms`,
      'CPU time added by 5,000 notices (median of 5)': `${Math.round(withNotices.cpuMs - without.cpuMs)} ms`,
      'added by 5,000 notices': `${Math.round(added)} ms (budget ${BUDGET_MS} ms: ${added <= BUDGET_MS ? 'met' : 'OVER'}; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`,
    };
  } finally {
    if (buildDate === undefined) delete process.env.BUILD_DATE;
    else process.env.BUILD_DATE = buildDate;
    rmSync(root, { recursive: true, force: true });
  }
}

// `npx tsx scripts/bench/notices.ts` runs this part alone.
if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchNotices());
