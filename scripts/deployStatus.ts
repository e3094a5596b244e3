/**
 * `node scripts/deployStatus.ts <pending|success|failure>`: tells GitHub how the deploy of the commit being built is
 * going, as a commit status with the context `deploy/site` (GitHub's REST API, "Create a commit status"). The editor at
 * /admin/ reads it to tell the office whether its change is live (docs/deploying.md, "The deploy status").
 *
 * It reads what GitHub Actions gives every step (GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_SHA, GITHUB_SERVER_URL,
 * GITHUB_RUN_ID), the workflow's GITHUB_TOKEN, PAGE_URL (the deployed page, for success) and CONTENT_PROBLEMS_FILE (the
 * content check's problems, for failure). It imports nothing but Node's own modules, so that Node runs it as it is,
 * before `npm ci` and in the deploy job, which installs nothing. Without GITHUB_TOKEN (not on GitHub Actions) it
 * posts nothing. A status it cannot post is a warning in the run's log, never a failed deploy: it always exits 0.
 */
import { readFileSync } from 'node:fs';

/** The status's name. Decap CMS links an entry to its deploy preview only from a status whose context has "deploy". */
const CONTEXT = 'deploy/site';
/** GitHub refuses a longer description. */
const MOST_CHARACTERS = 140;
const WORDS = {
  pending: 'Publishing your change: the site is being built',
  success: 'Live on the site',
  stopped: 'The build stopped: send this link to the web maintainer',
};

const STATES = ['pending', 'success', 'failure'] as const;
type State = (typeof STATES)[number];

/** A warning GitHub Actions shows on the run's page, beside the log line. */
const warn = (text: string) => console.warn(`::warning title=Deploy status::${text}`);

/** The text cut to GitHub's limit, with an ellipsis where it was cut; whole characters, never half of one. */
function shortened(text: string): string {
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  return characters.length <= MOST_CHARACTERS
    ? characters.join('')
    : `${characters
        .slice(0, MOST_CHARACTERS - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * The content check's first problem, as the editor tells the office (its file as the office knows it, never a path),
 * from the file the check wrote (scripts/content/stepSummary.ts); undefined when it found none, did not run, or found
 * one the office cannot put right (the build's own settings): then the status asks for the web maintainer.
 */
function firstContentProblem(file: string | undefined): string | undefined {
  if (!file) return undefined;
  try {
    const { problems } = JSON.parse(readFileSync(file, 'utf8')) as { problems?: { inOfficeWords?: string }[] };
    const words = problems?.[0]?.inOfficeWords;
    return typeof words === 'string' ? words : undefined;
  } catch {
    return undefined;
  }
}

async function post(state: State): Promise<void> {
  const { GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_SHA, GITHUB_SERVER_URL, GITHUB_RUN_ID, GITHUB_TOKEN, PAGE_URL, CONTENT_PROBLEMS_FILE } = process.env;
  if (!GITHUB_TOKEN) {
    console.log('Not a GitHub Actions run (no GITHUB_TOKEN): no deploy status posted.');
    return;
  }
  const missing = Object.entries({ GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_SHA, GITHUB_SERVER_URL, GITHUB_RUN_ID }).filter(([, value]) => !value);
  if (missing.length > 0) {
    warn(`No deploy status posted: the run does not say ${missing.map(([name]) => name).join(', ')}.`);
    return;
  }
  const runPage = `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`;
  if (state === 'success' && !PAGE_URL) warn("The deploy did not say the site's address: the status links to the run instead.");
  const [description, targetUrl] =
    state === 'pending'
      ? [WORDS.pending, runPage]
      : state === 'success'
        ? [WORDS.success, PAGE_URL || runPage]
        : [firstContentProblem(CONTENT_PROBLEMS_FILE) ?? WORDS.stopped, runPage];
  const body = { state, target_url: targetUrl, description: shortened(description), context: CONTEXT };
  try {
    const response = await fetch(`${GITHUB_API_URL}/repos/${GITHUB_REPOSITORY}/statuses/${GITHUB_SHA}`, {
      method: 'POST',
      headers: {
        Accept: 'application/vnd.github+json',
        Authorization: `Bearer ${GITHUB_TOKEN}`,
        'Content-Type': 'application/json',
        'X-GitHub-Api-Version': '2022-11-28',
        'User-Agent': 'college-website-deploy',
      },
      body: JSON.stringify(body),
      // A slow API must not hold the deploy's runner: the status is worth less than the deploy.
      signal: AbortSignal.timeout(30_000),
    });
    if (response.status === 201) console.log(`Deploy status ${state}: ${body.description}`);
    else warn(`GitHub did not take the deploy status ${state} (answer ${response.status}): ${(await response.text()).slice(0, 200)}`);
  } catch (error) {
    warn(`GitHub could not be reached for the deploy status ${state}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const state = process.argv[2] ?? '';
if ((STATES as readonly string[]).includes(state)) await post(state as State);
else warn(`No deploy status posted: "${state}" is not one of ${STATES.join(', ')}.`);
