/**
 * A child of scripts/buildSupport/boundedWork.ts for its test: it says its process id, echoes, holds memory outside the heap, works
 * forever, or stops (naming its step, or at once), as each request asks.
 */
import { serveBoundedJobs } from '../../scripts/buildSupport/boundedWork.ts';

export type ChildRequest =
  { pid: true } | { echo: string } | { holdMb: number } | { forever: true } | { exit: number } | { exitAtOnce: number } | { throws: string };

const held: Buffer[] = [];

serveBoundedJobs<ChildRequest, string>(
  async (request, step) => {
    if ('pid' in request) return String(process.pid);
    if ('echo' in request) {
      step('echoing');
      return request.echo;
    }
    if ('holdMb' in request) {
      step('holding memory');
      for (let mb = 0; mb < request.holdMb; mb += 50) {
        held.push(Buffer.alloc(50 * 2 ** 20, 1));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return `held ${request.holdMb} MB`;
    }
    if ('forever' in request) {
      step('working forever');
      return new Promise<string>(() => {});
    }
    if ('exitAtOnce' in request) process.exit(request.exitAtOnce);
    if ('exit' in request) {
      step('stopping');
      process.exit(request.exit);
    }
    throw new Error(request.throws);
  },
  (error) => `failed: ${(error as Error).message}`,
);
