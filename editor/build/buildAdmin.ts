/**
 * The editor at /admin/: Decap CMS bundled as its own entry (editor/decap/main.ts), its page, and the config.yml
 * generated from the content schemas, written into a built site's client folder. The bundle (about 4 MB, a
 * few seconds of bundling) is cached under node_modules/.cache by a hash of the lockfile and the editor's sources,
 * so an ordinary build only copies it. Nothing of it is loaded outside /admin/.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { decapConfig, type CmsOptions } from '../config/decapConfig.ts';
import { entryLists } from '../config/entryLists.ts';
import { ENTRY_LISTS_FILE } from '../decap/entryCheck.ts';
import { configText } from '../helpers/configText.ts';
import { ADMIN_FOLDER, adminContentSecurityPolicy } from './adminPolicy.ts';
import { onToolWarning, TOOL_LOG_LEVEL } from '../../scripts/buildSupport/toolOutput.ts';

const ENTRY = 'editor/decap/main.ts';
const MANIFEST = '.vite/manifest.json';

/** Where site.yaml says the editor saves (its optional `editor:` group). */
export interface SiteEditorTarget {
  repository: string;
  branch?: string;
}

interface EditorOptions {
  root: string;
  contentDir: string;
  /** The git repository holding the content folder, which the editor commits to: the project's own unless given. */
  repository?: string;
  siteName: string;
  siteUrl?: string;
  editor?: SiteEditorTarget;
}

/** The file the editor keeps the pages' inline first-screen CSS in, for its preview pane. */
const FIRST_SCREEN_CSS = 'site-first-screen.css';

/** The editor in a built site: its preview pane uses the CSS the site's pages have (inline, then linked). */
// Imported dynamically by scripts/build.ts, which the unused-export check does not follow.
// ts-unused-exports:disable-next-line
export async function buildAdmin(clientDir: string, options: EditorOptions): Promise<{ cached: boolean }> {
  const home = path.join(clientDir, 'index.html');
  const html = existsSync(home) ? readFileSync(home, 'utf8') : '';
  const firstScreen = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => match[1]).join('\n');
  const linked = /<link rel="stylesheet"[^>]*?href="([^"]+\.css)"/.exec(html)?.[1];
  const target = path.join(clientDir, ADMIN_FOLDER);
  const result = await writeEditor(target, { ...options, stylesheets: [...(firstScreen ? [`./${FIRST_SCREEN_CSS}`] : []), ...(linked ? [linked] : [])] });
  // The pages carry their first screen's CSS inline (the rest is linked): the preview needs both, in that order.
  if (firstScreen) writeFileSync(path.join(target, FIRST_SCREEN_CSS), firstScreen);
  return result;
}

/** The editor's files (bundle, page, config.yml) in `target`, which is served at /admin/. */
export async function writeEditor(target: string, options: EditorOptions & { stylesheets: string[] }): Promise<{ cached: boolean }> {
  const { root } = options;
  const cacheRoot = path.join(root, 'node_modules/.cache/admin-bundle');
  const bundleDir = path.join(cacheRoot, bundleKey(root));
  const cached = existsSync(path.join(bundleDir, MANIFEST));
  if (!cached) await bundle(root, bundleDir, cacheRoot);

  rmSync(target, { recursive: true, force: true });
  cpSync(bundleDir, target, { recursive: true, filter: (source) => !source.includes(`${path.sep}.vite`) });
  const manifest = JSON.parse(readFileSync(path.join(bundleDir, MANIFEST), 'utf8')) as Record<string, { file: string; css?: string[] }>;
  const { file: script, css: editorStylesheets = [] } = manifest[ENTRY];
  writeFileSync(path.join(target, 'index.html'), adminPage(script, editorStylesheets, options.stylesheets, options.siteName));
  // Written as JSON, which is YAML too, quicker to write (docs/performance.md) and to read (configText.ts). Forms shared
  // by two collections (a page with documents is in its section's and in Documents) are written out in full each time,
  // never as YAML aliases, which Decap refuses as an alias bomb.
  const cms = cmsOptions(options);
  writeFileSync(path.join(target, 'config.yml'), configText(decapConfig(cms)));
  // What the form's check of an entry needs from other files (editor/decap/entryCheck.ts).
  writeFileSync(path.join(target, ENTRY_LISTS_FILE), JSON.stringify(entryLists(cms.contentDir, cms.contentPath)));
  return { cached };
}

/**
 * The lockfile (every package's exact version), the editor's own sources and the site's modules it imports decide the
 * bundle: the site's renderer for the preview, and the content compiler's checks of an entry with the schemas.
 */
function bundleKey(root: string): string {
  const hash = createHash('sha256');
  const sources = ['editor/**/*.{ts,tsx,css}', 'common/**/*.ts', 'renderer/components/Banner.tsx', 'scripts/content/**/*.ts'];
  for (const file of ['package-lock.json', ...fg.sync(sources, { cwd: root }).sort()]) hash.update(file).update(readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

async function bundle(root: string, bundleDir: string, cacheRoot: string): Promise<void> {
  const started = performance.now();
  const staging = `${cacheRoot}-staging-${process.pid}`;
  // Vite is loaded only when the bundle is to be made (about 0.4 s), not when a build copies the cached one.
  const { build } = await import('vite');
  await build({
    configFile: false,
    root,
    base: './',
    logLevel: TOOL_LOG_LEVEL,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: staging,
      emptyOutDir: true,
      manifest: true,
      copyPublicDir: false,
      // Decap is one large bundle by nature; it is loaded only on /admin/.
      chunkSizeWarningLimit: 10_000,
      rolldownOptions: {
        input: path.join(root, ENTRY),
        onwarn: onToolWarning,
        output: { entryFileNames: 'cms-[hash].js', chunkFileNames: 'cms-[hash].js', assetFileNames: 'cms-[hash][extname]' },
      },
    },
  });
  // Older bundles are of no further use once the lockfile or the sources changed.
  rmSync(cacheRoot, { recursive: true, force: true });
  mkdirSync(cacheRoot, { recursive: true });
  renameSync(staging, bundleDir);
  console.log(`editor bundled for /admin/ (${((performance.now() - started) / 1000).toFixed(1)} s; cached for later builds)`);
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The editor's page: the bundle's script and its own stylesheets (the editor's layout on small screens), and the site's
 * stylesheets named for the preview pane (meta tags the script reads).
 */
function adminPage(script: string, editorStylesheets: string[], stylesheets: string[], siteName: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${adminContentSecurityPolicy({ forMetaTag: true })}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Edit the site · ${escapeAttribute(siteName)}</title>
${editorStylesheets.map((href) => `<link rel="stylesheet" href="./${escapeAttribute(href)}">\n`).join('')}${stylesheets.map((href) => `<meta name="site-stylesheet" content="${escapeAttribute(href)}">\n`).join('')}<script type="module" src="./${script}"></script>
</head>
<body></body>
</html>
`;
}

/** Where the editor commits. Locally: decap-server (DECAP_PROXY_PORT, default 8081) in the project. In production: GitHub. */
function cmsOptions(options: { root: string; contentDir: string; repository?: string; siteUrl?: string; editor?: SiteEditorTarget }): CmsOptions {
  const env = process.env;
  const repository = options.repository ?? options.root;
  return {
    contentDir: options.contentDir,
    contentPath: env.CMS_CONTENT_PATH ?? path.relative(repository, options.contentDir).split(path.sep).join('/'),
    ...githubTarget(env, options.editor, () => gitRemote(repository)),
    localProxyUrl: `http://localhost:${env.DECAP_PROXY_PORT ?? 8081}/api/v1`,
    authUrl: env.CMS_AUTH_URL,
    siteUrl: options.siteUrl,
  };
}

/**
 * The GitHub repository and branch: CMS_REPOSITORY / CMS_BRANCH, else site.yaml's `editor:`, else the CI's own
 * (GitHub Actions, Netlify), else the git remote and main.
 */
export function githubTarget(
  env: NodeJS.ProcessEnv,
  site: SiteEditorTarget | undefined,
  remote: () => string | undefined,
): { repository: string; branch: string } {
  return {
    repository:
      env.CMS_REPOSITORY ??
      site?.repository ??
      env.GITHUB_REPOSITORY ??
      githubRepository(env.REPOSITORY_URL) ??
      githubRepository(remote()) ??
      'owner/repository',
    branch: env.CMS_BRANCH ?? site?.branch ?? env.GITHUB_REF_NAME ?? env.BRANCH ?? 'main',
  };
}

/** "https://github.com/owner/name.git" or "git@github.com:owner/name" -> "owner/name". */
export function githubRepository(url: string | undefined): string | undefined {
  return url ? /github\.com[:/]([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(url.trim())?.[1] : undefined;
}

function gitRemote(root: string): string | undefined {
  try {
    return execFileSync('git', ['remote', 'get-url', 'origin'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}
