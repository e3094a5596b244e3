import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { parse } from 'yaml';
import { FIXTURE_DIR } from './fixtureSite.ts';

/** What the built editor's config.yml says about where it writes. */
interface EditorTarget {
  /** The content folder inside the repository, e.g. content. */
  contentPath: string;
  proxyPort: number;
}

/** Reads the served config.yml: the settings' site.yaml names the content folder, local_backend the proxy. */
export function editorTarget(configYaml: string): EditorTarget {
  const config = parse(configYaml) as { local_backend: { url: string }; collections: { name: string; files?: { name: string; file: string }[] }[] };
  const site = config.collections.find((collection) => collection.name === 'settings')!.files!.find((file) => file.name === 'site')!;
  return { contentPath: path.posix.dirname(site.file), proxyPort: Number(new URL(config.local_backend.url).port) };
}

/** A scratch git repository holding a copy of the fixture site where the editor expects its content. */
export function scratchRepository(target: EditorTarget): { repo: string; contentDir: string; remove(): void } {
  const repo = mkdtempSync(path.join(tmpdir(), 'editor-'));
  const contentDir = path.join(repo, ...target.contentPath.split('/'));
  mkdirSync(path.dirname(contentDir), { recursive: true });
  cpSync(FIXTURE_DIR, contentDir, { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.org', 'commit', '-q', '-m', 'Fixture content');
  return { repo, contentDir, remove: () => rmSync(repo, { recursive: true, force: true }) };
}

/** Starts Decap's local proxy (decap-server) on the repository and resolves once it answers. */
export async function startProxy(repo: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.resolve('node_modules/decap-server/dist/index.js')], {
    env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: repo, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) => server.once('exit', (code) => reject(new Error(`decap-server exited (${code}); is port ${port} free?`))));
  const answering = (async () => {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ action: 'info' }),
        });
        if (response.ok) return;
      } catch {
        // Not listening yet: ask again once the event loop has turned.
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  await Promise.race([answering, exited]);
  return server;
}
