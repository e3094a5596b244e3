import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    testTimeout: 20_000,
    // One test file more than the machine has cores (Vitest's default is one fewer): the slowest files mostly wait on a
    // build or a scan reader they started in processes of their own, which use the cores meanwhile.
    maxWorkers: availableParallelism() + 1,
  },
});
