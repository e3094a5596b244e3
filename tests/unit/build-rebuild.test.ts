import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { differences, removeBuild } from './builtSite.ts';

const run = promisify(execFile);
const root = process.cwd();

/**
 * A build after a content edit takes each unchanged Markdown body's HTML from the last build's cache
 * (scripts/content/renderedMarkdown.ts): what it writes must be what a build with an empty cache writes from the same
 * content, byte for byte, while it renders only the body that changed.
 */
describe('a rebuild after a content edit', () => {
  // Inside the project: Vite (through Vike) looks for its manifest there whatever outDir says.
  const warm = path.join(root, `dist-rebuild-${process.pid}-warm`);
  const cold = path.join(root, `dist-rebuild-${process.pid}-cold`);
  const content = path.join(mkdtempSync(path.join(tmpdir(), 'rebuild-')), 'site');
  cpSync(path.join(root, 'tests/fixtures/site'), content, { recursive: true });
  afterAll(() => {
    for (const dist of [warm, cold]) removeBuild(root, dist);
    rmSync(path.dirname(content), { recursive: true, force: true });
  });

  /** Builds the edited content into `dist`; answers with how many Markdown bodies the build rendered. */
  async function build(dist: string): Promise<number> {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: content, DIST_DIR: dist, BUILD_DATE: '2026-11-23' },
    });
    return Number(/Markdown: (\d+) rendered/.exec(stdout)![1]);
  }

  it('renders only the Markdown that changed, and writes what a build with an empty cache writes', async () => {
    removeBuild(root, warm);
    removeBuild(root, cold);
    const first = await build(warm);
    expect(first).toBeGreaterThan(1);

    appendFileSync(path.join(content, 'pages/help.md'), '\nA paragraph the office added: call the office on working days.\n');
    expect(await build(warm)).toBe(1);
    expect(readFileSync(path.join(warm, 'client/help/index.html'), 'utf8')).toContain('call the office on working days');

    expect(await build(cold)).toBe(first);
    expect(differences(path.join(warm, 'client'), path.join(cold, 'client'))).toEqual([]);
  }, 600_000);
});
