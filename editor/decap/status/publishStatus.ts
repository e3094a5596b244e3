/**
 * "Published means live": what the editor tells the office after a change is published, as a pure state machine. A
 * watch starts when Decap publishes (a commit on the branch); each check brings what GitHub's commit status `deploy/site`
 * (set by .github/workflows/deploy.yml) and the site's build.json say, and the watch moves on to live, not live (with
 * the reason), or, after half an hour with neither, to "not known". Nothing here reads a clock or the network: the time
 * is handed in, so the tests drive it with a clock of their own (tests/unit/editor-publish-status.test.ts).
 */
import type { BuildInfo } from '../../../common/buildInfo.ts';

/** The first check right after publishing, then 10 s, doubling to at most 2 min between checks. */
const FIRST_WAIT = 10_000;
const LONGEST_WAIT = 120_000;
/** After half an hour without an answer the editor stops asking and says so. */
export const GIVE_UP_AFTER = 30 * 60_000;
/** How long the site usually takes, when GitHub lists no successful deploy to go by. */
const USUAL_MINUTES = 5;
/** A site built longer ago than this is out of date: the deploy rebuilds it every night. */
const STALE_AFTER = 2 * 24 * 60 * 60_000;
/** The college's time zone: every time is said as the office's clock shows it. */
const TIME_ZONE = 'Asia/Kolkata';
/** How deploy.yml describes a build that stopped for another reason than the content check. */
const STOPPED = /^the build stopped/i;

/** GitHub's commit status of context deploy/site, as far as the editor reads it. */
export interface DeployStatus {
  state: 'pending' | 'success' | 'failure' | 'error';
  description: string;
  /** The run's page (pending, failure) or the site's page (success). */
  targetUrl?: string;
  /** When GitHub last changed it (ISO). */
  at: string;
}

/** What one check found; either may be missing (no status on another host, build.json not reachable). */
export interface Observation {
  deploy?: DeployStatus;
  build?: BuildInfo;
}

/** Why a published change is not live. */
type Reason = { kind: 'check'; message: string } | { kind: 'stopped'; runUrl?: string };

interface Published {
  /** The commit the publish made the branch's head. */
  commit: string;
  /** The changed entry's own page on the site (or the home page). */
  page: string;
  /** When it was published (ms since the epoch). */
  startedAt: number;
}

export type Watch =
  | (Published & { kind: 'publishing'; checks: number; minutes: number })
  | (Published & { kind: 'live'; since: string })
  | (Published & { kind: 'not-live'; reason: Reason; siteVersion?: string })
  | (Published & { kind: 'not-known'; siteVersion?: string });

/** A watch of a change just published, before its first check. */
export function publishing(published: Published, minutes: number = USUAL_MINUTES): Watch {
  return { ...published, kind: 'publishing', checks: 0, minutes };
}

/** The watch after a check made at `now`. Only a change on its way moves; an answer is kept. */
export function observe(watch: Watch, seen: Observation, now: number): Watch {
  if (watch.kind !== 'publishing') return watch;
  const { kind: _, checks: __, minutes: ___, ...published } = watch;
  const siteVersion = seen.build?.builtAt;
  if (seen.build?.commit === watch.commit) return { ...published, kind: 'live', since: seen.build.builtAt };
  if (seen.deploy?.state === 'success')
    return { ...published, kind: 'live', since: seen.build?.builtAt && seen.build.builtAt > seen.deploy.at ? seen.build.builtAt : seen.deploy.at };
  if (seen.deploy?.state === 'failure' || seen.deploy?.state === 'error') {
    const { description, targetUrl } = seen.deploy;
    const reason: Reason =
      !description || STOPPED.test(description) ? { kind: 'stopped', ...(targetUrl && { runUrl: targetUrl }) } : { kind: 'check', message: description };
    return { ...published, kind: 'not-live', reason, ...(siteVersion && { siteVersion }) };
  }
  if (now - watch.startedAt >= GIVE_UP_AFTER) return { ...published, kind: 'not-known', ...(siteVersion && { siteVersion }) };
  return { ...watch, checks: watch.checks + 1 };
}

/** How long to wait before the next check, or undefined when nothing is on its way. */
export function nextCheckIn(watch: Watch | undefined): number | undefined {
  if (watch?.kind !== 'publishing') return undefined;
  return watch.checks === 0 ? 0 : Math.min(FIRST_WAIT * 2 ** (watch.checks - 1), LONGEST_WAIT);
}

/** A successful deploy run as GitHub lists it (the fields read here). */
export interface DeployRun {
  created_at: string;
  run_started_at?: string;
  updated_at: string;
}

/** How many minutes the site usually takes to update: the median of the recent successful runs, rounded up. */
export function usualMinutes(runs: DeployRun[]): number {
  const minutes = runs
    .map((run) => (Date.parse(run.updated_at) - Date.parse(run.run_started_at ?? run.created_at)) / 60_000)
    .filter((length) => Number.isFinite(length) && length > 0)
    .sort((a, b) => a - b);
  if (minutes.length === 0) return USUAL_MINUTES;
  const middle = minutes.length / 2;
  const median = minutes.length % 2 === 1 ? minutes[Math.floor(middle)] : (minutes[middle - 1] + minutes[middle]) / 2;
  return Math.max(1, Math.ceil(median));
}

/** What the panel shows: a sentence, and a link after it. */
export interface Said {
  text: string;
  link?: { href: string; text: string };
  /** Something to put right or to pass on (the panel marks it, besides its words). */
  problem?: true;
}

/** A time as the office's clock shows it ("10:42 am"), with its day when it is not `now`'s ("20 Nov, 9:15 am"). */
function officeTime(iso: string, now: number): string {
  const at = new Date(iso);
  const day = (date: Date) => date.toLocaleDateString('en-IN', { timeZone: TIME_ZONE });
  const time = at.toLocaleTimeString('en-IN', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true });
  return day(at) === day(new Date(now)) ? time : `${at.toLocaleDateString('en-IN', { timeZone: TIME_ZONE, day: 'numeric', month: 'short' })}, ${time}`;
}

/** The watch in the office's words. */
export function say(watch: Watch, now: number): Said {
  const version = 'siteVersion' in watch && watch.siteVersion ? officeTime(watch.siteVersion, now) : undefined;
  switch (watch.kind) {
    case 'publishing':
      return { text: `Publishing your change… the site usually updates within ${watch.minutes} minute${watch.minutes === 1 ? '' : 's'}.` };
    case 'live':
      return { text: `Live since ${officeTime(watch.since, now)} —`, link: { href: watch.page, text: 'see it' } };
    case 'not-live': {
      const notYet = version ? `Not live yet: the site still shows the version of ${version}.` : 'Not live yet.';
      return watch.reason.kind === 'check'
        ? { text: `${notYet} ${watch.reason.message}`, problem: true }
        : {
            text: `${notYet} The build stopped: send this link to the web maintainer:`,
            problem: true,
            ...(watch.reason.runUrl && { link: { href: watch.reason.runUrl, text: 'the build’s page' } }),
          };
    }
    case 'not-known':
      return {
        text: `Your change is published, but after half an hour the site has not said it is live.${version ? ` It still shows the version of ${version}.` : ''} Look at the site later, or ask the web maintainer.`,
      };
  }
}

/**
 * On the local proxy (`npm run edit`): saved into the files on this computer, and what the whole content check said of
 * them when the editor could ask it (`accepted`, or its first problem in the office's words); else only what the check
 * before saving said.
 */
export function savedHere(check: { accepted: true } | { problem: string } | undefined): Said {
  if (!check)
    return { text: 'Saved on this computer. The check before saving found nothing to refuse; the site is not changed until the change is sent to it.' };
  return 'problem' in check
    ? { text: `Saved on this computer, but the site’s build would refuse it: ${check.problem}`, problem: true }
    : { text: 'Saved on this computer. The site’s build would accept it.' };
}

/** The last run of the nightly rebuild as GitHub lists it (the fields read here). */
export interface NightlyRun {
  conclusion: string | null;
  html_url: string;
  created_at: string;
}

/**
 * What the editor's first screen says of the site itself: the nightly rebuild stopped and no build came after it, or
 * the site was built more than two days ago (build.json). Undefined when all is well or nothing is known.
 */
export function siteWarning(nightly: NightlyRun | undefined, build: BuildInfo | undefined, now: number): Said | undefined {
  // A site built since the failed rebuild (a publish, a rebuild run by hand) has what the rebuild would have given it.
  const builtSince = build !== undefined && nightly !== undefined && Date.parse(build.builtAt) > Date.parse(nightly.created_at);
  if (nightly?.conclusion === 'failure' && !builtSince)
    return {
      text: `Last night’s rebuild of the site stopped (${officeTime(nightly.created_at, now)}), so “New” marks and closing dates may be out of date. Send this link to the web maintainer:`,
      link: { href: nightly.html_url, text: 'the rebuild’s page' },
      problem: true,
    };
  if (build && now - Date.parse(build.builtAt) > STALE_AFTER)
    return {
      text: `The site was last built on ${officeTime(build.builtAt, now)}, more than two days ago, so “New” marks and closing dates may be out of date. Tell the web maintainer.`,
      problem: true,
    };
  return undefined;
}
