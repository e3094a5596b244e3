import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';

/** What is neither code nor configuration the build reads: outputs, tests, the documentation, and caches. */
const NOT_CODE = ['node_modules', '.git', 'dist*', '.generated*', 'tests', 'docs', 'test-results', 'bench-results', 'playwright-report'];

/** Environment variables the pages' markup reads (the base path, the site's address, the policy tag). */
const CODE_ENV = ['BASE_PATH', 'SITE_URL', 'CSP_META', 'NODE_ENV'];

/**
 * A hash of everything but the content that the site is made from: every file of the project outside the content
 * folder, the tests, the documentation and the outputs, with the environment variables above and Node's version. The
 * cache of rendered Markdown is keyed by it (scripts/content/renderedMarkdown.ts). Files are listed, not guessed.
 */
export function codeKey(root: string, contentDir: string): string {
  const content = path.relative(root, contentDir).split(path.sep).join('/');
  const ignore = [...NOT_CODE, ...(content.startsWith('..') ? [] : [content])].flatMap((name) => [name, `${name}/**`]);
  const files = fg.sync('**', { cwd: root, dot: true, ignore, onlyFiles: true }).sort();
  const hash = createHash('sha256');
  hash.update(`node ${process.version}\n`);
  for (const name of CODE_ENV) hash.update(`${name}=${process.env[name] ?? ''}\n`);
  for (const file of files)
    hash
      .update(`${file}\n`)
      .update(readFileSync(path.join(root, file)))
      .update('\n');
  return hash.digest('hex');
}
