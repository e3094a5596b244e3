/**
 * `npm test`: everything CI checks, each step timed. The lint and type check run beside the build of the fixture site
 * the browser suite reads, since on a 2-core machine each of those leaves a core idle much of the time. Then
 * `npm run test:content` on the live content (its check, its build under /college/ with the link check, the walk of
 * every page), with html-validate over every page of the fixture build (test:html, .htmlvalidate.json) beside it for
 * the same reason. Then the unit tests, and the browser suite. The output of the check and of html-validate is held
 * back and printed whole when each ends, so it never interleaves with the builds' lines. The first failing step ends
 * the run.
 */
import { spawn } from 'node:child_process';

interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
}

/** Runs `npm run <script>`; with `quiet`, its output is collected and printed in one piece at the end. */
function npmRun(script: string, { quiet = false } = {}): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      resolve({ name: script, seconds: (performance.now() - started) / 1000, ok });
    };
    child.on('error', () => finish(false));
    child.on('close', (code) => finish(code === 0));
  });
}

/** Runs the scripts one after another, stopping at the first that fails. */
async function inTurn(...scripts: string[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const script of scripts) {
    outcomes.push(await npmRun(script));
    if (!outcomes.at(-1)!.ok) break;
  }
  return outcomes;
}

const started = performance.now();
/** The fixture build, then the live content's own check beside html-validate over the fixture build (one process on one core). */
async function builds(): Promise<Outcome[]> {
  const fixture = await npmRun('build:fixture');
  if (!fixture.ok) return [fixture];
  return [fixture, ...(await Promise.all([npmRun('test:content'), npmRun('test:html', { quiet: true })]))];
}

const outcomes: Outcome[] = (await Promise.all([npmRun('check', { quiet: true }).then((outcome) => [outcome]), builds()])).flat();
if (outcomes.every((outcome) => outcome.ok) && outcomes.length === 4) outcomes.push(...(await inTurn('test:unit', 'test:e2e')));

const failed = outcomes.find((outcome) => !outcome.ok);
console.log(`\nnpm test: ${failed ? `${failed.name} failed` : 'every step passed'} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
for (const { name, seconds, ok } of outcomes) console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${name.padEnd(14)} ${seconds.toFixed(1).padStart(6)} s`);
process.exit(failed || outcomes.length < 6 ? 1 : 0);
