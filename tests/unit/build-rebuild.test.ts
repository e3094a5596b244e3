import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { differences, removeBuild } from './builtSite.ts';

const run = promisify(execFile);
const root = process.cwd();

/**
 * A build after a content edit takes what it can from the last build's caches (the bundle, the rendered Markdown, the
 * prerendered pages of scripts/postbuild/prerenderCache.ts): what it writes must be what a build with empty caches writes
 * from the same content, byte for byte, while it renders only the pages whose content changed.
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

  /** Builds the edited content into `dist`; answers with what the build said of its prerender and its Markdown. */
  async function build(dist: string) {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: content, DIST_DIR: dist, BUILD_DATE: '2026-11-23' },
    });
    const [, pages, rendered, reused] = /^phase prerender: .*?\((\d+) pages: (\d+) rendered, (\d+) unchanged/m.exec(stdout)!;
    const [, markdown] = /Markdown: (\d+) rendered/.exec(stdout)!;
    // Vike says nothing of the pages it was not given to render ("Cannot pre-render page …").
    expect(`${stdout}${stderr}`).not.toMatch(/pre-render/i);
    return {
      pages: Number(pages),
      rendered: Number(rendered),
      reused: Number(reused),
      markdown: Number(markdown),
      bundled: /^phase bundle: .*\(built\)/m.test(stdout),
    };
  }

  /** What a build with empty caches writes from the same content, against what the rebuild wrote. */
  async function sameAsColdBuild() {
    removeBuild(root, cold);
    const fresh = await build(cold);
    expect(fresh.reused).toBe(0);
    expect(fresh.bundled).toBe(true);
    return differences(path.join(warm, 'client'), path.join(cold, 'client'));
  }

  it('renders only the pages whose content changed, and writes what a cold build writes', async () => {
    removeBuild(root, warm);
    const first = await build(warm);
    expect(first.reused).toBe(0);

    appendFileSync(path.join(content, 'pages/help.md'), '\nA paragraph the office added: call the office on working days.\n');
    const rebuilt = await build(warm);
    expect(rebuilt.bundled).toBe(false);
    expect(rebuilt.markdown).toBe(1);
    expect(rebuilt.pages).toBe(first.pages);
    // Only the edited page read what changed (its own entry of pages.json and its own date).
    expect(rebuilt.rendered).toBe(1);
    expect(rebuilt.reused).toBe(first.pages - 1);
    expect(readFileSync(path.join(warm, 'client/help/index.html'), 'utf8')).toContain('call the office on working days');

    expect(await sameAsColdBuild()).toEqual([]);

    // What every page shows (the menu) changed: every page is rendered again.
    const menu = path.join(content, 'navigation.yaml');
    writeFileSync(menu, readFileSync(menu, 'utf8').replace('{ label: Notices, route: /notices }', '{ label: All notices, route: /notices }'));
    const everyPage = await build(warm);
    expect(everyPage.reused).toBe(0);
    expect(everyPage.rendered).toBe(everyPage.pages);
    expect(readFileSync(path.join(warm, 'client/help/index.html'), 'utf8')).toContain('All notices');

    expect(await sameAsColdBuild()).toEqual([]);
  }, 600_000);
});
