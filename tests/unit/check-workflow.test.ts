import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The check workflow, read as GitHub reads it: one job, whose step "What the change touches" chooses the content's own
 * check for a change under content/ alone and the whole suite for any other. That step's script is run here as the
 * runner runs it (bash, GITHUB_OUTPUT), on a scratch git repository holding each kind of change.
 */
interface Step {
  name?: string;
  id?: string;
  if?: string;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
}
const workflow = parse(readFileSync(path.join(import.meta.dirname, '../../.github/workflows/check.yml'), 'utf8')) as {
  on: Record<string, unknown>;
  jobs: Record<string, { steps: Step[] }>;
};
const steps = Object.values(workflow.jobs)[0].steps;
const scopeStep = steps.find((step) => step.id === 'scope')!;

/** The commands the job runs for a scope: the steps without a condition, and those whose condition names it. */
function commandsFor(scope: string): string[] {
  return steps
    .filter((step) => {
      if (step.if === undefined) return true;
      const chosen = /^steps\.scope\.outputs\.scope == '(\w+)'$/.exec(step.if);
      expect(chosen, `a condition this test cannot read: ${step.if}`).not.toBeNull();
      return chosen![1] === scope;
    })
    .flatMap((step) => (step.run ? [step.run] : []));
}

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
    expect(commandsFor('content')).toContain('npm run test:content');
    expect(commandsFor('content')).not.toContain('npm test');
  });

  it('for a change touching content/ and anything else, or anything else alone: the whole suite (the content check its first step), then the unit tests on Node 22.12', () => {
    const base = git('rev-parse', 'HEAD');
    const mixed = commit('content/site.yaml', 'scripts/build.ts');
    expect(scopeOf(base, mixed)).toBe('all');
    // A file whose name only starts like the folder is not in it.
    expect(scopeOf(mixed, commit('content-notes.md'))).toBe('all');
    expect(scopeOf(first, commit('README.md'))).toBe('all');
    expect(commandsFor('all')).toEqual(expect.arrayContaining(['npm test', 'npm ci && npm run build:fixture && npm run test:unit']));
    expect(commandsFor('all')).not.toContain('npm run test:content');
    // npm test runs the content check in its own test:content: not a second time before it.
    expect(commandsFor('all').filter((command) => command.includes('content:check'))).toEqual([]);
    const nodes = steps.filter((step) => (step as { uses?: string }).uses?.startsWith('actions/setup-node@'));
    expect(nodes.map((step) => String((step as { with?: { 'node-version'?: unknown } }).with?.['node-version']))).toEqual(['24', '22.12']);
  });

  it('for a new branch (no commit before the push) or a base missing from the history: the whole suite', () => {
    const head = commit('content/site.yaml');
    expect(scopeOf('0000000000000000000000000000000000000000', head)).toBe('all');
    expect(scopeOf('', head)).toBe('all');
    expect(scopeOf('1234567890abcdef1234567890abcdef12345678', head)).toBe('all');
  });
});
