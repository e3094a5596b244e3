/**
 * The build at scale (issue 14): copies the project into two temporary folders, adds 4,000 generated Markdown
 * pages (headings, a list, a table, about 400 words each) to one of them, and times `npm run build` in both in
 * the same run: wall-clock seconds, pages per second, peak memory, the ratio of the two, and a rebuild of the
 * large copy after one content file changed. node_modules is linked, not copied, so both copies share the
 * image-variant cache: the ratio compares the pages' own cost. The caches of one build's output (the bundle, the
 * prerendered pages, the rendered Markdown: scripts/lib/buildCaches.ts) are emptied before each cold build, so those
 * are cold; the rebuild uses what the large copy's cold build left. For reference, a project of Vike alone prerenders
 * as many pages, and 4,000 more, in the same run (bareVike.ts).
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { benchBareVike } from './bareVike.ts';
import { generatedPage } from './generatedPage.ts';
import { measuredRun } from './measuredRun.ts';
import { emptyOutputCaches } from '../lib/buildCaches.ts';
import { generatedDirFor } from '../../lib/generated.ts';

export const EXTRA_PAGES = 4000;
const RATIO_BUDGET = 2.2;
const REBUILD_BUDGET = 1 / 3;
const MEMORY_BUDGET_MEGABYTES = 1024;

/** A copy of the project without its outputs, with node_modules linked. */
export function copyProject(root: string, into: string): void {
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
  symlinkSync(path.join(root, 'node_modules'), path.join(into, 'node_modules'), 'dir');
}

interface TimedBuild {
  seconds: number;
  peakMegabytes: number;
  /** The build's own process at its peak (without Pagefind's, which holds the search index being made). */
  buildProcessMegabytes: number;
  /** Each phase's milliseconds and when it ended (seconds since the build started), from the build's "phase" lines. */
  phases: Record<string, { ms: number; endedAt: string }>;
}

/** Each copy builds into a folder of its own name, so that its caches in the shared node_modules are its own. */
const DIST_DIR = { small: 'dist-bench-small', large: 'dist-bench-large' };

/** Runs `npm run build` in a folder: the wall clock, and the peak memory of its processes together (measuredRun.ts). */
async function timeBuild(cwd: string, distDir: string): Promise<TimedBuild> {
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
    for (const distDir of Object.values(DIST_DIR)) emptyOutputCaches(root, distDir);
    const smallBuild = await timeBuild(small, DIST_DIR.small);
    const largeBuild = await timeBuild(large, DIST_DIR.large);
    writeFileSync(path.join(benchPages, 'page-1.md'), generatedPage(EXTRA_PAGES + 1));
    const rebuild = await timeBuild(large, DIST_DIR.large);
    // The sample site's pages: its route table's, and the page for unknown addresses.
    const samplePages = Object.keys(JSON.parse(readFileSync(path.join(small, generatedDirFor(DIST_DIR.small), 'routes.json'), 'utf8')) as object).length + 1;
    const bare = await benchBareVike(root, samplePages, samplePages + EXTRA_PAGES);

    const ratio = largeBuild.seconds / smallBuild.seconds;
    const rebuildShare = rebuild.seconds / largeBuild.seconds;
    const phaseLine = (build: TimedBuild) =>
      Object.entries(build.phases)
        .map(([name, { ms, endedAt }]) => `${name} ${(ms / 1000).toFixed(1)} (to ${endedAt})`)
        .join(', ');
    const memory = (build: TimedBuild) =>
      `peak ${build.buildProcessMegabytes} MB in the build's process (budget ${MEMORY_BUDGET_MEGABYTES} MB: ${build.buildProcessMegabytes <= MEMORY_BUDGET_MEGABYTES ? 'met' : 'OVER'}), ${build.peakMegabytes} MB with Pagefind's process`;
    const pagesPerSecond = (EXTRA_PAGES / (largeBuild.seconds - smallBuild.seconds)).toFixed(0);
    const perExtraPage = (small: number, large: number) => `${(((large - small) / EXTRA_PAGES) * 1000).toFixed(2)} ms`;
    return {
      'load average at start': load,
      'build, sample site': `${smallBuild.seconds.toFixed(1)} s, ${memory(smallBuild)}`,
      [`build, ${EXTRA_PAGES} extra pages`]: `${largeBuild.seconds.toFixed(1)} s, ${memory(largeBuild)}`,
      'extra pages per second': pagesPerSecond,
      ratio: `${ratio.toFixed(2)}x (budget ${RATIO_BUDGET}x: ${ratio <= RATIO_BUDGET ? 'met' : 'OVER'})`,
      'Vike alone, the same pages as data (bareVike.ts)': `${bare.small.toFixed(1)} s with ${samplePages} pages, ${bare.large.toFixed(1)} s with ${samplePages + EXTRA_PAGES}: ${(bare.large / bare.small).toFixed(2)}x`,
      'time per extra page': `this build ${perExtraPage(smallBuild.seconds, largeBuild.seconds)}, Vike alone ${perExtraPage(bare.small, bare.large)}`,
      'rebuild after one page changed': `${rebuild.seconds.toFixed(1)} s, ${memory(rebuild)}, ${(rebuildShare * 100).toFixed(0)}% of the cold build (budget ${(REBUILD_BUDGET * 100).toFixed(0)}%: ${rebuildShare <= REBUILD_BUDGET ? 'met' : 'OVER'})`,
      'phases (s, and when each ended), sample site': phaseLine(smallBuild),
      [`phases (s, and when each ended), ${EXTRA_PAGES} extra pages`]: phaseLine(largeBuild),
      'phases (s, and when each ended), rebuild': phaseLine(rebuild),
    };
  } finally {
    rmSync(temp, { recursive: true, force: true });
    for (const distDir of Object.values(DIST_DIR)) emptyOutputCaches(root, distDir);
  }
}
