import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { getFileInfo } from 'prettier';
import { describe, expect, it } from 'vitest';

/**
 * `npm run lint` looks at every source file: an ignore pattern written for the office's content/ folder must not also
 * hide scripts/content/ or pages/content/ (an unanchored `content/` in .prettierignore once did, and the compiler went
 * unformatted). Every file git tracks with a source extension, outside the office's content and the test fixtures, is
 * seen by both Prettier and ESLint.
 */
const root = path.join(import.meta.dirname, '../..');
const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !/^(content|tests\/fixtures)\//.test(file));

describe('what the linters look at', () => {
  it('holds the compiler and the pages that share a folder name with the office’s content', () => {
    expect(sources).toEqual(expect.arrayContaining(['scripts/content/cli.ts', expect.stringMatching(/^pages\/content\//)]));
  });

  it('is every source file, for Prettier', async () => {
    const ignored = [];
    for (const file of sources) if ((await getFileInfo(path.join(root, file), { ignorePath: path.join(root, '.prettierignore') })).ignored) ignored.push(file);
    expect(ignored).toEqual([]);
  });

  it('is every source file, for ESLint', async () => {
    const eslint = new ESLint({ cwd: root });
    const ignored = [];
    for (const file of sources) if (await eslint.isPathIgnored(path.join(root, file))) ignored.push(file);
    expect(ignored).toEqual([]);
  });
});
