import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_INFO_FILE, BuildInfo } from '../../common/buildInfo.ts';
import { buildInfo, writeBuildInfo } from '../../scripts/postbuild/buildInfo.ts';
import { BuildFailure } from '../../scripts/buildSupport/buildFailure.ts';
import { formatReport, formatWarning, problemInWords, warningInWords } from '../../scripts/content/errors.ts';

/**
 * build.json, what the site says it was built from (common/buildInfo.ts): the build's step on a scratch git repository
 * whose HEAD moves, and the file the fixture build wrote (npm test builds it before the unit tests; run alone, run
 * "npm run build:fixture" first).
 */
const scratch = mkdtempSync(path.join(tmpdir(), 'build-info-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const NO_CI = {} as NodeJS.ProcessEnv;

describe("the build's build.json", () => {
  it('names the commit checked out, and a new one once the checkout has moved on', () => {
    const repo = path.join(scratch, 'repo');
    git(scratch, 'init', '-q', repo);
    const commit = (text: string) => {
      writeFileSync(path.join(repo, 'notice.md'), text);
      git(repo, 'add', '.');
      git(repo, '-c', 'user.name=Office', '-c', 'user.email=office@example.org', 'commit', '-q', '-m', text);
      return git(repo, 'rev-parse', 'HEAD');
    };
    const first = commit('The first notice');
    expect(buildInfo(repo, [], NO_CI).commit).toBe(first);
    const second = commit('The notice, corrected');
    expect(second).not.toBe(first);
    expect(buildInfo(repo, [], NO_CI).commit).toBe(second);
  });

  it("names GitHub Actions' commit when the run gives one (the one its statuses are posted for), and none outside a git checkout", () => {
    const notGit = mkdtempSync(path.join(scratch, 'archive-'));
    const sha = 'ABCDEF0123456789abcdef0123456789abcdef01';
    expect(buildInfo(notGit, [], { GITHUB_SHA: sha }).commit).toBe(sha.toLowerCase());
    expect(buildInfo(notGit, [], NO_CI).commit).toBeNull();
    // Not a commit's name: the checkout's, here none.
    expect(buildInfo(notGit, [], { GITHUB_SHA: 'main' }).commit).toBeNull();
  });

  it('dates itself by SOURCE_DATE_EPOCH when set (two builds of one commit alike), else by the clock, always in UTC', () => {
    const at = new Date('2026-12-01T10:15:30.250+05:30');
    expect(buildInfo(scratch, [], NO_CI, at).builtAt).toBe('2026-12-01T04:45:30.250Z');
    expect(buildInfo(scratch, [], { SOURCE_DATE_EPOCH: '1795392000' }, at).builtAt).toBe('2026-11-23T00:00:00.000Z');
    expect(buildInfo(scratch, [], { SOURCE_DATE_EPOCH: '' }, at).builtAt).toBe('2026-12-01T04:45:30.250Z');
    expect(() => buildInfo(scratch, [], { SOURCE_DATE_EPOCH: 'yesterday' }, at)).toThrow(BuildFailure);
  });

  it("carries the content's warnings in the words the content check prints them, place and message apart", () => {
    const warning = { file: 'content/notices/2026/2026-11-20-a.md', line: 3, message: 'an image removed from the page' };
    const [inWords] = buildInfo(scratch, [warningInWords(warning)], NO_CI).warnings;
    expect(inWords).toEqual({ where: 'content/notices/2026/2026-11-20-a.md:3', message: 'an image removed from the page' });
    expect(formatWarning(warning)).toBe(`warning: ${inWords.where}  ${inWords.message}`);
    // A problem's parts, for the deploy's status, are the lines of the check's own report.
    const problem = { file: 'content/results/2023.csv', line: 2, column: 'appeared', expected: 'a whole number', found: 'thirty', hint: 'digits only' };
    const { where, message, hint } = problemInWords(problem);
    expect(formatReport([problem])).toContain(`${where}\n  ${message}\n  hint: ${hint}`);
    expect(where).toBe('content/results/2023.csv:2  column "appeared"');
  });

  it('is written as JSON that the shape the editor reads accepts', () => {
    const site = mkdtempSync(path.join(scratch, 'client-'));
    writeBuildInfo(site, buildInfo(scratch, [], { SOURCE_DATE_EPOCH: '0' }));
    expect(BuildInfo.parse(JSON.parse(readFileSync(path.join(site, BUILD_INFO_FILE), 'utf8')))).toEqual({
      commit: null,
      builtAt: '1970-01-01T00:00:00.000Z',
      warnings: [],
    });
  });

  it('is at the root of the fixture build, with its commit, its fixed time and its warnings', () => {
    const file = path.join('dist-fixture/client', BUILD_INFO_FILE);
    expect(existsSync(file), 'dist-fixture/ has no build: run "npm run build:fixture" first (npm test builds it)').toBe(true);
    const info = BuildInfo.parse(JSON.parse(readFileSync(file, 'utf8')));
    // A checkout, and the time npm run build:fixture gives it (SOURCE_DATE_EPOCH).
    expect(info.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(info.builtAt).toBe('2026-11-23T00:00:00.000Z');
    // The fixture's disclosures leave some not published yet (tests/fixtures/site/disclosures.yaml).
    expect(info.warnings).toContainEqual({
      where: expect.stringMatching(/^content\/disclosures\.yaml:\d+$/),
      message: expect.stringContaining('is not published yet'),
    });
  });
});
