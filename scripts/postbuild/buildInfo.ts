import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_INFO_FILE, BuildInfo } from '../../common/buildInfo.ts';
import { BuildFailure } from '../buildSupport/buildFailure.ts';
import { headCommit } from '../content/facts/lastUpdated.ts';

const COMMIT = /^[0-9a-f]{40}$/;

/**
 * What the site says it was built from (common/buildInfo.ts): the commit, when, and the content's warnings. The commit
 * is GITHUB_SHA on GitHub Actions, the one the deploy's statuses are posted for, else the checkout's HEAD, else null.
 * The time is SOURCE_DATE_EPOCH when set and not empty (seconds since 1970, the reproducible-builds convention), so
 * that two builds of one commit write the same bytes; else the clock.
 */
export function buildInfo(root: string, warnings: BuildInfo['warnings'], env: NodeJS.ProcessEnv = process.env, now = new Date()): BuildInfo {
  const sha = env.GITHUB_SHA?.toLowerCase();
  const head = headCommit(root);
  const commit = sha && COMMIT.test(sha) ? sha : COMMIT.test(head) ? head : null;
  const epoch = env.SOURCE_DATE_EPOCH || undefined;
  if (epoch !== undefined && !/^\d+$/.test(epoch)) {
    throw new BuildFailure(`SOURCE_DATE_EPOCH (environment variable): expected the seconds since 1970 as a whole number, found ${JSON.stringify(epoch)}`);
  }
  const builtAt = (epoch === undefined ? now : new Date(Number(epoch) * 1000)).toISOString();
  // Held to the schema the editor reads with: a build never publishes a build.json the editor would refuse.
  return BuildInfo.parse({ commit, builtAt, warnings });
}

/** Writes build.json at the site's root; its headers (securityHeaders.ts) keep every cache from holding it. */
export function writeBuildInfo(clientDir: string, info: BuildInfo): void {
  writeFileSync(path.join(clientDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
}
