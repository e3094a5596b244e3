/**
 * Times the build's phases so `npm run build` says where its time goes: one line per phase as it ends
 * (the scale bench reads these lines).
 */
export function phaseTimer(log: (line: string) => void = console.log) {
  return {
    /** Runs one phase and prints its wall-clock time, plus a detail the phase returns (a count, say). */
    async time<T>(name: string, run: () => T | Promise<T>, detail?: (result: T) => string): Promise<T> {
      const started = performance.now();
      const result = await run();
      const milliseconds = Math.round(performance.now() - started);
      // The resident memory after each phase shows which one holds on to memory (the budget is on the peak).
      const rss = Math.round(process.memoryUsage().rss / 2 ** 20);
      log(`phase ${name}: ${milliseconds} ms, ${rss} MB resident${detail ? ` (${detail(result)})` : ''}`);
      return result;
    },
  };
}
