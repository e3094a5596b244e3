/**
 * `npm test`: everything CI checks, each step timed. The lint and type check run beside the build of the fixture site
 * the browser suite reads, since on a 2-core machine each of those leaves a core idle much of the time. Then
 * `npm run test:content` on the live content (its check, its build under /college/ with the link check, the walk of
 * every page), with html-validate over every page of the fixture build (test:html, .htmlvalidate.json) beside it for
 * the same reason. Then the unit tests beside the browser suite, whose tests leave the processor idle now and then
 * while they wait (a slow host, a clock, an animation). The output of the check, of html-validate and of the unit
 * tests is held back and printed whole when each ends (the unit tests' once the browser suite has ended too, so their
 * report is among the last lines a CI log keeps), never interleaved with another step's lines. The first failing
 * phase ends the run.
 */
import { spawn } from 'node:child_process';

interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
}

/**
 * Runs `npm run <script>`; with `quiet`, its output is collected and printed in one piece once it ends, or once
 * `printAfter` has settled too.
 */
function npmRun(script: string, { quiet = false, printAfter = Promise.resolve() as Promise<unknown> } = {}): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = async (ok: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      await printAfter;
      if (quiet) process.stdout.write(Buffer.concat(output));
      resolve({ name: script, seconds, ok });
    };
    child.on('error', () => void finish(false));
    child.on('close', (code) => void finish(code === 0));
  });
}

/** The unit tests beside the browser suite; the unit tests' report is printed once both have ended. */
async function unitBesideBrowser(): Promise<Outcome[]> {
  const browser = npmRun('test:e2e');
  return Promise.all([npmRun('test:unit', { quiet: true, printAfter: browser }), browser]);
}

const started = performance.now();
/** The fixture build, then the live content's own check beside html-validate over the fixture build (one process on one core). */
async function builds(): Promise<Outcome[]> {
  const fixture = await npmRun('build:fixture');
  if (!fixture.ok) return [fixture];
  return [fixture, ...(await Promise.all([npmRun('test:content'), npmRun('test:html', { quiet: true })]))];
}

const outcomes: Outcome[] = (await Promise.all([npmRun('check', { quiet: true }).then((outcome) => [outcome]), builds()])).flat();
if (outcomes.every((outcome) => outcome.ok) && outcomes.length === 4) outcomes.push(...(await unitBesideBrowser()));

const failed = outcomes.find((outcome) => !outcome.ok);
console.log(`\nnpm test: ${failed ? `${failed.name} failed` : 'every step passed'} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
for (const { name, seconds, ok } of outcomes) console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${name.padEnd(14)} ${seconds.toFixed(1).padStart(6)} s`);
process.exit(failed || outcomes.length < 6 ? 1 : 0);
