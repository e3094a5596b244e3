import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeProblemsFile } from '../../scripts/content/stepSummary.ts';

/**
 * scripts/deployStatus.ts run for real, as the deploy workflow runs it: by Node alone, no tsx, from a folder holding the
 * script and package.json alone (the deploy job checks out only those, and installs nothing), against a stand-in for GitHub's REST API on loopback that answers "Create a commit status" as GitHub
 * documents it: 201 with the status it made. The flag lets Node 22.12, the oldest the project supports, strip the types
 * too; Node 24, the deploy's, does without it.
 */
const run = promisify(execFile);
const SHA = '0123456789abcdef0123456789abcdef01234567';
const TOKEN = 'ghs_a-token-of-the-run';

interface Received {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}
const received: Received[] = [];
/** What the stand-in answers next: GitHub's 201, or an error. */
let answer = 201;

const api = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  request.on('end', () => {
    const body = JSON.parse(text) as Record<string, unknown>;
    received.push({ method: request.method, url: request.url, headers: request.headers, body });
    response.writeHead(answer, { 'content-type': 'application/json; charset=utf-8' });
    response.end(
      JSON.stringify(
        answer === 201
          ? { url: `https://api.github.com/repos/college/website/statuses/${SHA}`, id: 1, node_id: 'SC_1', ...body, creator: { login: 'github-actions[bot]' } }
          : { message: 'Server Error' },
      ),
    );
  });
});
const folder = mkdtempSync(path.join(tmpdir(), 'deploy-status-'));
const checkout = path.join(folder, 'checkout');
mkdirSync(path.join(checkout, 'scripts'), { recursive: true });
for (const file of ['scripts/deployStatus.ts', 'package.json']) copyFileSync(file, path.join(checkout, file));
let apiUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => {
  api.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => {
  received.length = 0;
  answer = 201;
});

/** The script run with `state`, in an environment holding only what a GitHub Actions step would give it, and `env`. */
async function deployStatus(state: string, env: Record<string, string> = {}) {
  const actions = {
    GITHUB_API_URL: apiUrl,
    GITHUB_REPOSITORY: 'college/website',
    GITHUB_SHA: SHA,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '4242',
    GITHUB_TOKEN: TOKEN,
  };
  const { stdout, stderr } = await run(process.execPath, ['--experimental-strip-types', 'scripts/deployStatus.ts', state], {
    cwd: checkout,
    env: { PATH: process.env.PATH, NODE_NO_WARNINGS: '1', ...actions, ...env },
  });
  return { stdout, stderr };
}

const RUN_PAGE = 'https://github.com/college/website/actions/runs/4242';

describe('the deploy status (scripts/deployStatus.ts)', () => {
  it('posts pending when the build starts, linking to the run', async () => {
    const { stdout } = await deployStatus('pending');
    expect(received).toHaveLength(1);
    const [{ method, url, headers, body }] = received;
    expect(method).toBe('POST');
    expect(url).toBe(`/repos/college/website/statuses/${SHA}`);
    expect(headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(headers.accept).toBe('application/vnd.github+json');
    expect(body).toEqual({ state: 'pending', context: 'deploy/site', description: 'Publishing your change: the site is being built', target_url: RUN_PAGE });
    expect(stdout).toContain('Deploy status pending');
  });

  it('posts success once deployed, linking to the page the deploy gave', async () => {
    await deployStatus('success', { PAGE_URL: 'https://college.github.io/website/' });
    expect(received.map(({ body }) => body)).toEqual([
      { state: 'success', context: 'deploy/site', description: 'Live on the site', target_url: 'https://college.github.io/website/' },
    ]);
  });

  it("posts failure with the content check's first problem in the office's words (no path), cut to GitHub's 140 characters", async () => {
    const problems = path.join(folder, 'problems.json');
    const long = { file: 'content/notices.csv', line: 4, column: 'date', expected: `a date such as 2026-11-23${', or a date'.repeat(20)}` };
    writeProblemsFile([{ file: 'content/results/2023.csv', line: 2, column: 'appeared', expected: 'a whole number', found: 'thirty' }, long], [], problems);
    await deployStatus('failure', { CONTENT_PROBLEMS_FILE: problems });
    expect(received.map(({ body }) => body)).toEqual([
      {
        state: 'failure',
        context: 'deploy/site',
        description: 'In the results of 2023: Row 1, Appeared: a whole number, not “thirty”.',
        target_url: RUN_PAGE,
      },
    ]);

    writeProblemsFile([long], [], problems);
    await deployStatus('failure', { CONTENT_PROBLEMS_FILE: problems });
    const description = String(received[1].body.description);
    // Cut at a space, the space itself goes: 139 characters and the ellipsis at most.
    expect([...description].length).toBeGreaterThan(130);
    expect([...description].length).toBeLessThanOrEqual(140);
    expect(description).toMatch(/^In “notices\.csv”: Row 3, Date: a date such as 2026-11-23, or a date, .*…$/);
  });

  it('posts failure with the first problem of the real content check, from the file it wrote (CONTENT_PROBLEMS_FILE)', async () => {
    const problems = path.join(folder, 'checked.json');
    // The fixture site checked as of a day that is no date: one problem, which the check names first.
    const { GITHUB_STEP_SUMMARY: _summary, ...env } = process.env;
    const check = run(process.execPath, ['--import', 'tsx', 'scripts/content/cli.ts', '--check'], {
      env: { ...env, CONTENT_DIR: 'tests/fixtures/site', BUILD_DATE: 'the 23rd', CONTENT_PROBLEMS_FILE: problems },
    });
    await expect(check).rejects.toMatchObject({ code: 1 });
    await deployStatus('failure', { CONTENT_PROBLEMS_FILE: problems });
    expect(received.map(({ body }) => body.description)).toEqual([
      // A problem of the build's settings, not of the content: nothing the office can put right.
      'The build stopped: send this link to the web maintainer',
    ]);
  }, 30_000);

  it('posts failure asking for the web maintainer when the content was fine but the build or the runner stopped', async () => {
    const problems = path.join(folder, 'none.json');
    writeProblemsFile([], [{ file: 'content/site.yaml', message: 'a warning, which never fails a deploy' }], problems);
    await deployStatus('failure', { CONTENT_PROBLEMS_FILE: problems });
    // No content check ran at all (the runner stopped before it): the same.
    await deployStatus('failure', { CONTENT_PROBLEMS_FILE: path.join(folder, 'never-written.json') });
    await deployStatus('failure');
    expect(received.map(({ body }) => body)).toEqual(
      Array.from({ length: 3 }, () => ({
        state: 'failure',
        context: 'deploy/site',
        description: 'The build stopped: send this link to the web maintainer',
        target_url: RUN_PAGE,
      })),
    );
  });

  it('warns, and still exits 0, when GitHub answers with an error or cannot be reached', async () => {
    answer = 500;
    const { stderr } = await deployStatus('success', { PAGE_URL: 'https://college.github.io/website/' });
    expect(received).toHaveLength(1);
    expect(stderr).toContain('::warning title=Deploy status::GitHub did not take the deploy status success (answer 500)');
    // Nothing listens on port 9 of loopback (discard, not served here): the connection is refused.
    const unreachable = await deployStatus('pending', { GITHUB_API_URL: 'http://127.0.0.1:9' });
    expect(unreachable.stderr).toContain('::warning title=Deploy status::GitHub could not be reached for the deploy status pending');
  });

  it('posts nothing outside GitHub Actions (no GITHUB_TOKEN), saying so, and exits 0', async () => {
    const { stdout } = await deployStatus('pending', { GITHUB_TOKEN: '' });
    expect(stdout).toContain('Not a GitHub Actions run (no GITHUB_TOKEN): no deploy status posted.');
    expect(received).toEqual([]);
  });
});
