import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * `npm test` runs `check` beside the fixture build. While the build loads the site's configuration, Vike writes each
 * +config file compiled beside it for a moment and then removes it: Prettier once listed such a file and failed when
 * it had gone ("Unable to read file renderer/+config.ts.build-0efcc70038ee.mjs"). Neither tool may look at them.
 */
const root = path.join(import.meta.dirname, '../..');
const VIKE_COMPILED = 'renderer/+config.ts.build-0efcc70038ee.mjs';
/** The file it was compiled from, and a script of the project's own named alike: both tools must still check them. */
const SOURCES = ['renderer/+config.ts', 'scripts/steps.build-order.mjs'];

/** What `prettier --check .` decides for the file, with the ignore files it reads by default (--file-info). */
const prettierIgnores = (file: string): boolean =>
  (
    JSON.parse(
      execFileSync(process.execPath, [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--file-info', file], { cwd: root, encoding: 'utf8' }),
    ) as { ignored: boolean }
  ).ignored;

describe('the lint beside a build', () => {
  it('Prettier and ESLint leave alone the compiled +config files Vike writes during a build, and still check the project’s own files', async () => {
    const eslint = new ESLint({ cwd: root });
    expect(prettierIgnores(VIKE_COMPILED)).toBe(true);
    expect(await eslint.isPathIgnored(path.join(root, VIKE_COMPILED))).toBe(true);
    for (const source of SOURCES) {
      expect(prettierIgnores(source), source).toBe(false);
      expect(await eslint.isPathIgnored(path.join(root, source)), source).toBe(false);
    }
  });
});
