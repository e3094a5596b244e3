import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../scripts/testBrowser.ts';
import { readWorkflow, runJob } from './workflowRun.ts';

/**
 * The check workflow, read as GitHub reads it: one job, whose step "What the change touches" chooses the content's own
 * check for a change under content/ alone and the whole suite for any other. That step's script is run here as the
 * runner runs it (bash, GITHUB_OUTPUT), on a scratch git repository holding each kind of change; the job's other steps
 * are run for each scope too (tests/unit/workflowRun.ts), the project's scripts and the network stubbed.
 */
const workflow = readWorkflow('check.yml');
const steps = Object.values(workflow.jobs)[0].steps;
const scopeStep = steps.find((step) => step.id === 'scope')!;
const job = Object.keys(workflow.jobs)[0];
const runs = { content: runJob(workflow, job, { scope: 'content' }), all: runJob(workflow, job, { scope: 'all' }) };

const repo = mkdtempSync(path.join(tmpdir(), 'check-workflow-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();

/** A commit changing `files` (each written anew), answering with its hash. */
function commit(...files: string[]): string {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), `${file} ${Math.random()}\n`);
  }
  git('add', '.');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.org', 'commit', '-q', '-m', `Change ${files.join(', ')}`);
  return git('rev-parse', 'HEAD');
}

/** What the step chooses for the change from `base` to `head`, run as the runner runs a `shell: bash` step. */
function scopeOf(base: string, head: string): string {
  const output = path.join(repo, '..', `${path.basename(repo)}-output`);
  writeFileSync(output, '');
  try {
    execFileSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', scopeStep.run!], {
      cwd: repo,
      env: { ...process.env, BASE: base, HEAD: head, GITHUB_OUTPUT: output },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return /^scope=(.*)$/m.exec(readFileSync(output, 'utf8'))?.[1] ?? '';
  } finally {
    rmSync(output, { force: true });
  }
}

git('init', '-q', '-b', 'main');
const first = commit('content/notices/2026/2026-11-01-exam.md', 'scripts/build.ts', 'content-notes.md');

describe('the check workflow (.github/workflows/check.yml)', () => {
  it('runs on every push and pull request, as one job (one status name for branch protection)', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
    expect(Object.keys(workflow.jobs)).toEqual(['check']);
    expect(scopeStep.shell).toBe('bash');
    // The change's two ends come from the event: a pull request's base, or the commit a push started from.
    expect(scopeStep.env).toEqual({ BASE: '${{ github.event.pull_request.base.sha || github.event.before }}', HEAD: '${{ github.sha }}' });
  });

  it('for a change under content/ alone: the content check, the live build and its pages, and not the whole suite', () => {
    const contentOnly = commit('content/notices/2026/2026-11-01-exam.md', 'content/results/2026.csv');
    expect(scopeOf(first, contentOnly)).toBe('content');
    expect(runs.content.scripts).toEqual(['test:content 24']);
  });

  it('for a change touching content/ and anything else, or anything else alone: the whole suite (the content check its first step), then the unit tests on Node 22.12', () => {
    const base = git('rev-parse', 'HEAD');
    const mixed = commit('content/site.yaml', 'scripts/build.ts');
    expect(scopeOf(base, mixed)).toBe('all');
    // A file whose name only starts like the folder is not in it.
    expect(scopeOf(mixed, commit('content-notes.md'))).toBe('all');
    expect(scopeOf(first, commit('README.md'))).toBe('all');
    // npm test runs the content check in its own test:content: not a second time before it.
    expect(runs.all.scripts).toEqual(['test 24', 'build:fixture 22.12', 'test:unit 22.12']);
  });

  it('for a new branch (no commit before the push) or a base missing from the history: the whole suite', () => {
    const head = commit('content/site.yaml');
    expect(scopeOf('0000000000000000000000000000000000000000', head)).toBe('all');
    expect(scopeOf('', head)).toBe('all');
    expect(scopeOf('1234567890abcdef1234567890abcdef12345678', head)).toBe('all');
  });
});

describe("the check workflow's engines and caches", () => {
  it('gives each engine the tests drive its variable, or installs its package where the tests look for it', () => {
    const variables = new Set(ENGINES.map(({ variable }) => variable));
    for (const [scope, engines] of [
      ['content', ENGINES.slice(0, 1)],
      ['all', ENGINES],
    ] as const) {
      const { env, aptPackages } = runs[scope];
      for (const name of Object.keys(env).filter((name) => name.endsWith('_PATH'))) expect(variables, `${name} (${scope})`).toContain(name);
      for (const { name, variable, debianPackage } of engines)
        expect(
          variable !== undefined && variable in env ? variable : aptPackages.find((installed) => installed === debianPackage),
          `${name} (${scope})`,
        ).toBeDefined();
    }
  });

  it("keeps the build's caches the suite made: no step after the cache's restore removes or replaces node_modules/.cache", () => {
    for (const run of Object.values(runs)) {
      expect(run.savesBuildCache).toBe(true);
      expect(run.buildCacheKept).toBe(true);
    }
  });
});
