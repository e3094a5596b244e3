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
 * The fixture site built twice into two folders must come out byte for byte the same: the pages, the search
 * index, the sitemap, the feeds and _headers. What depends on when and where it is built: "today" (which notices
 * are New or closed, the feeds' dates), fixed here with BUILD_DATE as the browser tests fix it; and each page's
 * "Last updated" date with the sitemap's <lastmod>, taken from the content file's last commit (outside a git
 * checkout, its modification time), the same for two builds of one checkout. So no file may differ but Pagefind's
 * filter index (builtSite.ts's differences).
 */
describe('the build is reproducible', () => {
  // Inside the project: Vite (through Vike) looks for its manifest there whatever outDir says.
  const dists = [1, 2].map((n) => path.join(root, `dist-reproducible-${process.pid}-${n}`));
  afterAll(() => {
    for (const dist of dists) removeBuild(root, dist);
  });

  it('writes the same files with the same bytes for the same content', async () => {
    // One after the other: two Vike builds of one checkout at once can collide on the temporary files Vike writes
    // beside each + file while loading its config (named by content, so both builds use the same names).
    for (const dist of dists) {
      await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
        cwd: root,
        env: { ...process.env, CONTENT_DIR: 'tests/fixtures/site', DIST_DIR: dist, BUILD_DATE: '2026-11-23' },
      });
    }
    // Each build compiled into a folder of its own, never into the one another build is prerendering from.
    for (const dist of dists) expect(existsSync(path.join(root, generatedDirFor(dist), 'routes.json'))).toBe(true);
    const [first, second] = dists.map((dist) => path.join(dist, 'client'));
    const files = filesUnder(first);
    expect(files).toContain('index.html');
    expect(files.some((file) => file.startsWith('pagefind/'))).toBe(true);
    expect(differences(first, second)).toEqual([]);
    const filters = (dir: string) => filesUnder(dir).filter((file) => file.startsWith('pagefind/filter/')).length;
    expect(filters(first)).toBe(2);
    expect(filters(second)).toBe(filters(first));
  }, 240_000);
});
