/**
 * A GitHub Actions job run here, step by step, as the runner runs it, in a scratch workspace: each `run` step with bash
 * (`--noprofile --norc -eo pipefail`), in its `working-directory`, with GITHUB_ENV, GITHUB_OUTPUT and GITHUB_WORKSPACE,
 * and with what earlier steps wrote to GITHUB_ENV in its environment. npm and git are real: the workspace is a git
 * repository holding a package whose scripts only record that they ran, so `npm ci` does to node_modules what it does
 * on the runner.
 * What would reach outside the machine is stubbed and recorded instead: `sudo` runs its command, `apt-get` records the
 * packages it is asked for, `npx` records its arguments, and `node` running one of the project's own scripts (which the
 * workspace does not hold) records its arguments; any other `node` (npm itself) is the real one. An `actions/cache` step
 * for node_modules/.cache restores a marker file there; whether the marker is still there when the job ends says what
 * the cache's save would hold.
 * A step fails as on the runner: a project script named in `failing` exits 1, and so does its step. Then, as on the
 * runner, the steps after it run only when their condition asks for a failure (`failure()`, `failure() || cancelled()`).
 * No run is cancelled here. Expressions (`${{ … }}`) in a step's env are empty, or the value `expressions` gives them.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

interface Step {
  name?: string;
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  shell?: string;
  'working-directory'?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { steps: Step[] }>;
}

export const readWorkflow = (name: string): Workflow =>
  parse(readFileSync(path.join(import.meta.dirname, '../../.github/workflows', name), 'utf8')) as Workflow;

const BUILD_CACHE = 'node_modules/.cache';
const MARKER = path.join(BUILD_CACHE, 'restored-by-the-cache-step');

/**
 * Whether a step runs for the change's scope, once a step has failed or not: with no condition (GitHub's `success()`),
 * only while none has; with a condition naming the scope, the same and only for that scope; with one asking for a
 * failure, only once a step has failed.
 */
function runsFor(step: Step, scope: string | undefined, failed: boolean): boolean {
  if (step.if === undefined) return !failed;
  if (/^failure\(\)( \|\| cancelled\(\))?$/.test(step.if)) return failed;
  const chosen = /^steps\.scope\.outputs\.scope == '(\w+)'$/.exec(step.if);
  if (!chosen) throw new Error(`a condition this test cannot read: ${step.if}`);
  return !failed && chosen[1] === scope;
}

interface RunOptions {
  /** The change's scope (the scope step's output, which is not run). */
  scope?: string;
  /** The project's scripts that fail (exit 1) when a step runs them. */
  failing?: string[];
  /** The values of expressions in the steps' env, by their text inside `${{ }}` ("steps.deployment.outputs.page_url"). */
  expressions?: Record<string, string>;
}

interface JobRun {
  /** The variables the steps wrote to GITHUB_ENV, in turn (a later value wins). */
  env: Record<string, string>;
  /** The environment each run step was given beyond the machine's, by its name or command. */
  stepEnv: Map<string, Record<string, string>>;
  /** The Debian or Ubuntu packages asked of apt-get install. */
  aptPackages: string[];
  /** Each npx command line. */
  npx: string[];
  /** Each command line of `node` running one of the project's scripts ("scripts/deployStatus.ts pending"). */
  node: string[];
  /** Every npm script, npx and node command line recorded, in the order they ran ("npm build 24", "node scripts/…"). */
  ran: string[];
  /** The name (or command) of the step that failed, if one did. */
  failedStep?: string;
  /** The project's npm scripts the steps ran, in turn, each with the Node version set up for it ("test:unit 22.12"). */
  scripts: string[];
  /** Whether the job saves node_modules/.cache at its end, and whether what the cache step restored is still there then. */
  savesBuildCache: boolean;
  buildCacheKept: boolean;
}

/** Runs the steps of `job` as the options say, and says what they did. */
export function runJob(workflow: Workflow, job: string, { scope, failing = [], expressions = {} }: RunOptions = {}): JobRun {
  const root = mkdtempSync(path.join(tmpdir(), 'workflow-run-'));
  try {
    const workspace = path.join(root, 'workspace');
    const bin = path.join(root, 'bin');
    const record = path.join(root, 'record');
    mkdirSync(workspace);
    mkdirSync(bin);
    writeFileSync(record, '');
    // What the runner's tools do, without the network: apt-get and npx record, sudo runs what follows it.
    const stub = (name: string, body: string) => {
      writeFileSync(path.join(bin, name), `#!/usr/bin/env bash\n${body}\n`);
      chmodSync(path.join(bin, name), 0o755);
    };
    stub('apt-get', `if [ "$1" = install ]; then shift; for a in "$@"; do case "$a" in -*) ;; *) echo "apt $a" >> '${record}';; esac; done; fi`);
    stub('npx', `echo "npx $*" >> '${record}'`);
    stub('node', `case "$1" in scripts/*) echo "node $*" >> '${record}';; *) exec '${process.execPath}' "$@";; esac`);
    stub('sudo', 'while [[ "$1" == *=* ]]; do export "$1"; shift; done; exec "$@"');

    // Each script of the project's the steps run records its name and the Node of the last setup-node step before it.
    const scripts = Object.fromEntries(
      ['test', 'test:content', 'test:unit', 'build', 'build:fixture', 'content:check'].map((name) => [
        name,
        `echo "npm ${name} $SETUP_NODE" >> '${record}'${failing.includes(name) ? ' && exit 1' : ''}`,
      ]),
    );
    writeFileSync(path.join(workspace, 'package.json'), JSON.stringify({ name: 'scratch', version: '1.0.0', scripts }));
    writeFileSync(
      path.join(workspace, 'package-lock.json'),
      JSON.stringify({ name: 'scratch', version: '1.0.0', lockfileVersion: 3, requires: true, packages: { '': { name: 'scratch', version: '1.0.0' } } }),
    );
    const git = (...args: string[]) => execFileSync('git', args, { cwd: workspace, stdio: 'ignore' });
    git('init', '-q');
    git('add', '.');
    git('-c', 'user.name=Workflow test', '-c', 'user.email=workflow-test@example.org', 'commit', '-q', '-m', 'The scratch workspace');

    const githubEnv = path.join(root, 'github-env');
    const githubOutput = path.join(root, 'github-output');
    writeFileSync(githubEnv, '');
    writeFileSync(githubOutput, '');
    const stepEnv = new Map<string, Record<string, string>>();
    const written = () =>
      Object.fromEntries(
        readFileSync(githubEnv, 'utf8')
          .split('\n')
          .flatMap((line) => {
            const variable = /^(\w+)=(.*)$/.exec(line);
            return variable ? [[variable[1], variable[2]]] : [];
          }),
      );
    const recorded = () => readFileSync(record, 'utf8');
    /** Runs a step's script as the runner does; true when it failed because a script named in `failing` did. */
    const runStep = (step: Step, env: Record<string, string>): boolean => {
      const before = recorded().length;
      try {
        execFileSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
          cwd: path.resolve(workspace, step['working-directory'] ?? '.'),
          env: {
            ...process.env,
            ...env,
            PATH: `${bin}:${process.env.PATH}`,
            GITHUB_ENV: githubEnv,
            GITHUB_OUTPUT: githubOutput,
            GITHUB_WORKSPACE: workspace,
            SETUP_NODE: node,
            npm_config_offline: 'true',
            npm_config_audit: 'false',
            npm_config_fund: 'false',
          },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        return false;
      } catch (error) {
        // Any other failure is the workflow's or this harness's own, and fails the test.
        const ran = recorded().slice(before).split('\n');
        if (failing.some((name) => ran.some((line) => line.startsWith(`npm ${name} `)))) return true;
        throw error;
      }
    };
    let savesBuildCache = false;
    let node = '';
    let failedStep: string | undefined;
    for (const step of workflow.jobs[job].steps) {
      if (step.id === 'scope' || !runsFor(step, scope, failedStep !== undefined)) continue;
      if (step.uses?.startsWith('actions/setup-node@')) node = String(step.with?.['node-version']);
      if (step.uses?.startsWith('actions/cache@') && String(step.with?.path).split('\n').includes(BUILD_CACHE)) {
        savesBuildCache = true;
        mkdirSync(path.join(workspace, BUILD_CACHE), { recursive: true });
        writeFileSync(path.join(workspace, MARKER), 'restored');
      }
      if (!step.run) continue;
      const env = {
        ...written(),
        ...Object.fromEntries(
          Object.entries(step.env ?? {}).map(([name, value]) => [
            name,
            String(value).replace(/\$\{\{([^}]*)\}\}/g, (_, inner: string) => expressions[inner.trim()] ?? ''),
          ]),
        ),
      };
      stepEnv.set(step.name ?? step.run, env);
      if (runStep(step, env)) failedStep ??= step.name ?? step.run;
    }
    const lines = readFileSync(record, 'utf8').split('\n');
    return {
      env: written(),
      stepEnv,
      aptPackages: lines.flatMap((line) => (line.startsWith('apt ') ? [line.slice(4)] : [])),
      npx: lines.flatMap((line) => (line.startsWith('npx ') ? [line.slice(4)] : [])),
      node: lines.flatMap((line) => (line.startsWith('node ') ? [line.slice(5)] : [])),
      ran: lines.filter((line) => /^(npm|npx|node) /.test(line)),
      failedStep,
      scripts: lines.flatMap((line) => (line.startsWith('npm ') ? [line.slice(4)] : [])),
      savesBuildCache,
      buildCacheKept: existsSync(path.join(workspace, MARKER)),
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
