import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeStepSummary } from '../../scripts/content/stepSummary.ts';
import { readWorkflow, runJob } from './workflowRun.ts';

/**
 * The deploy workflow, read as GitHub reads it (YAML 1.2, where `on` is a key, not a boolean). A notice's "New"
 * mark and its expiry depend on the day of the build, so the site must also be rebuilt every day, not only when
 * content is pushed.
 */
const workflow = readWorkflow('deploy.yml');
const triggers = workflow.on as { push?: { branches?: string[] }; schedule?: { cron: string }[] };

/** A cron of five fields that fires once a day: a fixed minute and hour, every day of every month. */
function dailyAt(cron: string): { hour: number; minute: number } | undefined {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5 || fields.slice(2).some((field) => field !== '*')) return undefined;
  // A step, list or range ("*/6", "0,12", "0-5") is not a single number, so it is not once a day.
  const [minute, hour] = fields.slice(0, 2).map(Number);
  return Number.isInteger(minute) && Number.isInteger(hour) && minute >= 0 && minute < 60 && hour >= 0 && hour < 24 ? { hour, minute } : undefined;
}

describe('the deploy workflow (.github/workflows/deploy.yml)', () => {
  it('still deploys on every push to main', () => {
    expect(triggers.push?.branches).toContain('main');
  });

  it('rebuilds once a day on a schedule, early in the day in India, so the build sees the new day', () => {
    const daily = (triggers.schedule ?? []).map((entry) => dailyAt(entry.cron)).filter((time) => time !== undefined);
    expect(daily).toHaveLength(1);
    // GitHub reads cron in UTC; India is 5 h 30 min ahead. The run must fall in India's first hours of the day.
    const { hour, minute } = daily[0];
    const minutesInIndia = (hour * 60 + minute + 330) % (24 * 60);
    expect(minutesInIndia).toBeLessThan(3 * 60);
  });

  it("keeps the build's caches from one run to the next, restored after npm ci (which empties node_modules), pruned by the build", () => {
    // Run as the runner runs it (tests/unit/workflowRun.ts): what the cache step restored is there for the build, and
    // still there when the job ends and the cache saves it.
    const run = runJob(workflow, 'build');
    expect(run.scripts).toEqual(['content:check 24', 'build 24']);
    expect(run.savesBuildCache).toBe(true);
    expect(run.buildCacheKept).toBe(true);
    const steps = workflow.jobs.build.steps;
    const cache = steps.findIndex((step) => step.uses?.startsWith('actions/cache@') && step.with?.path === 'node_modules/.cache');
    const build = steps.findIndex((step) => step.run === 'npm run build');
    // Each run saves its own entry (a cache key is written once), and the next run restores the newest by prefix.
    const { key, 'restore-keys': restoreKeys } = steps[cache].with!;
    expect(key).toContain('${{ github.run_id }}');
    expect(
      restoreKeys
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .every((prefix) => key.startsWith(prefix.replace(/-$/, ''))),
    ).toBe(true);
    expect(steps[build].env?.PRUNE_BUILD_CACHES).toBe('true');
  });
});

describe("the deploy's status on the commit (scripts/deployStatus.ts), which the editor reads", () => {
  const RUNNER_TEMP = '/home/runner/work/_temp';
  const TOKEN = 'the-run-token';
  const PAGE = 'https://college.github.io/website/';
  const expressions = { 'github.token': TOKEN, 'runner.temp': RUNNER_TEMP, 'steps.deployment.outputs.page_url': PAGE };
  const STATUS = 'scripts/deployStatus.ts';

  it("may post statuses with the run's own token, which only the status steps are given", () => {
    expect((workflow as unknown as { permissions: Record<string, string> }).permissions.statuses).toBe('write');
    for (const job of ['build', 'deploy']) {
      const run = runJob(workflow, job, { expressions });
      for (const [step, env] of run.stepEnv) expect(env.GITHUB_TOKEN, step).toBe(step.startsWith('Say ') ? TOKEN : undefined);
    }
  });

  it('says pending before the build job installs or checks anything; the deploy job says success once deployed, with its page', () => {
    const build = runJob(workflow, 'build', { expressions });
    expect(build.failedStep).toBeUndefined();
    expect(build.ran).toEqual([`node ${STATUS} pending`, 'npm content:check 24', 'npm build 24']);
    const buildSteps = workflow.jobs.build.steps;
    expect(buildSteps.findIndex((step) => step.name === 'Say the change is being published')).toBeLessThan(
      buildSteps.findIndex((step) => step.run === 'npm ci'),
    );
    const deploy = runJob(workflow, 'deploy', { expressions });
    expect(deploy.ran).toEqual([`node ${STATUS} success`]);
    expect(deploy.stepEnv.get('Say the change is live')?.PAGE_URL).toBe(PAGE);
    // The status step after the deploy's own: the page it gave is the page deployed.
    const steps = workflow.jobs.deploy.steps;
    expect(steps.findIndex((step) => step.id === 'deployment')).toBeLessThan(steps.findIndex((step) => step.name === 'Say the change is live'));
    // Node runs the script as it is: the job checks out the script and sets up Node 24 first, and installs nothing.
    const checkout = steps.find((step) => step.uses?.startsWith('actions/checkout@'));
    expect(String(checkout?.with?.['sparse-checkout']).split('\n')).toEqual(expect.arrayContaining([STATUS, 'package.json']));
    expect(steps.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with?.['node-version']).toBe(24);
    expect(deploy.scripts).toEqual([]);
  });

  it('says failure when the content check fails, with the file its problems were written to, and builds nothing', () => {
    const run = runJob(workflow, 'build', { failing: ['content:check'], expressions });
    expect(run.failedStep).toBe('Check the content');
    expect(run.ran).toEqual([`node ${STATUS} pending`, 'npm content:check 24', `node ${STATUS} failure`]);
    const problems = run.stepEnv.get('Check the content')?.CONTENT_PROBLEMS_FILE;
    expect(problems).toBe(`${RUNNER_TEMP}/content-problems.json`);
    expect(run.stepEnv.get('Say the deploy stopped')?.CONTENT_PROBLEMS_FILE).toBe(problems);
  });

  it('says failure when the build fails after the content passed (the script then asks for the web maintainer)', () => {
    const run = runJob(workflow, 'build', { failing: ['build'], expressions });
    expect(run.failedStep).toBe('Build');
    expect(run.ran).toEqual([`node ${STATUS} pending`, 'npm content:check 24', 'npm build 24', `node ${STATUS} failure`]);
  });

  it('says failure when the deploy itself fails or the run is cancelled, in either job', () => {
    // The deploy's own step is an action, which this harness does not run: its condition is read instead.
    for (const job of ['build', 'deploy']) {
      const steps = workflow.jobs[job].steps;
      const last = steps.at(-1)!;
      expect(last.run, job).toBe(`node ${STATUS} failure`);
      expect(last.if, job).toBe('failure() || cancelled()');
    }
  });
});

describe("the content check's summary of a CI run", () => {
  const problem = { file: 'content/results/2023.csv', line: 2, column: 'appeared', expected: 'a whole number, or - when there is no figure', found: 'thirty' };
  const warning = { file: 'content/notices/2026/2026-11-20-a.md', line: 3, message: 'an image removed from the page' };

  it('shows the problems as the check prints them, and the warnings apart', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'summary-')), 'summary.md');
    writeStepSummary([problem], [warning], file);
    writeStepSummary([], [], file);
    const summary = readFileSync(file, 'utf8');
    expect(summary).toContain('## The content has problems: nothing will be published');
    expect(summary).toContain(
      'content/results/2023.csv:2  column "appeared"\n  expected a whole number, or - when there is no figure, found "thirty"\n\n1 problem in 1 file. Nothing was written; the last good build is unchanged.',
    );
    expect(summary).toContain('### One warning (published anyway)');
    expect(summary).toContain('warning: content/notices/2026/2026-11-20-a.md:3  an image removed from the page');
    expect(summary).toContain('## The content check passed\n');
    rmSync(path.dirname(file), { recursive: true });
  });
});
