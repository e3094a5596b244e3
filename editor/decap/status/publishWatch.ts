/**
 * Follows a published change until the site says it is live, or not (publishStatus.ts): checks right away, then after
 * 10 s, doubling to 2 min, for at most half an hour; never while the editor's tab is hidden (it checks again as soon as
 * the tab is shown), and not at all while nothing is on its way. The clock, the tab and the checks are handed in, so the
 * tests drive it with a fake clock (tests/unit/editor-publish-status.test.ts).
 */
import { nextCheckIn, observe, type Observation, type Watch } from './publishStatus.ts';

interface WatchDeps {
  /** One check of the change: what GitHub and build.json say now. */
  check(watch: Watch): Promise<Observation>;
  /** Shows the watch to the office. */
  show(watch: Watch): void;
  /** Keeps the change on its way (undefined once settled), so that an editor opened again follows it. */
  keep(watch: Watch | undefined): void;
  clock: { now(): number; setTimeout(run: () => void, ms: number): unknown; clearTimeout(timer: unknown): void };
  /** Whether the tab is hidden, and a listener for its showing and hiding. */
  tab: { hidden(): boolean; onChange(listener: () => void): void };
}

export class PublishWatch {
  #watch: Watch | undefined;
  #timer: unknown;
  #checking = false;

  constructor(private readonly deps: WatchDeps) {
    deps.tab.onChange(() => {
      this.#stopTimer();
      if (!deps.tab.hidden()) this.#schedule(0);
    });
  }

  /** Follows `watch` from now on, in place of whatever was followed. */
  follow(watch: Watch): void {
    this.#watch = watch;
    this.deps.keep(watch.kind === 'publishing' ? watch : undefined);
    this.deps.show(watch);
    this.#stopTimer();
    this.#schedule();
  }

  #stopTimer(): void {
    if (this.#timer !== undefined) this.deps.clock.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** The next check, after `wait` or the watch's own wait; none while hidden or settled. */
  #schedule(wait?: number): void {
    const due = nextCheckIn(this.#watch);
    if (due === undefined || this.deps.tab.hidden() || this.#checking) return;
    this.#timer = this.deps.clock.setTimeout(() => void this.#check(), wait ?? due);
  }

  async #check(): Promise<void> {
    this.#timer = undefined;
    const watch = this.#watch;
    if (!watch) return;
    this.#checking = true;
    let seen: Observation = {};
    try {
      seen = await this.deps.check(watch);
    } catch {
      // Nothing learnt: the next check asks again.
    } finally {
      this.#checking = false;
    }
    // Another change published meanwhile is followed instead, from its own first check.
    if (this.#watch !== watch) return this.#schedule();
    const next = observe(watch, seen, this.deps.clock.now());
    this.#watch = next;
    this.deps.keep(next.kind === 'publishing' ? next : undefined);
    this.deps.show(next);
    this.#schedule();
  }
}
