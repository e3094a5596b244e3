/**
 * Run before each test file that shares its worker with others (the `unit` project, vitest.config.ts). At the file's
 * end, what its tests stubbed is undone (Vitest undoes it as the next test starts, which may be the next file's, after
 * that file's own imports ran); and a file that left one of a browser's globals changed in Node (a `window` given to
 * load Decap's bundles, a `fetch` answered by a fake) fails, naming it: it belongs with the files setting globals, each
 * in a worker of its own, which the config finds by what they write.
 */
import { afterAll, expect, vi } from 'vitest';

const BROWSER_GLOBALS = ['window', 'self', 'document', 'navigator', 'location', 'fetch', 'caches', 'localStorage', 'sessionStorage', 'indexedDB'];
const asFound = () => BROWSER_GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)?.value] as const);
const before = asFound();

afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  const changed = asFound()
    .filter(([, value], index) => value !== before[index][1])
    .map(([name]) => name);
  expect(
    changed,
    'globals this file left changed for the next file in its worker: stub them in a test with vi.stubGlobal, or let vitest.config.ts find the file among those setting globals',
  ).toEqual([]);
});
