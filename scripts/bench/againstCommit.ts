/**
 * The sample site built by another commit's build and by the working copy's, alternately, in the same run
 * (`npm run bench -- --against <commit>`; HEAD unless named, so that a change is weighed against what it changes).
 * Each side is a folder of its own: the commit's files from `git archive`, the working copy's from copyProject, each
 * with its own node_modules whose packages link to the project's, so that neither's build caches serve the other.
 * Two cases, as the build is run:
 *  - a fresh clone, as CI builds on every commit: node_modules/.cache emptied before each build (photos encoded anew);
 *  - a rebuild with nothing changed: each side's caches kept from its previous build.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { copyProject, timeBuild } from './buildScale.ts';

/** The sample site may take at most this many times the other commit's build of it. */
const RATIO_BUDGET = 1.5;
const ROUNDS = 3;

/** A node_modules of the side's own: every package linked to the project's, its .cache its own. */
function ownNodeModules(root: string, side: string): void {
  const modules = path.join(side, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(root, 'node_modules')))
    if (entry !== '.cache') symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
}

async function buildSeconds(side: string, fresh: boolean): Promise<number> {
  if (fresh) rmSync(path.join(side, 'node_modules/.cache'), { recursive: true, force: true });
  return (await timeBuild(side, 'dist')).seconds;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (values: number[]) => `${values.map((value) => value.toFixed(1)).join(', ')} s`;

export async function benchAgainstCommit(root: string, commit: string): Promise<Record<string, string>> {
  const sha = execFileSync('git', ['rev-parse', '--short', commit], { cwd: root, encoding: 'utf8' }).trim();
  const temp = mkdtempSync(path.join(tmpdir(), 'college-against-'));
  try {
    const before = path.join(temp, 'before');
    const after = path.join(temp, 'after');
    mkdirSync(before);
    const archive = execFileSync('git', ['archive', '--format=tar', sha], { cwd: root, maxBuffer: 1024 ** 3 });
    execFileSync('tar', ['-x', '-C', before], { input: archive });
    ownNodeModules(root, before);
    mkdirSync(after);
    copyProject(root, after, { linkNodeModules: false });
    ownNodeModules(root, after);

    const load = loadavg()[0].toFixed(1);
    const figures: Record<string, string> = { commit: sha, 'load average at start': load };
    for (const fresh of [true, false]) {
      const times = { before: [] as number[], after: [] as number[] };
      // A first build of each side, not counted, leaves the caches a rebuild finds.
      if (!fresh) for (const side of [before, after]) await buildSeconds(side, false);
      for (let round = 0; round < ROUNDS; round++) {
        times.before.push(await buildSeconds(before, fresh));
        times.after.push(await buildSeconds(after, fresh));
      }
      const ratio = median(times.after) / median(times.before);
      const label = fresh ? 'fresh clone' : 'rebuild, nothing changed';
      figures[`${label}, ${sha}`] = seconds(times.before);
      figures[`${label}, working copy`] = seconds(times.after);
      figures[`${label}, ratio of the medians`] = `${ratio.toFixed(2)}x (budget ${RATIO_BUDGET}x: ${ratio <= RATIO_BUDGET ? 'met' : 'OVER'})`;
    }
    return figures;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
