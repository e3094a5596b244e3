import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { generatedDirFor } from '../../common/generated.ts';
import { differences, filesUnder, removeBuild } from './builtSite.ts';

const run = promisify(execFile);
const root = process.cwd();

/**
 * The fixture site built again must come out byte for byte the same as `npm run build:fixture` built it into
 * dist-fixture/ (npm test builds it just before the unit tests; run alone, build it first): the pages, the search
 * index, the sitemap, the feeds and _headers. What depends on when and where it is built: "today" (which notices
 * are New or closed, the feeds' dates), fixed here with BUILD_DATE as the browser tests fix it; and each page's
 * "Last updated" date with the sitemap's <lastmod>, taken from the content file's last commit (outside a git
 * checkout, its modification time), the same for two builds of one checkout; and build.json's time, fixed here with
 * SOURCE_DATE_EPOCH (midnight UTC of that day) as `npm run build:fixture` fixes it. So no file may differ but Pagefind's
 * filter index (builtSite.ts's differences). One build here, not two: the fixture build is the first.
 */
describe('the build is reproducible', () => {
  const fixtureBuild = path.join(root, 'dist-fixture');
  // Inside the project: Vite (through Vike) looks for its manifest there whatever outDir says.
  const dist = path.join(root, `dist-reproducible-${process.pid}`);
  afterAll(() => removeBuild(root, dist));
  /** What that build printed. */
  let printed: { stdout: string; stderr: string } | undefined;

  it('writes the same files with the same bytes for the same content', async () => {
    expect(existsSync(path.join(fixtureBuild, 'client/index.html')), 'dist-fixture/ has no build: run "npm run build:fixture" first (npm test builds it)').toBe(
      true,
    );
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: 'tests/fixtures/site', DIST_DIR: dist, BUILD_DATE: '2026-11-23', SOURCE_DATE_EPOCH: '1795392000', BUILD_VERBOSE: '' },
    });
    printed = { stdout, stderr };
    // Each build compiled into a folder of its own, never into the one another build is prerendering from.
    for (const build of [fixtureBuild, dist]) expect(existsSync(path.join(root, generatedDirFor(build), 'routes.json'))).toBe(true);
    const [first, second] = [fixtureBuild, dist].map((build) => path.join(build, 'client'));
    const files = filesUnder(first);
    expect(files).toContain('index.html');
    expect(files.some((file) => file.startsWith('pagefind/'))).toBe(true);
    expect(differences(first, second), 'files that differ from dist-fixture/ (built from other code or content? run "npm run build:fixture" again)').toEqual(
      [],
    );
    const filters = (dir: string) => filesUnder(dir).filter((file) => file.startsWith('pagefind/filter/')).length;
    expect(filters(first)).toBe(2);
    expect(filters(second)).toBe(filters(first));
  }, 240_000);

  it('prints its own lines: each phase, the content’s notes and warnings and a closing line, not the tools’ lists', () => {
    expect(printed, 'the build above ran').toBeDefined();
    const lines = `${printed!.stdout}\n${printed!.stderr}`.split('\n').filter(Boolean);
    const warnings = lines.filter((line) => line.startsWith('warning: ')).length;
    expect(warnings).toBeGreaterThan(0);
    expect(printed!.stdout.trimEnd().split('\n').at(-1)).toMatch(
      new RegExp(`^built dist-reproducible-\\d+/client in [\\d.]+ s: 200 pages, ${warnings} content warnings above$`),
    );
    // Vite's table of chunks, Vike's list of pages, the understood warnings of dependencies (and of Vike): none.
    const theTools = lines.filter((line) =>
      /│ gzip|\.html$|\.pageContext\.json$|transforming|\[EVAL\]|\[MODULE_LEVEL_DIRECTIVE\]|cssCodeSplit|externalized/.test(line),
    );
    expect(theTools).toEqual([]);
    expect(
      lines.every((line) => /^(phase |note: |warning: |built |editor bundled)/.test(line)),
      lines.join('\n'),
    ).toBe(true);
  });
});
