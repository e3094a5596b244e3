/**
 * What the editor asks to tell the office whether a change is live: GitHub's documented REST endpoints (the branch's
 * head commit, a commit's combined status, the deploy workflow's runs), with the signed-in user's token when there is
 * one, and the site's own build.json. Every reading that fails answers undefined: the panel then says less, never
 * something untrue.
 */
import { BUILD_INFO_FILE, BuildInfo } from '../../../common/buildInfo.ts';
import type { DeployRun, DeployStatus, NightlyRun } from './publishStatus.ts';

const API = 'https://api.github.com';
/** The commit status deploy.yml sets on each commit it builds. */
const DEPLOY_CONTEXT = 'deploy/site';
/** The deploy workflow's file, which GitHub's API names it by. */
const DEPLOY_WORKFLOW = 'deploy.yml';

/** A GitHub repository (owner/name) and the token to ask with. */
export interface GitHubRepo {
  repo: string;
  token?: string;
}

async function github<T>({ repo, token }: GitHubRepo, path: string): Promise<T | undefined> {
  try {
    const response = await fetch(`${API}/repos/${repo}${path}`, {
      headers: { Accept: 'application/vnd.github+json', ...(token && { Authorization: `token ${token}` }) },
      cache: 'no-store',
    });
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The commit a branch's head is now and the files it changed (GET /repos/{o}/{r}/commits/{ref}: a merged pull
 * request's merge commit lists the files the pull request changed).
 */
export async function headCommit(repo: GitHubRepo, branch: string): Promise<{ sha: string; files: string[] } | undefined> {
  const commit = await github<{ sha?: string; files?: { filename: string }[] }>(repo, `/commits/${encodeURIComponent(branch)}`);
  return commit?.sha ? { sha: commit.sha, files: (commit.files ?? []).map(({ filename }) => filename) } : undefined;
}

/** The deploy/site status of a commit, from its combined status (GET /repos/{o}/{r}/commits/{sha}/status). */
export async function deployStatus(repo: GitHubRepo, commit: string): Promise<DeployStatus | undefined> {
  const combined = await github<{
    statuses?: { context: string; state: DeployStatus['state']; description: string | null; target_url: string | null; updated_at: string }[];
  }>(repo, `/commits/${commit}/status`);
  const status = combined?.statuses?.find(({ context }) => context === DEPLOY_CONTEXT);
  return (
    status && { state: status.state, description: status.description ?? '', ...(status.target_url && { targetUrl: status.target_url }), at: status.updated_at }
  );
}

/** The deploy workflow's recent runs (GET /repos/{o}/{r}/actions/workflows/deploy.yml/runs) matching `query`. */
async function deployRuns<T>(repo: GitHubRepo, query: string): Promise<T[]> {
  return (await github<{ workflow_runs?: T[] }>(repo, `/actions/workflows/${DEPLOY_WORKFLOW}/runs?${query}`))?.workflow_runs ?? [];
}

/** The last ten successful deploys, for how long one usually takes. */
export const recentDeploys = (repo: GitHubRepo) => deployRuns<DeployRun>(repo, 'status=success&per_page=10');

/** The last nightly rebuild. */
export const lastNightly = async (repo: GitHubRepo): Promise<NightlyRun | undefined> => (await deployRuns<NightlyRun>(repo, 'event=schedule&per_page=1'))[0];

/**
 * What the site now served says of its build: build.json beside the editor's folder (the site's root under its base
 * path, on the editor's own host), never from a cache: not the browser's (no-store), nor a host's that keeps files a
 * few minutes whatever the site's headers say (GitHub Pages ignores _headers): each check asks for another address.
 */
export async function siteBuild(base: URL, now = Date.now()): Promise<BuildInfo | undefined> {
  try {
    const address = new URL(BUILD_INFO_FILE, base);
    address.searchParams.set('at', String(now));
    const response = await fetch(address, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const read = BuildInfo.safeParse(await response.json());
    return read.success ? read.data : undefined;
  } catch {
    return undefined;
  }
}
