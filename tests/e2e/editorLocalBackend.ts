import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configText, readConfigText } from '../../editor/helpers/configText.ts';
import { FIXTURE_DIR } from './fixtureSite.ts';

interface EditorConfig {
  local_backend: { url: string };
  collections: { name: string; files?: { name: string; file: string }[] }[];
}

/** The content folder inside the repository the built editor writes to (e.g. content), from its site.yaml form. */
function contentPathOf(config: EditorConfig): string {
  const site = config.collections.find((collection) => collection.name === 'settings')!.files!.find((file) => file.name === 'site')!;
  return path.posix.dirname(site.file);
}

/**
 * The built editor's config.yml pointing at a proxy on `port` instead of the one named at build time: the test serves
 * this to its browser (page.route), so the editor talks to the proxy the test started and the build stays as it is.
 */
function configForProxy(config: EditorConfig, port: number): string {
  const url = new URL(config.local_backend.url);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return configText({ ...config, local_backend: { ...config.local_backend, url: url.href } });
}

/** A scratch git repository holding a copy of the fixture site where the editor expects its content. */
export function scratchRepository(contentPath: string): { repo: string; contentDir: string; remove(): void } {
  const repo = mkdtempSync(path.join(tmpdir(), 'editor-'));
  const contentDir = path.join(repo, ...contentPath.split('/'));
  mkdirSync(path.dirname(contentDir), { recursive: true });
  cpSync(FIXTURE_DIR, contentDir, { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  // The repository's own identity: Decap's proxy commits each save here, and a new machine's git has none of its own.
  git('config', 'user.name', 'Editor test');
  git('config', 'user.email', 'editor-test@example.org');
  git('add', '.');
  git('commit', '-q', '-m', 'Fixture content');
  // Retried: a file the stopped proxy's git had open may take a moment to be let go of.
  return { repo, contentDir, remove: () => rmSync(repo, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }) };
}

/**
 * Ends a process the tests started in a process group of its own (`detached`), with everything it started (the proxy's
 * git commands, `npm run edit`'s proxy and dev server), and resolves once it has exited: only then may its files go.
 */
export async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = once(child, 'exit');
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // The group had already ended between the look and the kill.
  }
  await exited;
}

/** A port no process listens on now: the system's choice for a listener on port 0, closed again. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * What a proxy on `port` says it serves (decap-server's `info` answer names its repository's folder); undefined while none
 * answers. In its git mode decap-server listens before its handler is in place (it first checks the repository) and
 * answers 404 meanwhile: not an answer yet. (Another server on the port is still refused: ours then fails to listen.)
 */
export async function proxyInfo(port: number): Promise<{ repo?: unknown } | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    });
    if (response.status === 404) return undefined;
    return response.ok ? ((await response.json()) as { repo?: unknown }) : {};
  } catch {
    return undefined;
  }
}

/**
 * How the proxy saves: `fs` writes each save into the files at once (Decap then publishes directly, as `npm run edit`
 * does); `git` keeps the editorial workflow of the production editor: a save is a commit on a branch of its own
 * (cms/<collection>/<slug>, GitHub's pull request), which Publish merges into the repository's branch.
 */
type ProxyMode = 'fs' | 'git';

/**
 * Starts Decap's local proxy (decap-server) on the repository, on `port` of 127.0.0.1, and resolves once it answers.
 * It refuses any other server: a proxy that exits (the port was taken) or an answer naming another repository than
 * this one (a proxy of another checkout) fails the start, so the tests never write into another project.
 */
export async function startProxy(repo: string, port: number, mode: ProxyMode = 'fs'): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.resolve('node_modules/decap-server/dist/index.js')], {
    env: { ...process.env, PORT: String(port), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: repo, MODE: mode, LOG_LEVEL: 'error' },
    // Its errors through this process (a pipe, not the run's own stderr, which a proxy left running would hold open).
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group, so that stopping it stops the git commands it started too.
    detached: true,
  });
  server.stderr!.pipe(process.stderr);
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`decap-server exited (${code}): port ${port} is taken by a server this test did not start`))),
  );
  let waiting = true;
  const answering = (async () => {
    while (waiting) {
      const info = await proxyInfo(port);
      if (info) {
        if (info.repo === path.basename(repo)) return;
        throw new Error(`a server this test did not start answers on port ${port} (it serves ${JSON.stringify(info.repo)}): refusing to write through it`);
      }
      // Not listening yet: ask again shortly. Asking again at once kept this process busy for as long as the proxy took
      // to start (a whole core, 0.3 s on a quiet machine), taking the processor from the proxy itself.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    await Promise.race([answering, exited]);
  } catch (error) {
    await stopGroup(server);
    throw error;
  } finally {
    waiting = false;
  }
  return server;
}

/**
 * A spec's own editor backend: a scratch copy of the fixture site, a proxy on a free port writing into it (`mode`), and the
 * built config.yml pointed at that proxy (to serve the browser in its place). `stop` ends the proxy and, once it has
 * exited, removes the copy.
 */
export async function editorBackend(builtConfigText: string, mode: ProxyMode = 'fs') {
  const builtConfig = readConfigText(builtConfigText) as EditorConfig;
  const contentPath = contentPathOf(builtConfig);
  const scratch = scratchRepository(contentPath);
  const port = await freePort();
  const proxy = await startProxy(scratch.repo, port, mode).catch((error: unknown) => {
    scratch.remove();
    throw error;
  });
  return {
    contentPath,
    scratch,
    config: configForProxy(builtConfig, port),
    async stop() {
      await stopGroup(proxy);
      scratch.remove();
    },
  };
}
