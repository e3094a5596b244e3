import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

interface MeasuredRun {
  status: number | null;
  stdout: string;
  stderr: string;
  seconds: number;
  /**
   * The highest resident memory of the command's processes together (it, its child processes and their worker
   * threads), sampled every 20 ms. Memory two processes share (Node's own code) counts twice, so this is an upper
   * bound; a single process's peak (what /usr/bin/time reports) would leave out the processes the build starts.
   */
  peakMegabytes: number;
  /**
   * The highest resident memory of any one of those processes (the build's own, here): each process's own high-water
   * mark as the kernel keeps it (VmHWM, what /usr/bin/time reports), so a peak between two samples is not missed.
   */
  largestProcessMegabytes: number;
}

const SAMPLE_EVERY_MS = 20;

/** Each process's parent, from /proc. */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) is in parentheses and may hold spaces; the parent follows the state after it.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), parent);
    } catch {
      // The process ended while the list was read.
    }
  }
  return parentOf;
}

/** A process's resident memory now (VmRSS) and at its highest so far (VmHWM), in kilobytes. */
function residentKilobytes(pid: number): { now: number; highest: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { now: field('VmRSS'), highest: field('VmHWM') };
  } catch {
    return { now: 0, highest: 0 };
  }
}

/**
 * The resident memory of a process and all its descendants, in kilobytes: together now, and the highest any one of
 * them has reached.
 */
function treeKilobytes(root: number): { total: number; largest: number } {
  const parentOf = parents();
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parentOf) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let total = 0;
  let largest = 0;
  for (const pid of tree) {
    const resident = residentKilobytes(pid);
    total += resident.now;
    largest = Math.max(largest, resident.highest);
  }
  return { total, largest };
}

/** Runs a command, timing it and sampling the memory of its process tree (Linux /proc). */
export function measuredRun(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<MeasuredRun> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  let peak = 0;
  let largest = 0;
  const sampler = setInterval(() => {
    if (child.pid === undefined) return;
    const sample = treeKilobytes(child.pid);
    peak = Math.max(peak, sample.total);
    largest = Math.max(largest, sample.largest);
  }, SAMPLE_EVERY_MS);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => {
      clearInterval(sampler);
      const megabytes = (kilobytes: number) => Math.round(kilobytes / 1024);
      resolve({
        status,
        stdout,
        stderr,
        seconds: (performance.now() - started) / 1000,
        peakMegabytes: megabytes(peak),
        largestProcessMegabytes: megabytes(largest),
      });
    });
  });
}
