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
