import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface MeasuredRun {
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

function residentKilobytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** The resident memory of a process and all its descendants, in kilobytes. */
function treeKilobytes(root: number): number {
  const parentOf = parents();
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parentOf) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const pid of tree) total += residentKilobytes(pid);
  return total;
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
  const sampler = setInterval(() => {
    if (child.pid !== undefined) peak = Math.max(peak, treeKilobytes(child.pid));
  }, SAMPLE_EVERY_MS);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => {
      clearInterval(sampler);
      resolve({ status, stdout, stderr, seconds: (performance.now() - started) / 1000, peakMegabytes: Math.round(peak / 1024) });
    });
  });
}
