/**
 * `npm run build`: compile the content, prerender every page with Vike into a staging folder,
 * copy the content files the pages use, and only then replace dist/. A failure at any step
 * leaves the last good dist/client exactly as it was.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { compileContent } from './content/build.ts';
import { formatReport, formatWarning } from './content/errors.ts';
import type { Asset } from './content/context.ts';
import { GENERATED_DIR } from './content/generated.ts';
import { writeImageVariants } from './images/writeImageVariants.ts';
import { checkLinks } from './postbuild/checkLinks.ts';
import { writeSitemap } from './postbuild/sitemap.ts';
import { writeSearchIndex } from './postbuild/searchIndex.ts';
import { deferStylesheets } from './postbuild/deferStylesheet.ts';
import { addMetaPolicy, foreignInlineScripts, writeHeadersFile } from './postbuild/securityHeaders.ts';
import type { GeneratedContent } from './content/generated.ts';

const root = process.cwd();
/** DIST_DIR builds somewhere other than dist/ (parallel work, tests); dist/client is what a host serves. */
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const staging = `${dist}.staging-${process.pid}`;
const started = performance.now();

function fail(message: string): never {
  console.error(message);
  rmSync(staging, { recursive: true, force: true });
  console.error('\nThe build stopped; the last good dist/client is unchanged.');
  process.exit(1);
}

// 1. Content.
const compiled = await compileContent({ root });
for (const warning of compiled.warnings) console.warn(formatWarning(warning));
if (compiled.problems.length > 0) fail(formatReport(compiled.problems));
console.log(`content compiled (${Math.round(performance.now() - started)} ms)`);

// 2. Prerender into the staging folder.
rmSync(staging, { recursive: true, force: true });
const vike = spawnSync(process.execPath, [path.join(root, 'node_modules/vike/bin.js'), 'build'], {
  stdio: 'inherit',
  env: { ...process.env, BUILD_OUT_DIR: staging },
});
if (vike.status !== 0) fail(`vike build failed (exit ${vike.status}).`);

// 3. The content files pages link to (photos, PDFs, logos), served at /files/…
const assets: Asset[] = JSON.parse(readFileSync(path.join(root, GENERATED_DIR, 'assets.json'), 'utf8'));
for (const asset of assets) {
  const target = path.join(staging, 'client', 'files', ...asset.source.split('/'));
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(path.join(root, 'content', ...asset.source.split('/')), target);
}
// Responsive copies of content photos (AVIF, WebP at a few widths) that Photo offers; cached between builds.
const variants = await writeImageVariants(assets, path.join(root, 'content'), path.join(staging, 'client', 'files'), path.join(root, 'node_modules/.cache/image-variants'));
console.log(`image variants: ${variants.written} files (${variants.encoded} encoded, ${variants.milliseconds} ms)`);

// Compiled data the browser fetches (outputs named public/…), served at the site root.
const publicData = path.join(root, GENERATED_DIR, 'public');
if (existsSync(publicData)) cpSync(publicData, path.join(staging, 'client'), { recursive: true });

// The stylesheet stops blocking the first paint (the first screen's CSS is inline).
deferStylesheets(path.join(staging, 'client'));

// 4. sitemap.xml and robots.txt.
const readGenerated = <N extends keyof GeneratedContent>(name: N) =>
  JSON.parse(readFileSync(path.join(root, GENERATED_DIR, `${name}.json`), 'utf8')) as GeneratedContent[N];
const basePath = (process.env.BASE_PATH ?? '').replace(/\/$/, '');
const clientDir = path.join(staging, 'client');
writeSitemap(clientDir, { siteUrl: readGenerated('site').url, basePath, lastUpdated: readGenerated('lastUpdated') });

// Search: every page and every question paper.
const searched = await writeSearchIndex(clientDir, assets);
console.log(`search index: ${searched.pages} pages, ${searched.papers} question papers`);

// 5. Every internal link, image, document and anchor must resolve.
const broken = checkLinks(clientDir, basePath);
if (broken.length > 0) {
  fail(
    [...broken.map((b) => `${b.page}: ${b.link}\n  ${b.reason}`), `\n${broken.length} broken link${broken.length === 1 ? '' : 's'}.`].join('\n'),
  );
}

// 6. Security and caching headers (_headers), and the policy as a <meta> tag for hosts without them.
const foreign = foreignInlineScripts(clientDir);
if (foreign.length > 0) {
  fail([...foreign.map((f) => `${f.page}: an inline script the site's code did not write\n  ${f.script}`), `\n${foreign.length} inline script${foreign.length === 1 ? '' : 's'} from content; remove them.`].join('\n'));
}
writeHeadersFile(clientDir, basePath);
if (process.env.CSP_META === 'true') addMetaPolicy(clientDir);

// 7. Swap the new build in.
const previous = `${dist}.previous-${process.pid}`;
rmSync(previous, { recursive: true, force: true });
if (existsSync(dist)) renameSync(dist, previous);
renameSync(staging, dist);
rmSync(previous, { recursive: true, force: true });
console.log(`built ${path.relative(root, dist)}/client in ${((performance.now() - started) / 1000).toFixed(1)} s`);
