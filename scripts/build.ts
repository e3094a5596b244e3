/**
 * `npm run build`: compile the content, prerender every page with Vike into a staging folder,
 * copy the content files the pages use, and only then replace dist/. A failure at any step (a reported
 * problem or an exception) removes the staging folder, names the file involved without a stack trace,
 * and leaves the last good dist/client exactly as it was.
 * CONTENT_DIR builds another content folder (the tests' fixture site); DIST_DIR writes elsewhere than dist/.
 */
import './lib/productionEnv.ts';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { build as vikeBuild, prerender as vikePrerender } from 'vike/api';
import { compileContent } from './content/build.ts';
import { formatReport, formatWarning } from './content/errors.ts';
import type { Asset } from './content/context.ts';
import { GENERATED_DIR } from './content/generated.ts';
import type { GeneratedContent } from './content/generated.ts';
import { writeImageVariants } from './images/writeImageVariants.ts';
import { BuildFailure, describeFailure, FileFailure } from './lib/buildFailure.ts';
import { contentDirOf } from './lib/contentDir.ts';
import { swapIn } from './lib/swapIn.ts';
import { checkLinks } from './postbuild/checkLinks.ts';
import { writeSitemap } from './postbuild/sitemap.ts';
import { writeNoticeFeeds } from './postbuild/noticeFeeds.ts';
import { writeSearchIndex } from './postbuild/searchIndex.ts';
import { deferStylesheets } from './postbuild/deferStylesheet.ts';
import { buildAdmin } from './admin/buildAdmin.ts';
import { addMetaPolicy, foreignInlineScripts, writeHeadersFile } from './postbuild/securityHeaders.ts';

const root = process.cwd();
const contentDir = contentDirOf(root);
/** dist/client is what a host serves. */
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const staging = `${dist}.staging-${process.pid}`;
const clientDir = path.join(staging, 'client');
const basePath = (process.env.BASE_PATH ?? '').replace(/\/$/, '');
const started = performance.now();
/** What the build is doing, for the failure message. */
let step = 'compiling the content';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

async function buildIntoStaging(): Promise<void> {
  // 1. Content.
  const compiled = await compileContent({ root, contentDir });
  for (const warning of compiled.warnings) console.warn(formatWarning(warning));
  if (compiled.problems.length > 0) throw new BuildFailure(formatReport(compiled.problems));
  console.log(`content compiled from ${path.relative(root, contentDir)}/ (${Math.round(performance.now() - started)} ms)`);

  // 2. Prerender into the staging folder.
  step = 'bundling the pages';
  rmSync(staging, { recursive: true, force: true });
  // Prerendering is called separately: when Vike runs it as part of the build, a failing page ends the
  // process (no chance to clean up or to name the page); called on its own it throws like any step.
  const viteConfig = { build: { outDir: staging } };
  await vikeBuild({ viteConfig, vikeConfig: { prerender: { disableAutoRun: true } } });
  step = 'prerendering the pages';
  await vikePrerender({ viteConfig });
  // Vike writes each page's data as index.pageContext.json for client-side navigation, which this site does
  // not use (clientHooks: false, no setting turns the files off): they would only publish each page's source path.
  for (const file of fg.sync('**/*.pageContext.json', { cwd: clientDir })) rmSync(path.join(clientDir, file));

  // 3. The content files pages link to (photos, PDFs, logos), served at /files/…
  step = 'copying the content files';
  const assets: Asset[] = JSON.parse(readFileSync(path.join(root, GENERATED_DIR, 'assets.json'), 'utf8'));
  for (const asset of assets) {
    const source = path.join(contentDir, ...asset.source.split('/'));
    const target = path.join(clientDir, 'files', ...asset.source.split('/'));
    try {
      mkdirSync(path.dirname(target), { recursive: true });
      cpSync(source, target);
    } catch (error) {
      throw new FileFailure(source, error);
    }
  }
  // Responsive copies of content photos (AVIF, WebP at a few widths) that Photo offers; cached between builds.
  step = 'making the responsive image copies';
  const variants = await writeImageVariants(assets, contentDir, path.join(clientDir, 'files'), path.join(root, 'node_modules/.cache/image-variants'));
  console.log(`image variants: ${variants.written} files (${variants.encoded} encoded, ${variants.milliseconds} ms)`);

  // Compiled data the browser fetches (outputs named public/…), served at the site root.
  const publicData = path.join(root, GENERATED_DIR, 'public');
  if (existsSync(publicData)) cpSync(publicData, clientDir, { recursive: true });

  // The stylesheet stops blocking the first paint (the first screen's CSS is inline).
  step = 'deferring the stylesheet';
  deferStylesheets(clientDir);

  // 4. sitemap.xml, robots.txt and the notices' feeds.
  step = 'writing the sitemap';
  const readGenerated = <N extends keyof GeneratedContent>(name: N) =>
    JSON.parse(readFileSync(path.join(root, GENERATED_DIR, `${name}.json`), 'utf8')) as GeneratedContent[N];
  writeSitemap(clientDir, { siteUrl: readGenerated('site').url, basePath, lastUpdated: readGenerated('lastUpdated') });
  step = 'writing the notice feeds';
  writeNoticeFeeds(clientDir, { siteName: readGenerated('site').name, siteUrl: readGenerated('site').url, basePath, board: readGenerated('notices') });

  // Search: every page and every question paper.
  step = 'indexing the pages for search';
  const searched = await writeSearchIndex(clientDir, assets);
  console.log(`search index: ${searched.pages} pages, ${searched.papers} question papers`);

  // 5. Every internal link, image, document and anchor must resolve.
  step = 'checking the links';
  const broken = checkLinks(clientDir, basePath);
  if (broken.length > 0) {
    throw new BuildFailure([...broken.map((b) => `${b.page}: ${b.link}\n  ${b.reason}`), `\n${plural(broken.length, 'broken link')}.`].join('\n'));
  }

  // The editor at /admin/ (its own bundle, page and generated config.yml); no page links to it.
  step = 'building the editor (/admin/)';
  await buildAdmin(clientDir, { root, contentDir, siteName: readGenerated('site').name, siteUrl: readGenerated('site').url });

  // 6. Security and caching headers (_headers), and the policy as a <meta> tag for hosts without them.
  step = 'writing the security headers';
  const foreign = foreignInlineScripts(clientDir);
  if (foreign.length > 0) {
    throw new BuildFailure(
      [...foreign.map((f) => `${f.page}: an inline script the site's code did not write\n  ${f.script}`), `\n${plural(foreign.length, 'inline script')} from content; remove them.`].join('\n'),
    );
  }
  writeHeadersFile(clientDir, basePath);
  if (process.env.CSP_META === 'true') addMetaPolicy(clientDir);
}

try {
  await buildIntoStaging();
  // 7. Swap the new build in.
  step = 'replacing the previous build';
  swapIn(staging, dist);
  console.log(`built ${path.relative(root, dist)}/client in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  console.error(describeFailure(error, step, root));
  console.error('\nThe build stopped; the last good dist/client is unchanged.');
  process.exitCode = 1;
}
