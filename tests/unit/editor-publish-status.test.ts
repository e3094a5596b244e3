/**
 * "Published means live" in the editor, without a browser: the state machine of a published change
 * (editor/decap/status/publishStatus.ts) driven by a clock of the test's own, the checks it schedules
 * (publishWatch.ts) on vitest's fake clock, and the page a change links (entryPage.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GIVE_UP_AFTER,
  nextCheckIn,
  observe,
  publishing,
  say,
  savedHere,
  siteWarning,
  usualMinutes,
  type Observation,
  type Watch,
} from '../../editor/decap/status/publishStatus.ts';
import { PublishWatch } from '../../editor/decap/status/publishWatch.ts';
import { entryPage } from '../../editor/decap/status/entryPage.ts';

const COMMIT = 'a'.repeat(40);
const OLDER = 'b'.repeat(40);
/** 23 November 2026, 10:30 in Kolkata. */
const PUBLISHED_AT = Date.parse('2026-11-23T05:00:00Z');
const PAGE = 'https://www.example.org/notices/2026-11-23-exam-timetable';
const change = () => publishing({ commit: COMMIT, page: PAGE, startedAt: PUBLISHED_AT }, 4);
const seconds = (count: number) => count * 1000;
const pending: Observation = {
  deploy: { state: 'pending', description: 'Publishing your change: the site is being built', at: '2026-11-23T05:00:10Z' },
  build: { commit: OLDER, builtAt: '2026-11-23T03:45:00Z', warnings: [] },
};

describe('a published change', () => {
  it('says it is on its way, with the minutes a deploy usually takes', () => {
    expect(say(change(), PUBLISHED_AT).text).toBe('Publishing your change… the site usually updates within 4 minutes.');
  });

  it('is checked at once, then after 10 s doubling to 2 min, and given up after half an hour', () => {
    let watch = change();
    const waits: number[] = [];
    let now = PUBLISHED_AT;
    while (watch.kind === 'publishing') {
      const wait = nextCheckIn(watch)!;
      waits.push(wait);
      now += wait;
      watch = observe(watch, pending, now);
    }
    expect(waits.slice(0, 7)).toEqual([0, 10_000, 20_000, 40_000, 80_000, 120_000, 120_000]);
    expect(now - PUBLISHED_AT).toBeGreaterThanOrEqual(GIVE_UP_AFTER);
    expect(now - PUBLISHED_AT).toBeLessThan(GIVE_UP_AFTER + 120_000);
    expect(watch.kind).toBe('not-known');
    expect(say(watch, now).text).toBe(
      'Your change is published, but after half an hour the site has not said it is live. It still shows the version of 9:15 am. Look at the site later, or ask the web maintainer.',
    );
    expect(nextCheckIn(watch)).toBeUndefined();
  });

  it('is live once its deploy/site status is success, since that time in Kolkata, linking its page', () => {
    const live = observe(
      change(),
      { deploy: { state: 'success', description: 'Live on the site', targetUrl: PAGE, at: '2026-11-23T05:12:00Z' } },
      PUBLISHED_AT + seconds(30),
    );
    expect(say(live, PUBLISHED_AT + seconds(60))).toEqual({ text: 'Live since 10:42 am —', link: { href: PAGE, text: 'see it' } });
    expect(nextCheckIn(live)).toBeUndefined();
  });

  it('is live once build.json names its commit, with no status at all (another host)', () => {
    const live = observe(change(), { build: { commit: COMMIT, builtAt: '2026-11-23T05:05:00Z', warnings: [] } }, PUBLISHED_AT + seconds(10));
    expect(say(live, PUBLISHED_AT).text).toBe('Live since 10:35 am —');
  });

  it('is not live when the content check stopped the deploy, in the check’s own words, with the version the site shows', () => {
    const refused = observe(
      change(),
      {
        deploy: { state: 'failure', description: 'Exam timetable, Expires: a date after the notice’s own date.', at: '2026-11-23T05:03:00Z' },
        build: pending.build,
      },
      PUBLISHED_AT + seconds(10),
    );
    expect(say(refused, PUBLISHED_AT).text).toBe(
      'Not live yet: the site still shows the version of 9:15 am. Exam timetable, Expires: a date after the notice’s own date.',
    );
  });

  it('is not live when the build stopped otherwise, with the run’s page to send on', () => {
    const run = 'https://github.com/college/website/actions/runs/42';
    const stopped = observe(
      change(),
      { deploy: { state: 'failure', description: 'The build stopped: send this link to the web maintainer', targetUrl: run, at: '2026-11-23T05:03:00Z' } },
      PUBLISHED_AT,
    );
    expect(say(stopped, PUBLISHED_AT)).toEqual({
      text: 'Not live yet. The build stopped: send this link to the web maintainer:',
      link: { href: run, text: 'the build’s page' },
      problem: true,
    });
  });

  it('keeps its answer once it has one', () => {
    const live = observe(change(), { build: { commit: COMMIT, builtAt: '2026-11-23T05:05:00Z', warnings: [] } }, PUBLISHED_AT);
    expect(observe(live, { deploy: { state: 'failure', description: 'Later failure', at: '2026-11-23T06:00:00Z' } }, PUBLISHED_AT + seconds(99))).toBe(live);
  });
});

describe('how long the site usually takes', () => {
  const run = (started: string, minutes: number) => ({
    created_at: started,
    run_started_at: started,
    updated_at: new Date(Date.parse(started) + minutes * 60_000).toISOString(),
  });

  it('is the median of the recent successful deploys, rounded up', () => {
    expect(usualMinutes([run('2026-11-20T04:00:00Z', 3.2), run('2026-11-21T04:00:00Z', 2.5), run('2026-11-22T04:00:00Z', 9)])).toBe(4);
    expect(usualMinutes([run('2026-11-20T04:00:00Z', 2), run('2026-11-21T04:00:00Z', 3)])).toBe(3);
  });

  it('is five minutes when GitHub lists none', () => {
    expect(usualMinutes([])).toBe(5);
  });
});

describe('the site on the editor’s first screen', () => {
  const now = PUBLISHED_AT;
  it('says the nightly rebuild stopped, with its page', () => {
    const said = siteWarning(
      { conclusion: 'failure', html_url: 'https://github.com/college/website/actions/runs/7', created_at: '2026-11-22T18:35:00Z' },
      undefined,
      now,
    );
    expect(said).toEqual({
      text: 'Last night’s rebuild of the site stopped (12:05 am), so “New” marks and closing dates may be out of date. Send this link to the web maintainer:',
      link: { href: 'https://github.com/college/website/actions/runs/7', text: 'the rebuild’s page' },
      problem: true,
    });
  });

  it('says nothing of a stopped rebuild once the site was built after it', () => {
    const stopped = { conclusion: 'failure', html_url: 'https://github.com/college/website/actions/runs/7', created_at: '2026-11-22T18:35:00Z' };
    expect(siteWarning(stopped, { commit: null, builtAt: '2026-11-23T04:10:00Z', warnings: [] }, now)).toBeUndefined();
    expect(siteWarning(stopped, { commit: null, builtAt: '2026-11-21T18:36:00Z', warnings: [] }, now)?.link?.href).toBe(stopped.html_url);
  });

  it('says the site is more than two days old, and nothing of a site built yesterday', () => {
    expect(siteWarning(undefined, { commit: null, builtAt: '2026-11-20T18:35:00Z', warnings: [] }, now)?.text).toBe(
      'The site was last built on 21 Nov, 12:05 am, more than two days ago, so “New” marks and closing dates may be out of date. Tell the web maintainer.',
    );
    expect(
      siteWarning({ conclusion: 'success', html_url: '', created_at: '' }, { commit: null, builtAt: '2026-11-22T18:35:00Z', warnings: [] }, now),
    ).toBeUndefined();
  });
});

describe('a change saved with the local proxy', () => {
  it('says it is saved on this computer, and what the whole check said', () => {
    expect(savedHere({ accepted: true }).text).toBe('Saved on this computer. The site’s build would accept it.');
    expect(savedHere({ problem: 'In “site.yaml”: Name: needed.' }).text).toBe(
      'Saved on this computer, but the site’s build would refuse it: In “site.yaml”: Name: needed.',
    );
    expect(savedHere(undefined).text).toMatch(/^Saved on this computer\. The check before saving found nothing to refuse/);
  });
});

describe('the page a published change links', () => {
  const folders = { notices: 'notices', pages: 'pages' };
  const site = 'https://www.example.org/college/';
  it('is a notice’s own page, a Markdown page’s, or else the home page', () => {
    expect(entryPage(site, ['content/attachments/timetable.pdf', 'content/notices/2026/2026-11-23-exam-timetable.md'], 'content', folders)).toBe(
      'https://www.example.org/college/notices/2026-11-23-exam-timetable',
    );
    // Its address as the compiler makes it: the accent dropped, a title in another script the date alone.
    expect(entryPage(site, ['content/notices/2026/2026-11-23-Café opening.md'], 'content', folders)).toBe(
      'https://www.example.org/college/notices/2026-11-23-cafe-opening',
    );
    expect(entryPage(site, ['content/notices/2026/2026-11-23-परीक्षा.md'], 'content', folders)).toBe('https://www.example.org/college/notices/2026-11-23');
    expect(entryPage(site, ['content/pages/home/missionVision.md'], 'content', folders)).toBe('https://www.example.org/college/home/missionVision');
    expect(entryPage(site, ['content/site.yaml'], 'content', folders)).toBe(site);
  });
});

describe('the checks of a change on its way', () => {
  let hidden = false;
  let onChange: () => void = () => undefined;
  let answers: Observation[];
  let shown: Watch[];
  let kept: (Watch | undefined)[];
  let checked: number[];

  const watcher = () =>
    new PublishWatch({
      check: () => {
        checked.push(Date.now() - PUBLISHED_AT);
        return Promise.resolve(answers.shift() ?? pending);
      },
      show: (watch) => shown.push(watch),
      keep: (watch) => kept.push(watch),
      clock: { now: () => Date.now(), setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (timer) => clearTimeout(timer as number) },
      tab: { hidden: () => hidden, onChange: (listener) => (onChange = listener) },
    });

  beforeEach(() => {
    vi.useFakeTimers({ now: PUBLISHED_AT });
    hidden = false;
    answers = [];
    shown = [];
    kept = [];
    checked = [];
  });
  afterEach(() => vi.useRealTimers());

  it('asks at once, after 10 s and 20 s, then stops once the change is live and forgets it', async () => {
    answers = [pending, pending, { build: { commit: COMMIT, builtAt: '2026-11-23T05:00:30Z', warnings: [] } }];
    watcher().follow(change());
    await vi.advanceTimersByTimeAsync(seconds(120));
    expect(checked).toEqual([0, seconds(10), seconds(30)]);
    expect(shown.map(({ kind }) => kind)).toEqual(['publishing', 'publishing', 'publishing', 'live']);
    expect(kept.at(-2)?.kind).toBe('publishing');
    expect(kept.at(-1)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(seconds(3600));
    expect(checked).toHaveLength(3);
  });

  it('asks nothing while the tab is hidden, and asks at once when it is shown again', async () => {
    const watch = watcher();
    watch.follow(change());
    await vi.advanceTimersByTimeAsync(seconds(1));
    expect(checked).toEqual([0]);
    hidden = true;
    onChange();
    await vi.advanceTimersByTimeAsync(seconds(600));
    expect(checked).toEqual([0]);
    hidden = false;
    onChange();
    await vi.advanceTimersByTimeAsync(0);
    expect(checked).toEqual([0, seconds(601)]);
  });

  it('asks nothing when nothing is on its way', async () => {
    watcher();
    onChange();
    await vi.advanceTimersByTimeAsync(seconds(3600));
    expect(checked).toEqual([]);
  });
});
