import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { removeBuild } from './builtSite.ts';

const run = promisify(execFile);
const root = process.cwd();

/**
 * `npm run test:content` (scripts/testContent.ts) on a copy of the fixture site, as check.yml runs it on a change to the
 * content alone: it fails, naming the file, on a content problem and on a link that leads nowhere, before building
 * anything. That it passes on good content, its build and its walk included, is `npm test`'s own step of the same
 * command on content/ (scripts/test.ts), so it is not run a second time here on a copy. The build would go into a
 * folder of the project's own (Vite, through Vike, looks for its manifest there).
 */
async function testContent(name: string, change: (content: string) => void): Promise<{ code: number; output: string; built: boolean }> {
  const temp = mkdtempSync(path.join(tmpdir(), `test-content-${name}-`));
  const content = path.join(temp, 'site');
  const dist = path.join(root, `dist-test-content-${name}-${process.pid}`);
  try {
    cpSync(path.join(root, 'tests/fixtures/site'), content, { recursive: true });
    change(content);
    const { code, output } = await run(process.execPath, ['--import', 'tsx', 'scripts/testContent.ts'], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: content, LIVE_DIST_DIR: dist, GITHUB_STEP_SUMMARY: '' },
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      ({ stdout, stderr }) => ({ code: 0, output: `${stdout}\n${stderr}` }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: `${error.stdout}\n${error.stderr}` }),
    );
    // Whether the build folder was made at all, whatever the summary says.
    return { code, output, built: existsSync(dist) };
  } finally {
    rmSync(temp, { recursive: true, force: true });
    removeBuild(root, dist);
  }
}

describe('npm run test:content', () => {
  it('fails on a results row with more passed than appeared, naming the file and the row’s line, and builds nothing', async () => {
    const { code, output, built } = await testContent('results', (content) => {
      const file = path.join(content, 'results/2023.csv');
      writeFileSync(file, readFileSync(file, 'utf8').replace('2023,ENG,B.A. Honours,28,25', '2023,ENG,B.A. Honours,28,31'));
    });
    expect(code).toBe(1);
    expect(output).toMatch(/results\/2023\.csv:3\b/);
    expect(output).toMatch(/FAILED content check/);
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toMatch(/build \(\/college\/\)/);
    expect(built).toBe(false);
  }, 60_000);

  it('fails on a link in a page that leads nowhere, naming the page’s file and line, and builds nothing', async () => {
    const { code, output, built } = await testContent('link', (content) => {
      appendFileSync(path.join(content, 'pages/help.md'), '\nSee [the old timetable](/timetable-2019) too.\n');
    });
    expect(code).toBe(1);
    expect(output).toMatch(/pages\/help\.md:\d+/);
    expect(output).toContain('/timetable-2019');
    expect(output).toMatch(/FAILED content check/);
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toMatch(/build \(\/college\/\)/);
    expect(built).toBe(false);
  }, 60_000);
});
