/**
 * `npm run edit`: the in-browser editor on this machine. Starts Decap's local proxy (decap-server, which writes
 * straight into content/ of this project) and the dev server, which serves the editor at /admin/ as the build does and
 * reloads pages as content changes. DECAP_PROXY_PORT picks the proxy's port (default 8081, Decap's own); CONTENT_DIR
 * may name a content folder in another git repository, which the proxy then writes into; the dev server takes Vite's
 * settings from VITE_CONFIG (e.g. its port).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import fg from 'fast-glob';
import { CORE_SCHEMA, load } from 'js-yaml';
import { writeEditor, type SiteEditorTarget } from './build/buildAdmin.ts';
import { missingGitIdentity } from './gitIdentity.ts';
import { contentDirOf } from '../scripts/content/contentDir.ts';

const root = process.cwd();
const contentDir = contentDirOf(root);
process.env.DECAP_PROXY_PORT ??= '8081';
const adminDir = path.join(root, 'node_modules/.cache/admin-dev');

// The dev server serves the site's stylesheets as they are (?direct), for the editor's preview pane.
const stylesheets = fg
  .sync('renderer/styles/*.css', { cwd: root })
  .sort()
  .map((file) => `/${file}?direct`);
const site = siteSettings();
const repository = repositoryOf(contentDir);
const noIdentity = missingGitIdentity(repository);
if (noIdentity) {
  console.error(`\n${noIdentity}\n`);
  process.exit(1);
}
await writeEditor(adminDir, { root, contentDir, repository, siteName: site.name, editor: site.editor, stylesheets });

const children: ChildProcess[] = [];
const stopAll = (code: number) => {
  for (const child of children) if (child.exitCode === null) child.kill();
  process.exitCode = code;
};
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const proxy = spawn(process.execPath, [path.join(root, 'node_modules/decap-server/dist/index.js')], {
  env: { ...process.env, PORT: process.env.DECAP_PROXY_PORT, GIT_REPO_DIRECTORY: repository },
  stdio: 'inherit',
});
const dev = spawn('npm', ['run', 'dev'], { env: { ...process.env, ADMIN_DEV_DIR: adminDir }, stdio: ['inherit', 'pipe', 'inherit'] });
children.push(proxy, dev);
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));

// Vike prints the dev server's address; the editor is at /admin/ there.
let announced = false;
dev.stdout!.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  const address = /(http:\/\/[\w.[\]:-]+:\d+)/.exec(stripVTControlCharacters(chunk.toString()))?.[1];
  if (address && !announced) {
    announced = true;
    console.log(`\n  Edit the site at ${address}/admin/  (changes are saved into ${path.relative(root, contentDir)}/; Ctrl+C stops)\n`);
  }
});

/** The git repository holding `folder` (this project's, for its own content/), or the project when it is in none. */
function repositoryOf(folder: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: folder, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return root;
  }
}

/**
 * The college's name for the editor's title and where site.yaml says the editor saves, read leniently (a broken
 * site.yaml must not stop the editor that can fix it).
 */
function siteSettings(): { name: string; editor?: SiteEditorTarget } {
  try {
    const site = load(readFileSync(path.join(contentDir, 'site.yaml'), 'utf8'), { schema: CORE_SCHEMA }) as {
      name?: unknown;
      editor?: Partial<SiteEditorTarget>;
    };
    const editor = site?.editor;
    return {
      name: typeof site?.name === 'string' ? site.name : 'the college',
      ...(typeof editor?.repository === 'string' && {
        editor: { repository: editor.repository, ...(typeof editor.branch === 'string' && { branch: editor.branch }) },
      }),
    };
  } catch {
    return { name: 'the college' };
  }
}
