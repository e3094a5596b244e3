import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boundedPool } from '../../scripts/buildSupport/boundedWork.ts';
import type { ChildRequest } from './boundedChild.ts';

/**
 * Work the build bounds (scripts/buildSupport/boundedWork.ts), with a child that does what each request asks. The
 * bounds that stop a job are passed by a job that truly never ends or truly holds too much; every other job is given
 * a minute a step, so that how busy the machine is decides nothing.
 */
const pool = boundedPool<ChildRequest, string>(path.join(import.meta.dirname, 'boundedChild.ts'), {
  processes: 2,
  heapMb: 256,
  bounds: { stepSeconds: 60, memoryMb: 400 },
});
afterAll(() => pool.close());

describe('bounded work', () => {
  it('answers a job within its bounds', async () => {
    expect(await pool.run({ echo: 'hello' })).toEqual({ answer: 'hello' });
    expect(await pool.run({ holdMb: 100 })).toEqual({ answer: 'held 100 MB' });
  });

  it('stops a job that holds more memory outside the heap than its ceiling, naming the step; the next job runs', async () => {
    expect(await pool.run({ holdMb: 3000 })).toEqual({ stopped: 'holding memory needed more than 400 MB of memory', bound: 'memory' });
    expect(await pool.run({ echo: 'after' })).toEqual({ answer: 'after' });
  }, 60_000);

  it('stops a step that never ends at its time limit', async () => {
    expect(await pool.run({ forever: true }, { stepSeconds: 0.5 })).toEqual({ stopped: 'working forever took longer than 0.5 seconds', bound: 'time' });
    expect(await pool.run({ echo: 'again' })).toEqual({ answer: 'again' });
  }, 60_000);

  it('replaces a process that ended between two jobs, whether or not its end was seen yet', async () => {
    const single = boundedPool<ChildRequest, string>(path.join(import.meta.dirname, 'boundedChild.ts'), {
      processes: 1,
      heapMb: 256,
      bounds: { stepSeconds: 60, memoryMb: 400 },
    });
    try {
      const outcome = await single.run({ pid: true });
      const pid = Number('answer' in outcome && outcome.answer);
      process.kill(pid, 'SIGKILL');
      expect(await single.run({ echo: 'just after it ended' })).toEqual({ answer: 'just after it ended' });
      const next = await single.run({ pid: true });
      const nextPid = Number('answer' in next && next.answer);
      process.kill(nextPid, 'SIGKILL');
      await expect.poll(() => existsSync(`/proc/${nextPid}/status`) && !readFileSync(`/proc/${nextPid}/status`, 'utf8').includes('State:\tZ')).toBe(false);
      expect(await single.run({ echo: 'after it ended' })).toEqual({ answer: 'after it ended' });
    } finally {
      single.close();
    }
  }, 60_000);

  it('says when the process stops, and when the job fails, and stops jobs side by side', async () => {
    expect(await pool.run({ exit: 3 })).toEqual({ stopped: 'it stopped while stopping (the file may be damaged)', bound: 'exit' });
    // A job that ends every process before its first word is tried in one new process, not again and again.
    expect(await pool.run({ exitAtOnce: 4 })).toEqual({ stopped: 'it stopped while starting (the file may be damaged)', bound: 'exit' });
    expect(await pool.run({ throws: 'no such page' })).toEqual({ answer: 'failed: no such page' });
    const both = await Promise.all([pool.run({ forever: true }, { stepSeconds: 1 }), pool.run({ forever: true }, { stepSeconds: 1 })]);
    expect(both.map((outcome) => 'bound' in outcome && outcome.bound)).toEqual(['time', 'time']);
    expect(await pool.run({ echo: 'still here' })).toEqual({ answer: 'still here' });
  }, 60_000);
});
