/**
 * Times the build's phases so `npm run build` says where its time goes: one line per phase as it ends,
 * and the figures kept for a summary (the scale bench reads the lines).
 */
export function phaseTimer(log: (line: string) => void = console.log) {
  const phases: { name: string; milliseconds: number }[] = [];
  return {
    phases,
    /** Runs one phase and prints its wall-clock time, plus a detail the phase returns (a count, say). */
    async time<T>(name: string, run: () => T | Promise<T>, detail?: (result: T) => string): Promise<T> {
      const started = performance.now();
      const result = await run();
      const milliseconds = Math.round(performance.now() - started);
      phases.push({ name, milliseconds });
      log(`phase ${name}: ${milliseconds} ms${detail ? ` (${detail(result)})` : ''}`);
      return result;
    },
  };
}
