import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { defineConfig } from 'vitest/config';

const TESTS = 'tests/unit/**/*.test.ts';
const FILES = fg.sync(TESTS);

/** A test file's text, with the text of each helper of tests/ it imports (`./name.ts`, `../fixtures/name.ts`), and theirs. */
function withItsHelpers(file: string, read = new Set<string>()): string {
  read.add(file);
  const text = readFileSync(file, 'utf8');
  const helpers = [...text.matchAll(/from '(\.{1,2}\/[^']+\.tsx?)'/g)]
    .map(([, name]) => path.join(path.dirname(file), name))
    .filter((helper) => helper.startsWith('tests/') && !read.has(helper) && existsSync(helper));
  return [text, ...helpers.map((helper) => withItsHelpers(helper, read))].join('\n');
}

/**
 * The test files that replace a module (vi.mock): each runs with a module graph of its own, so the replacement neither
 * reaches another file nor misses a module another file loaded first. Every other file shares its worker's modules
 * with the files run there before it (isolate: false), which spares loading the compiler and its libraries again for
 * each file. What a test stubs (vi.stubEnv, vi.stubGlobal) is undone as the next test starts, and at its file's end
 * (tests/unit/sharedWorker.ts), so it cannot reach the next file either.
 */
const REPLACING_A_MODULE = FILES.filter((file) => /\bvi\.(do)?mock\(/i.test(readFileSync(file, 'utf8')));

/**
 * The test files that change Node's globals for longer than a test, themselves or through a helper of theirs
 * (Object.assign(globalThis, { window }), globalThis.x = …, window.x = …, navigator.x = …): each runs in a worker of its
 * own (isolate: true), so that what it gave Node never reaches a file run after it, and a file's results never depend
 * on the files run before it. Any mention of globalThis (or Node's `global`) counts, so that a new way of writing to it
 * is not missed; a test that needs a global for itself alone uses vi.stubGlobal, which is undone after it, and shares
 * its worker. A file this misses, that leaves a browser's global behind, fails (tests/unit/sharedWorker.ts).
 */
const SETTING_GLOBALS = FILES.filter(
  (file) =>
    !REPLACING_A_MODULE.includes(file) &&
    /\bglobal(This)?\b|(?<!\b(?:const|let|var)\s+)\b(window|document|navigator|self|location)\s*(\.\s*[\w$]+\s*|\[[^\]]+\]\s*)?(=|\?\?=|\|\|=)(?![=>])/.test(
      withItsHelpers(file),
    ),
);

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
      {
        extends: true,
        test: { name: 'unit', include: [TESTS], exclude: [...REPLACING_A_MODULE, ...SETTING_GLOBALS], setupFiles: ['tests/unit/sharedWorker.ts'] },
      },
      { extends: true, test: { name: 'replacing a module', include: REPLACING_A_MODULE, isolate: true } },
      { extends: true, test: { name: 'setting globals', include: SETTING_GLOBALS, isolate: true } },
    ],
  },
});
