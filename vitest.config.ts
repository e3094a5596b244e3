import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import fg from 'fast-glob';
import { defineConfig } from 'vitest/config';

const TESTS = 'tests/unit/**/*.test.ts';

/**
 * The test files that replace a module (vi.mock): each runs with a module graph of its own, so the replacement neither
 * reaches another file nor misses a module another file loaded first. Every other file shares its worker's modules
 * with the files run there before it (isolate: false), which spares loading the compiler and its libraries again for
 * each file. What a test stubs (vi.stubEnv, vi.stubGlobal) is undone after it, so it cannot reach the next file either.
 */
const REPLACING_A_MODULE = fg.sync(TESTS).filter((file) => /\bvi\.(do)?mock\(/i.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    testTimeout: 20_000,
    // One test file more than the machine has cores (Vitest's default is one fewer): the slowest files mostly wait on a
    // build or a scan reader they started in processes of their own, which use the cores meanwhile.
    maxWorkers: availableParallelism() + 1,
    isolate: false,
    unstubEnvs: true,
    unstubGlobals: true,
    projects: [
      { extends: true, test: { name: 'unit', include: [TESTS], exclude: REPLACING_A_MODULE } },
      { extends: true, test: { name: 'replacing a module', include: REPLACING_A_MODULE, isolate: true } },
    ],
  },
});
