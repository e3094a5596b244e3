/**
 * `npm run test:content`: what a change to the content alone can break, and nothing else, so that the office's change
 * is checked in a couple of minutes (check.yml runs it alone when a change touches content/ only). In turn:
 * - the content check (every problem with its file and line, in the office's words; in a CI run, its summary);
 * - the build of the content under /college/ into dist-live/, as `npm run build:live`, whose link check stops it on
 *   a link that leads nowhere;
 * - the walk of every page of that build (tests/e2e/live-content.spec.ts): it answers, reflows at 320 px, passes axe.
 * CONTENT_DIR checks another content folder and LIVE_DIST_DIR builds elsewhere; arguments after `--` go to Playwright
 * for the walk (`-- --grep /notices` walks the group holding those pages). The first failing step ends the run; each
 * step's time is printed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

const liveDist = process.env.LIVE_DIST_DIR ?? 'dist-live';
const tsx = [process.execPath, '--import', 'tsx'];
const steps: Step[] = [
  { name: 'content check', command: [...tsx, 'scripts/content/cli.ts', '--check'] },
  { name: 'build (/college/)', command: [...tsx, 'scripts/build.ts'], env: { BASE_PATH: '/college/', DIST_DIR: liveDist } },
  { name: 'browser', command: [...tsx, 'scripts/ensure-engines.ts', 'chromium'] },
  {
    name: 'every page',
    command: [process.execPath, path.resolve('node_modules/@playwright/test/cli.js'), 'test', 'tests/e2e/live-content.spec.ts', ...process.argv.slice(2)],
    // Only the live build is served (by the spec itself): the fixture build the other browser tests need is not made here.
    env: { LIVE_DIST_DIR: liveDist, E2E_LIVE_CONTENT_ONLY: 'true' },
  },
];

/** Runs one step with its output shown as it comes; resolves with whether it passed. */
function run({ command: [program, ...args], env }: Step): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(program, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

const started = performance.now();
const done: { name: string; seconds: number; ok: boolean }[] = [];
for (const step of steps) {
  const stepStarted = performance.now();
  const ok = await run(step);
  done.push({ name: step.name, seconds: (performance.now() - stepStarted) / 1000, ok });
  if (!ok) break;
}
const failed = done.find(({ ok }) => !ok);
console.log(`\nnpm run test:content: ${failed ? `${failed.name} failed` : 'every step passed'} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
for (const { name, seconds, ok } of done) console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${name.padEnd(18)} ${seconds.toFixed(1).padStart(6)} s`);
process.exit(failed ? 1 : 0);
