/**
 * The build at scale: copies the project into two temporary folders, adds 4,000 generated Markdown pages (headings, a
 * list, a table, about 400 words each) to one of them, and times `npm run build` in both in the same run: wall-clock
 * seconds, pages per second, peak memory and each phase's time. node_modules is linked, not copied, so both copies
 * share the image-variant cache: the figures compare the pages' own cost.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { generatedPage } from './generatedPage.ts';
import { measuredRun } from './measuredRun.ts';

export const EXTRA_PAGES = 4000;
const SECONDS_BUDGET = 60;
const MEMORY_BUDGET_MEGABYTES = 1536;

/** A copy of the project without its outputs, with node_modules linked unless said otherwise. */
export function copyProject(root: string, into: string, { linkNodeModules = true } = {}): void {
  for (const entry of readdirSync(root)) {
    if (
      entry === 'node_modules' ||
      entry === '.git' ||
      entry.startsWith('dist') ||
      entry.startsWith('.generated') ||
      entry === 'bench-results' ||
      entry === 'test-results'
    )
      continue;
    cpSync(path.join(root, entry), path.join(into, entry), { recursive: true });
  }
  if (linkNodeModules) symlinkSync(path.join(root, 'node_modules'), path.join(into, 'node_modules'), 'dir');
}

export interface TimedBuild {
  seconds: number;
  peakMegabytes: number;
  /** The build's own process at its peak (without Pagefind's, which holds the search index being made). */
  buildProcessMegabytes: number;
  /** Each phase's milliseconds and when it ended (seconds since the build started), from the build's "phase" lines. */
  phases: Record<string, { ms: number; endedAt: string }>;
}

/**
 * Copies of the project in `temp`, one a name (`with` what a bench adds, `without`, and any other the bench compares),
 * sharing a node_modules of links to every package of the project's but not its cache folder: nothing made before (or
 * by the worktree) counts.
 */
export function copiesWithoutCache<Name extends string = 'without' | 'with'>(
  root: string,
  temp: string,
  names: readonly Name[] = ['without', 'with'] as Name[],
): Record<Name, string> {
  const modules = path.join(temp, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(root, 'node_modules')))
    if (entry !== '.cache') symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  const copies = Object.fromEntries(names.map((name) => [name, path.join(temp, name)])) as Record<Name, string>;
  for (const copy of Object.values<string>(copies)) {
    mkdirSync(copy);
    copyProject(root, copy, { linkNodeModules: false });
    symlinkSync(modules, path.join(copy, 'node_modules'), 'dir');
  }
  return copies;
}

/**
 * The copy without first (it fills the caches all share: photos, the editor's bundle, the PDFs' text), then the copy
 * with its additions, nothing of them cached, then any other copy once; then each `rounds` times more, in turn (the
 * copy with its additions last in each round), everything cached. `runs` holds each copy's cached builds by its name.
 */
export async function coldThenCached<Name extends string>(
  copies: Record<Name | 'without' | 'with', string>,
  dist: Record<Name | 'without' | 'with', string>,
  rounds = 2,
) {
  const first = await timeBuild(copies.without, dist.without);
  const cold = await timeBuild(copies.with, dist.with);
  const others = (Object.keys(copies) as (Name | 'without' | 'with')[]).filter((name) => name !== 'without' && name !== 'with');
  for (const name of others) await timeBuild(copies[name], dist[name]);
  const order = ['without' as const, ...others, 'with' as const];
  const runs = Object.fromEntries(order.map((name) => [name, [] as TimedBuild[]])) as Record<Name | 'without' | 'with', TimedBuild[]>;
  for (let round = 0; round < rounds; round++) for (const name of order) runs[name].push(await timeBuild(copies[name], dist[name]));
  return { first, cold, without: runs.without, cached: runs.with, runs };
}

/** Each copy builds into a folder of its own name. */
const DIST_DIR = { small: 'dist-bench-small', large: 'dist-bench-large' };

/** Runs `npm run build` in a folder: the wall clock, and the peak memory of its processes together (measuredRun.ts). */
export async function timeBuild(cwd: string, distDir: string): Promise<TimedBuild> {
  const run = await measuredRun(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd, env: { ...process.env, DIST_DIR: distDir } });
  if (run.status !== 0) throw new Error(`the build in ${cwd} failed:\n${run.stdout}\n${run.stderr}`);
  const phases = Object.fromEntries(
    [...run.stdout.matchAll(/^phase (.+?): (\d+) ms, ended at ([\d.]+) s/gm)].map(([, name, ms, endedAt]) => [name, { ms: Number(ms), endedAt }]),
  );
  return { seconds: run.seconds, peakMegabytes: run.peakMegabytes, buildProcessMegabytes: run.largestProcessMegabytes, phases };
}

export async function benchBuildScale(root = process.cwd()): Promise<Record<string, string>> {
  const temp = mkdtempSync(path.join(tmpdir(), 'college-scale-'));
  try {
    const small = path.join(temp, 'small');
    const large = path.join(temp, 'large');
    for (const copy of [small, large]) {
      mkdirSync(copy);
      copyProject(root, copy);
    }
    const benchPages = path.join(large, 'content/pages/bench');
    mkdirSync(benchPages, { recursive: true });
    for (let n = 1; n <= EXTRA_PAGES; n++) writeFileSync(path.join(benchPages, `page-${n}.md`), generatedPage(n));

    const load = loadavg()[0].toFixed(1);
    const smallBuild = await timeBuild(small, DIST_DIR.small);
    const largeBuild = await timeBuild(large, DIST_DIR.large);

    const phaseLine = (build: TimedBuild) =>
      Object.entries(build.phases)
        .map(([name, { ms, endedAt }]) => `${name} ${(ms / 1000).toFixed(1)} (to ${endedAt})`)
        .join(', ');
    const memory = (build: TimedBuild) =>
      `peak ${build.peakMegabytes} MB with Pagefind's process (budget ${MEMORY_BUDGET_MEGABYTES} MB: ${build.peakMegabytes <= MEMORY_BUDGET_MEGABYTES ? 'met' : 'OVER'}), ${build.buildProcessMegabytes} MB in the build's own`;
    return {
      'load average at start': load,
      'build, sample site': `${smallBuild.seconds.toFixed(1)} s, ${memory(smallBuild)}`,
      [`build, ${EXTRA_PAGES} extra pages`]: `${largeBuild.seconds.toFixed(1)} s (budget ${SECONDS_BUDGET} s: ${largeBuild.seconds <= SECONDS_BUDGET ? 'met' : 'OVER'}), ${memory(largeBuild)}`,
      'extra pages per second': (EXTRA_PAGES / (largeBuild.seconds - smallBuild.seconds)).toFixed(0),
      ratio: `${(largeBuild.seconds / smallBuild.seconds).toFixed(2)}x`,
      'phases (s, and when each ended), sample site': phaseLine(smallBuild),
      [`phases (s, and when each ended), ${EXTRA_PAGES} extra pages`]: phaseLine(largeBuild),
    };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
