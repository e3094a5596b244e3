import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * A line per Playwright project once the run ends (the Chromium tests, those that mostly wait, Firefox's, WebKit's):
 * how many tests it ran, the time from its first test's start to its last one's end, and its tests' own times added up.
 * `npm test` prints it after the browser tests, each engine's share of the run (playwright.config.ts).
 */
export default class EngineTimes implements Reporter {
  private readonly projects = new Map<string, { tests: number; busyMs: number; first: number; last: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const name = test.parent.project()?.name ?? '';
    const project = this.projects.get(name) ?? { tests: 0, busyMs: 0, first: Infinity, last: 0 };
    const started = result.startTime.getTime();
    project.tests++;
    project.busyMs += result.duration;
    project.first = Math.min(project.first, started);
    project.last = Math.max(project.last, started + result.duration);
    this.projects.set(name, project);
  }

  onEnd(_result: FullResult): void {
    if (!this.projects.size) return;
    console.log('\nBrowser tests by project:');
    for (const [name, { tests, busyMs, first, last }] of this.projects)
      console.log(
        `  ${name.padEnd(8)} ${String(tests).padStart(4)} tests  ${((last - first) / 1000).toFixed(1).padStart(6)} s from first to last  ${(busyMs / 1000).toFixed(1).padStart(6)} s of tests`,
      );
  }

  printsToStdio(): boolean {
    return false;
  }
}
