/**
 * Work on a file the office was sent (a PDF from anywhere) in child processes the build can bound and stop: each job
 * within a time limit per step (the child names each step as it starts it: "opening it", "drawing page 3") and a memory
 * ceiling on the whole process (its resident memory, read from /proc each quarter of a second, so pixels and buffers
 * outside JavaScript's heap count too; its heap is capped as well). A job past a bound ends its process, which the next
 * job replaces, and answers why in the office's words; every other job goes on. A child is a script that calls
 * `serveBoundedJobs` with its handler.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

interface Bounds {
  /** The longest one step of a job may take: one limit for every step, or each step's by its name. */
  stepSeconds: number | ((step: string) => number);
  /** The longest a process may take to start and give its first word. */
  startSeconds?: number;
  /** The most resident memory a process may hold. */
  memoryMb: number;
}

/** A job's answer, or why it was stopped: `bound` says which bound it passed, and `why` says it in the office's words. */
type Outcome<Answer> = { answer: Answer } | { stopped: string; bound: 'time' | 'memory' | 'exit' };

/** A process taken for a job, and whether it has done one before. */
interface Taken {
  child: ChildProcess;
  reused: boolean;
}

/** What a child says: the step it starts, or the job's answer. */
type ChildMessage<Answer> = { step: string } | { answer: Answer };

const RESIDENT_POLL_MS = 250;
const PAGE_BYTES = 4096;

/** The resident memory of a process in MB, from /proc (Linux); undefined where there is none, and the heap cap alone bounds it. */
function residentMb(pid: number): number | undefined {
  try {
    return (Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_BYTES) / 2 ** 20;
  } catch {
    return undefined;
  }
}

/** Runs one job in `child`; ends the child when the job passes a bound, and says which. */
function runIn<Answer>(
  child: ChildProcess,
  request: unknown,
  { stepSeconds, startSeconds = 120, memoryMb }: Bounds,
): Promise<{ outcome: Outcome<Answer>; ended: boolean; heard: boolean }> {
  return new Promise((resolve) => {
    let step = 'starting';
    let heard = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (outcome: Outcome<Answer>, end: boolean) => {
      clearTimeout(timer);
      clearInterval(watch);
      child.off('message', onMessage).off('exit', onExit).off('error', onExit);
      if (end) child.kill('SIGKILL');
      resolve({ outcome, ended: end, heard });
    };
    const limit = (seconds: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => finish({ stopped: `${step} took longer than ${seconds} seconds`, bound: 'time' }, true), seconds * 1000);
    };
    const onMessage = (message: ChildMessage<Answer>) => {
      heard = true;
      if ('answer' in message) return finish({ answer: message.answer }, false);
      step = message.step;
      limit(typeof stepSeconds === 'number' ? stepSeconds : stepSeconds(step));
    };
    const onExit = () => finish({ stopped: `it stopped while ${step} (the file may be damaged)`, bound: 'exit' }, true);
    const watch = setInterval(() => {
      const resident = child.pid === undefined ? undefined : residentMb(child.pid);
      if (resident !== undefined && resident > memoryMb) finish({ stopped: `${step} needed more than ${memoryMb} MB of memory`, bound: 'memory' }, true);
    }, RESIDENT_POLL_MS);
    child.on('message', onMessage).on('exit', onExit).on('error', onExit);
    // A process that ended before this job's listeners were in place (between two jobs) answers as one that stopped.
    if (!child.connected || child.exitCode !== null || child.signalCode !== null) return onExit();
    // A process starting on a busy machine may take a while: the step's limit counts from its first word.
    limit(startSeconds);
    child.send(request as never);
  });
}

/**
 * A pool of `processes` children running `script` (forked with tsx and a heap of `heapMb`), each job within `bounds`.
 * `run` answers each job's outcome; `close` ends the children once the jobs are done.
 */
export function boundedPool<Request, Answer>(script: string, { processes, heapMb, bounds }: { processes: number; heapMb: number; bounds: Bounds }) {
  const idle: ChildProcess[] = [];
  /** Jobs waiting for a process, each given one and whether it has done a job before. */
  const waiting: ((taken: Taken) => void)[] = [];
  let started = 0;
  const start = (): Taken => {
    started++;
    // 'advanced': answers holding bytes (a page's picture) cross as bytes, not as JSON arrays of numbers.
    const child = fork(script, [], {
      execArgv: ['--import', 'tsx', `--max-old-space-size=${heapMb}`],
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      serialization: 'advanced',
    });
    // A process that cannot be started or reached says so to the job it runs (runIn); between jobs, it is let go.
    child.on('error', () => undefined);
    return { child, reused: false };
  };
  const take = (): Promise<Taken> => {
    // A process seen to have ended while idle (killed from outside) is replaced.
    for (let child = idle.pop(); child; child = idle.pop()) {
      if (child.connected) return Promise.resolve({ child, reused: true });
      started--;
    }
    if (started < processes) return Promise.resolve(start());
    return new Promise((resolve) => waiting.push(resolve));
  };
  const give = (child: ChildProcess | undefined) => {
    const next = waiting.shift();
    if (!child) {
      started--;
      if (next) next(start());
      return;
    }
    if (next) next({ child, reused: true });
    else idle.push(child);
  };
  return {
    async run(request: Request, jobBounds: Partial<Bounds> = {}): Promise<Outcome<Answer>> {
      for (;;) {
        const { child, reused } = await take();
        const { outcome, ended, heard } = await runIn<Answer>(child, request, { ...bounds, ...jobBounds });
        give(ended ? undefined : child);
        // A process that did a job before and ended before its first word on this one ended between the two (its end
        // not yet seen when it was taken): the job is not its fault, and goes to a new process.
        if (ended && reused && !heard && 'bound' in outcome && outcome.bound === 'exit') continue;
        return outcome;
      }
    },
    close(): void {
      for (const child of idle.splice(0)) child.kill();
    },
  };
}

/**
 * The child's side: each request the build sends is handed to `handle`, with `step` to name each step as it starts
 * (the time limit is per step); its answer goes back. A handler that throws answers `failed(error, request)`.
 */
export function serveBoundedJobs<Request, Answer>(
  handle: (request: Request, step: (what: string) => void) => Promise<Answer>,
  failed: (error: unknown, request: Request) => Answer,
): void {
  const send = (message: ChildMessage<Answer>) => process.send!(message);
  process.on('message', (request: Request) => {
    handle(request, (what) => send({ step: what })).then(
      (answer) => send({ answer }),
      (error: unknown) => send({ answer: failed(error, request) }),
    );
  });
}
