/**
 * `npm run build`: the steps below, one after the other, into a staging folder that replaces dist/ only once every
 * step has passed. A failure at any step (a reported problem or an exception) removes the staging folder, names the
 * file involved without a stack trace, and leaves the last good dist/client exactly as it was.
 * CONTENT_DIR builds another content folder (the tests' fixture site); DIST_DIR writes elsewhere than dist/.
 */
import './lib/productionEnv.ts';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { build as vikeBuild, prerender as vikePrerender } from 'vike/api';
import { GENERATED_DIR, type GeneratedContent } from '../lib/generated.ts';
import { buildAdmin } from './admin/buildAdmin.ts';
import { compileForBuild } from './content/compileForBuild.ts';
import { writeImageVariants } from './images/writeImageVariants.ts';
import { BuildFailure, describeFailure } from './lib/buildFailure.ts';
import { codeKey } from './lib/codeKey.ts';
import { contentDirOf } from './lib/contentDir.ts';
import { copyContentFiles } from './lib/copyContentFiles.ts';
import { phaseTimer } from './lib/phaseTimer.ts';
import { swapIn } from './lib/swapIn.ts';
import { checkLinks } from './postbuild/checkLinks.ts';
import { firstPaintHtml } from './postbuild/deferStylesheet.ts';
import { htmlFiles, type SiteHtml } from './postbuild/htmlFiles.ts';
import { writeNoticeFeeds } from './postbuild/noticeFeeds.ts';
import { writeSearchIndex } from './postbuild/searchIndex.ts';
import { contentSecurityPolicy, foreignInlineScripts, withMetaPolicy, writeHeadersFile } from './postbuild/securityHeaders.ts';
import { sitePages } from './postbuild/sitePages.ts';
import { writeSitemap } from './postbuild/sitemap.ts';

const root = process.cwd();
const contentDir = contentDirOf(root);
/** dist/client is what a host serves. */
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const staging = `${dist}.staging-${process.pid}`;
const clientDir = path.join(staging, 'client');
const basePath = (process.env.BASE_PATH ?? '').replace(/\/$/, '');
const viteConfig = { build: { outDir: staging } };
const started = performance.now();
const timer = phaseTimer();
/** What the build is doing, for the failure message. */
let step = '';

/** One step of the build: named for the failure message, timed for the log. */
const phase = <T>(name: string, doing: string, run: () => T | Promise<T>, detail?: (result: T) => string) => {
  step = doing;
  return timer.time(name, run, detail);
};

/** One of the compiled JSON files (lib/generated.ts), once the content step has written them. */
const readGenerated = <N extends keyof GeneratedContent>(name: N) =>
  JSON.parse(readFileSync(path.join(root, GENERATED_DIR, `${name}.json`), 'utf8')) as GeneratedContent[N];

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

async function buildIntoStaging(): Promise<void> {
  // 1. The content, validated and compiled into .generated/ (scripts/content/), and 2. the pages' code, bundled by Vite
  // and Vike, side by side: the bundle reads no content. Prerendering is a step of its own: run as part of the bundle, a
  // failing page would end the process (no chance to clean up or to name the page). Both end before either's failure
  // stops the build, since the staging folder is removed only once nothing writes into it; a content problem is said first.
  const compiling = phase(
    'content',
    'compiling the content',
    async () => {
      const compiled = await compileForBuild({ root, contentDir, code: codeKey(root, contentDir) });
      for (const warning of compiled.warnings) console.warn(warning);
      if (compiled.failure) throw new BuildFailure(compiled.failure);
      return compiled.markdown;
    },
    (markdown) => `from ${path.relative(root, contentDir)}/; Markdown: ${markdown.rendered} rendered, ${markdown.reused} unchanged and taken from the cache`,
  );
  const bundling = phase('bundle', 'bundling the pages', () => vikeBuild({ viteConfig, vikeConfig: { prerender: { disableAutoRun: true } } }));
  for (const settled of await Promise.allSettled([compiling, bundling])) if (settled.status === 'rejected') throw settled.reason;
  const routeTable = readGenerated('routes');
  const assets = readGenerated('assets');
  const site = readGenerated('site');

  // 3. Every page prerendered to HTML on disk (pages read the compiled content through renderer/content.ts). Vike also
  // writes each page's data as index.pageContext.json, for client-side navigation, which this site does not use
  // (renderer/+config.ts, clientHooks: false): those are removed, so that no page's data is published twice.
  await phase('prerender', 'prerendering the pages', async () => {
    await vikePrerender({ viteConfig });
    for (const file of fg.sync('**/*.pageContext.json', { cwd: clientDir })) rmSync(path.join(clientDir, file));
  });

  // 4. The content files pages link to (photos, PDFs, logos), served at /files/…, and the compiled data the browser
  // fetches (outputs named public/…), served at the site root.
  await phase(
    'files',
    'copying the content files',
    () => {
      copyContentFiles(assets, contentDir, path.join(clientDir, 'files'));
      const publicData = path.join(root, GENERATED_DIR, 'public');
      if (existsSync(publicData)) cpSync(publicData, clientDir, { recursive: true });
    },
    () => plural(assets.length, 'file'),
  );

  // 5. Responsive copies of content photos (AVIF, WebP at a few widths) that Photo offers; cached between builds.
  await phase(
    'images',
    'making the responsive image copies',
    () => writeImageVariants(assets, contentDir, path.join(clientDir, 'files'), path.join(root, 'node_modules/.cache/image-variants')),
    (variants) => `${variants.written} files, ${variants.encoded} encoded`,
  );

  // 6. Every HTML file as it is published: only the CSS it uses inline, and the policy as a <meta> tag with CSP_META.
  const html = await phase('pages', 'writing the pages', publishPages, (pages) => plural(pages.size, 'HTML file'));

  // 7. The compiler's route table and the prerendered pages must agree both ways (sitePages.ts): it is the list of
  // pages that the search index, the sitemap, the link check and the headers read.
  const pages = await phase(
    'route table',
    'matching the pages with the route table',
    () => sitePages(routeTable, html),
    ({ routed }) => plural(routed.length, 'route'),
  );
  const routes = pages.routed.map(({ route }) => route);

  // 8. The search index: every page of the route table and every question paper (searchIndex.ts).
  await phase(
    'search index',
    'indexing the pages for search',
    () => writeSearchIndex(clientDir, pages.routed, assets),
    (indexed) => `${plural(indexed.pages, 'page')}, ${plural(indexed.papers, 'question paper')}`,
  );

  // 9. sitemap.xml, robots.txt and the notices' feeds.
  await phase('sitemap and feeds', 'writing the sitemap and the notice feeds', () => {
    writeSitemap(clientDir, { siteUrl: site.url, basePath, lastUpdated: readGenerated('lastUpdated') }, routes);
    writeNoticeFeeds(clientDir, { siteName: site.name, siteUrl: site.url, basePath, board: readGenerated('notices') });
  });

  // 10. Every internal link, image, document and anchor must resolve.
  await phase('link check', 'checking the links', () => {
    const broken = checkLinks(clientDir, basePath, [...pages.routed, pages.notFound]);
    if (broken.length > 0) {
      throw new BuildFailure([...broken.map((b) => `${b.page}: ${b.link}\n  ${b.reason}`), `\n${plural(broken.length, 'broken link')}.`].join('\n'));
    }
  });

  // 11. The editor at /admin/ (its own bundle, page and generated config.yml); no page links to it, and it is not one
  // of the site's pages: the checks above leave it out, and it carries its own policy.
  await phase('editor', 'building the editor (/admin/)', () =>
    buildAdmin(clientDir, { root, contentDir, siteName: site.name, siteUrl: site.url, editor: site.editor }),
  );

  // 12. Security and caching headers (_headers); no inline script may come from content.
  await phase(
    'headers',
    'writing the security headers',
    () => {
      const foreign = foreignInlineScripts(clientDir, html);
      if (foreign.length > 0) {
        throw new BuildFailure(
          [
            ...foreign.map((f) => `${f.page}: an inline script the site's code did not write\n  ${f.script}`),
            `\n${plural(foreign.length, 'inline script')} from content; remove them.`,
          ].join('\n'),
        );
      }
      return writeHeadersFile(clientDir, basePath, routes, html);
    },
    (rules) => plural(rules, 'rule'),
  );
}

/**
 * Rewrites every HTML file of the client folder (the prerendered pages, and any HTML the content files or the compiled
 * data brought) as it is published: each page keeps inline only the CSS it can use, and the stylesheet only for
 * visitors without JavaScript (firstPaintHtml); with CSP_META the policy goes into each file as a <meta> tag for hosts
 * without _headers. Answers with each file's markup before the tag (which carries no link or script), for the checks.
 */
function publishPages(): SiteHtml {
  const html: SiteHtml = new Map(htmlFiles(clientDir).map(({ file }) => [file, firstPaintHtml(readFileSync(path.join(clientDir, file), 'utf8'))]));
  const policy = process.env.CSP_META === 'true' ? contentSecurityPolicy(clientDir, { forMetaTag: true, html }) : undefined;
  for (const [file, markup] of html) writeFileSync(path.join(clientDir, file), policy ? withMetaPolicy(markup, policy) : markup);
  return html;
}

try {
  rmSync(staging, { recursive: true, force: true });
  await buildIntoStaging();
  // 13. The new build swapped in for the last one.
  await phase('swap', 'replacing the previous build', () => swapIn(staging, dist, { inBackground: true }));
  console.log(`built ${path.relative(root, dist)}/client in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  console.error(describeFailure(error, step, root));
  console.error('\nThe build stopped; the last good dist/client is unchanged.');
  process.exitCode = 1;
}
