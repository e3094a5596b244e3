import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { removeBuild } from './builtSite.ts';
import { BuildFailure, describeFailure, FileFailure } from '../../scripts/lib/buildFailure.ts';

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
 * The whole build on a copy of the fixture site with one photo cut short: its header reads fine (the
 * content compiles), its pixels do not. The build must stop with the photo's name and no trace, remove
 * its staging folder and leave the previous build as it was.
 */
describe('a build that fails on a damaged photo', () => {
  const temp = mkdtempSync(path.join(tmpdir(), 'build-failure-'));
  // Inside the project: Vite (through Vike) looks for its manifest there whatever outDir says.
  const dist = path.join(root, `dist-build-failure-${process.pid}`);
  afterAll(() => {
    rmSync(temp, { recursive: true, force: true });
    removeBuild(root, dist);
  });

  it('names the photo, prints no stack trace, cleans its staging folder and keeps the last good build', async () => {
    const content = path.join(temp, 'site');
    cpSync(path.join(root, 'tests/fixtures/site'), content, { recursive: true });
    const photoDir = path.join(content, 'galleries/sociology-department');
    const photo = readdirSync(photoDir)
      .filter((name) => /\.jpe?g$/i.test(name))
      .sort()[0];
    const bytes = readFileSync(path.join(photoDir, photo));
    writeFileSync(path.join(photoDir, photo), bytes.subarray(0, Math.floor(bytes.length / 3)));
    mkdirSync(path.join(dist, 'client'), { recursive: true });
    writeFileSync(path.join(dist, 'client/index.html'), 'the last good build');

    const failure = await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: content, DIST_DIR: dist },
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );

    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(`galleries/sociology-department/${photo}`);
    expect(failure?.stderr).toContain('The build stopped; the last good dist/client is unchanged.');
    expect(failure?.stderr).not.toMatch(/^\s+at /m);
    expect(readdirSync(root).filter((name) => name.startsWith(path.basename(dist)))).toEqual([path.basename(dist)]);
    expect(readFileSync(path.join(dist, 'client/index.html'), 'utf8')).toBe('the last good build');
    expect(existsSync(path.join(dist, 'client/files'))).toBe(false);
  }, 180_000);
});
