/**
 * Times the build's phases so `npm run build` says where its time goes: one line per phase as it ends, with when it
 * ended in seconds since the process started (the content compiles beside the bundle). The scale bench reads them.
 */
export function phaseTimer(log: (line: string) => void = console.log) {
  return {
    /** Runs one phase and prints its wall-clock time, when it ended, and a detail the phase returns (a count, say). */
    async time<T>(name: string, run: () => T | Promise<T>, detail?: (result: T) => string): Promise<T> {
      const started = performance.now();
      const result = await run();
      const ended = performance.now();
      // The resident memory after each phase shows which one holds on to memory (the budget is on the peak).
      const rss = Math.round(process.memoryUsage().rss / 2 ** 20);
      log(
        `phase ${name}: ${Math.round(ended - started)} ms, ended at ${(ended / 1000).toFixed(1)} s, ${rss} MB resident${detail ? ` (${detail(result)})` : ''}`,
      );
      return result;
    },
  };
}
