/**
 * `npm run build` on content the compiler refuses: values that once stopped it with an exception (an event time that
 * does not exist, a file of multiplying aliases, a word in a number column). The build must stop with each file and
 * line, print no stack trace, and leave the last good site as it was.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { removeBuild } from './builtSite.ts';

const run = promisify(execFile);
const root = process.cwd();

describe('a build of content the compiler refuses', () => {
  const temp = mkdtempSync(path.join(tmpdir(), 'content-refused-'));
  const dist = path.join(root, `dist-content-refused-${process.pid}`);
  afterAll(() => {
    rmSync(temp, { recursive: true, force: true });
    removeBuild(root, dist);
  });

  it('names each file and line, prints no stack trace and keeps the last good site', async () => {
    const content = path.join(temp, 'site');
    cpSync(path.join(root, 'tests/fixtures/site'), content, { recursive: true });
    const laughs = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      ...'bcdef'.split('').map((name, index) => `${name}: &${name} [${Array(9).fill(`*${'abcde'[index]}`).join(', ')}]`),
    ];
    writeFileSync(path.join(content, 'people.yaml'), `${laughs.join('\n')}\n`);
    writeFileSync(
      path.join(content, 'notices/2026/2026-08-20-freshers-social.md'),
      '---\ntitle: Freshers\nevent:\n  start: 2026-12-02T24:00\n---\nAll welcome.\n',
    );
    const results = path.join(content, 'results/2023.csv');
    const rows = readFileSync(results, 'utf8').split('\n');
    rows[1] = rows[1].replace(/^(\d+,[^,]+,[^,]+,)\d+/, '$1thirty');
    writeFileSync(results, rows.join('\n'));
    mkdirSync(path.join(dist, 'client'), { recursive: true });
    writeFileSync(path.join(dist, 'client/index.html'), 'the last good build');

    const failure = await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: content, DIST_DIR: dist },
    }).then(
      () => undefined,
      (error: { code: number; stderr: string; stdout: string }) => error,
    );

    expect(failure?.code).toBe(1);
    const said = `${failure?.stdout}\n${failure?.stderr}`;
    expect(said).toContain('content/people.yaml:2\n  expected aliases');
    expect(said).toContain('content/notices/2026/2026-08-20-freshers-social.md:4  column "event.start"');
    expect(said).toContain('content/results/2023.csv:2  column "appeared"\n  expected a whole number, or - when there is no figure, found "thirty"');
    expect(said).toContain('The build stopped; the last good dist/client is unchanged.');
    expect(said).not.toMatch(/^\s+at /m);
    expect(readFileSync(path.join(dist, 'client/index.html'), 'utf8')).toBe('the last good build');
  }, 180_000);
});
