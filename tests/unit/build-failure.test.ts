import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { removeBuild } from './builtSite.ts';
import { BuildFailure, describeFailure, FileFailure } from '../../scripts/buildSupport/buildFailure.ts';

const run = promisify(execFile);
const root = process.cwd();

describe('what a failed build prints', () => {
  it('a reported problem as written, an exception with the file it concerns, never a stack trace', () => {
    expect(describeFailure(new BuildFailure('pages/a: /x\n  no such page'), 'checking the links', root)).toBe('pages/a: /x\n  no such page');
    const decode = new Error('VipsJpeg: Premature end of input file\n    at Sharp.toFile (node_modules/sharp/lib/output.js:1:1)');
    expect(
      describeFailure(new FileFailure(path.join(root, 'content/galleries/sociology-department/01.jpg'), decode), 'making the responsive image copies', root),
    ).toBe('content/galleries/sociology-department/01.jpg: VipsJpeg: Premature end of input file\n  (while making the responsive image copies)');
    const missing = Object.assign(new Error("ENOENT: no such file or directory, open '/x/.generated/assets.json'"), {
      path: path.join(root, '.generated/assets.json'),
    });
    expect(describeFailure(missing, 'copying the content files', root)).toBe(
      ".generated/assets.json: copying the content files failed: ENOENT: no such file or directory, open '/x/.generated/assets.json'",
    );
    expect(describeFailure('thrown text', 'prerendering the pages', root)).toBe('prerendering the pages failed: thrown text');
  });
});

/**
 * A copy of the fixture site to break, and a build folder holding "the last good build" (inside the project: Vite,
 * through Vike, looks for its manifest there whatever outDir says); both are removed after the file's tests.
 * `build()` runs the whole build of the copy into that folder and answers with how it failed (undefined if it did not).
 */
function brokenFixture(name: string) {
  const temp = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const content = path.join(temp, 'site');
  const dist = path.join(root, `dist-${name}-${process.pid}`);
  afterAll(() => {
    rmSync(temp, { recursive: true, force: true });
    removeBuild(root, dist);
  });
  cpSync(path.join(root, 'tests/fixtures/site'), content, { recursive: true });
  const build = async () => {
    mkdirSync(path.join(dist, 'client'), { recursive: true });
    writeFileSync(path.join(dist, 'client/index.html'), 'the last good build');
    const failure = await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: content, DIST_DIR: dist },
    }).then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('The build stopped; the last good dist/client is unchanged.');
    expect(failure?.stderr).not.toMatch(/^\s+at /m);
    expect(readFileSync(path.join(dist, 'client/index.html'), 'utf8')).toBe('the last good build');
    return `${failure?.stdout}\n${failure?.stderr}`;
  };
  return { content, dist, build };
}

/**
 * The whole build on a copy of the fixture site with one photo cut short: its header reads fine (the
 * content compiles), its pixels do not. The build must stop with the photo's name and no trace, remove
 * its staging folder and leave the previous build as it was.
 */
describe('a build that fails on a damaged photo', () => {
  const { content, dist, build } = brokenFixture('build-failure');

  it('names the photo, prints no stack trace, cleans its staging folder and keeps the last good build', async () => {
    const photoDir = path.join(content, 'galleries/sociology-department');
    const photo = readdirSync(photoDir)
      .filter((name) => /\.jpe?g$/i.test(name))
      .sort()[0];
    const bytes = readFileSync(path.join(photoDir, photo));
    writeFileSync(path.join(photoDir, photo), bytes.subarray(0, Math.floor(bytes.length / 3)));

    expect(await build()).toContain(`galleries/sociology-department/${photo}`);
    expect(readdirSync(root).filter((name) => name.startsWith(path.basename(dist)))).toEqual([path.basename(dist)]);
    expect(existsSync(path.join(dist, 'client/files'))).toBe(false);
  }, 180_000);
});

/**
 * The whole build on content the compiler refuses, values that once stopped it with an exception: an event time that
 * does not exist, a file of multiplying aliases, a word in a number column. It must stop with each file and line.
 */
describe('a build of content the compiler refuses', () => {
  const { content, build } = brokenFixture('content-refused');

  it('names each file and line, prints no stack trace and keeps the last good site', async () => {
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

    const said = await build();
    expect(said).toContain('content/people.yaml:2\n  expected aliases');
    expect(said).toContain('content/notices/2026/2026-08-20-freshers-social.md:4  column "event.start"');
    expect(said).toContain('content/results/2023.csv:2  column "appeared"\n  expected a whole number, or - when there is no figure, found "thirty"');
  }, 180_000);
});
