/**
 * Runs a step of the build (scripts/buildSteps.ts) in a Node process of its own and answers what it answered. Vike
 * keeps every page it prerendered in memory until its process ends (its prerender context, offered to later tools),
 * and a process gives back little of a large step's memory before it ends: apart, the steps' peaks do not add up.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { BuildFailure, describeFailure } from './buildFailure.ts';
import { understoodLine, VERBOSE } from './toolOutput.ts';

/** What a step's process sends back: its result, or why it failed, written for the person building. */
type Answer<T> = { result: T } | { failure: string };

interface StepOptions {
  /** What the step may wait for part-way (goAhead): the step's process is told once it has succeeded, and ended if it fails. */
  until?: Promise<unknown>;
  /**
   * The step runs tools that list what they wrote (Vike prints every page it prerendered): their output is kept, and
   * printed only when the step fails or with BUILD_VERBOSE; their warnings are printed but for those understood
   * (toolOutput.ts).
   */
  toolsTalk?: boolean;
}

export function inOwnProcess<T>(step: string, input: unknown, { until, toolsTalk = false }: StepOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const held = toolsTalk && !VERBOSE;
    const child = fork(path.join(import.meta.dirname, '../buildSteps.ts'), [step, JSON.stringify(input)], {
      execArgv: ['--import', 'tsx'],
      stdio: held ? ['inherit', 'pipe', 'pipe', 'ipc'] : 'inherit',
    });
    const kept: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk));
    child.stderr?.setEncoding('utf8');
    let partLine = '';
    child.stderr?.on('data', (text: string) => {
      const lines = (partLine + text).split('\n');
      partLine = lines.pop()!;
      for (const line of lines) if (!understoodLine(line)) process.stderr.write(`${line}\n`);
    });
    until?.then(
      () => child.connected && child.send('go ahead'),
      () => child.kill(),
    );
    let answer: Answer<T> | undefined;
    child.on('message', (message) => (answer = message as Answer<T>));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (partLine && !understoodLine(partLine)) process.stderr.write(`${partLine}\n`);
      if (answer && 'result' in answer) return resolve(answer.result);
      // What the tools said may tell the maintainer more than the failure's message.
      process.stdout.write(Buffer.concat(kept));
      reject(new BuildFailure(answer?.failure ?? `The ${step} step ended without an answer (${signal ?? `exit code ${code}`}).`));
    });
  });
}

/** The step's side: resolves once what the build gave inOwnProcess as `until` has succeeded (its only message). */
export const goAhead = () => new Promise<void>((resolve) => process.once('message', () => resolve()));

/** The step's side: runs it and sends back its result, or its failure as the build describes one. */
export async function answerParent(run: () => Promise<unknown>, doing: string): Promise<void> {
  let answer: Answer<unknown>;
  try {
    answer = { result: (await run()) ?? null };
  } catch (error) {
    answer = { failure: describeFailure(error, doing, process.cwd()) };
  }
  process.send!(answer, () => process.disconnect());
}
