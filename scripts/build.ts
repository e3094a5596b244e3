/**
 * `npm run build`: the steps below, in order, into a staging folder that replaces dist/ once every step has passed. A
 * failure removes the staging folder, names the file involved without a stack trace, and leaves the last good
 * dist/client as it was. CONTENT_DIR builds another content folder (the fixture site); DIST_DIR writes elsewhere.
 */
import './buildSupport/productionEnv.ts';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_DIR, type GeneratedContent } from '../common/generated.ts';
import type { ContentStepAnswer, StepInput } from './buildSteps.ts';
import { writeImageVariants } from './images/writeImageVariants.ts';
import { BuildFailure, describeFailure } from './buildSupport/buildFailure.ts';
import { contentDirOf } from './content/contentDir.ts';
import { copyContentFiles } from './buildSupport/copyContentFiles.ts';
import { linkTree } from './buildSupport/linkFile.ts';
import { inOwnProcess } from './buildSupport/ownProcess.ts';
import { heavyWorkPending } from './buildSupport/heavyWork.ts';
import { SCANS_TO_READ } from './content/facts/pdfText.ts';
import { DOCUMENTS_TO_DRAW } from './content/facts/documentPages.ts';
import { phaseTimer } from './buildSupport/phaseTimer.ts';
import { swapIn } from './buildSupport/swapIn.ts';
import { buildInfo, writeBuildInfo } from './postbuild/buildInfo.ts';
import { checkLinks } from './postbuild/checkLinks.ts';
import { firstPaintHtml } from './postbuild/deferStylesheet.ts';
import { htmlFiles, type SiteHtml } from './postbuild/htmlFiles.ts';
import { modulePreloads } from './postbuild/modulePreloads.ts';
import { writeNoticeFeeds } from './postbuild/noticeFeeds.ts';
import { writeSearchIndex } from './postbuild/searchIndex.ts';
import { contentSecurityPolicy, foreignInlineScripts, withMetaPolicy, writeHeadersFile } from './postbuild/securityHeaders.ts';
import { sitePages } from './postbuild/sitePages.ts';
import { writeSitemap } from './postbuild/sitemap.ts';
import { writeWebApp } from './postbuild/webApp.ts';

const root = process.cwd();
const contentDir = contentDirOf(root);
/** dist/client is what a host serves. */
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const staging = `${dist}.staging-${process.pid}`;
const clientDir = path.join(staging, 'client');
const basePath = (process.env.BASE_PATH ?? '').replace(/\/$/, '');
const started = performance.now();
const timer = phaseTimer();
/** The heavy work the compile may have pending, each asked before either process starts. */
const HEAVY_WORK = [SCANS_TO_READ, DOCUMENTS_TO_DRAW];
/** What the build is doing, for the failure message. */
let step = '';

/** One step of the build: named for the failure message, timed for the log. */
const phase = <T>(name: string, doing: string, run: () => T | Promise<T>, detail?: (result: T) => string) => {
  step = doing;
  return timer.time(name, run, detail);
};

/** One of the compiled JSON files (common/generated.ts), once the content step has written them. */
const readGenerated = <N extends keyof GeneratedContent>(name: N) =>
  JSON.parse(readFileSync(path.join(root, GENERATED_DIR, `${name}.json`), 'utf8')) as GeneratedContent[N];

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Stops the build on the problems found, each on its lines, then how many. */
const stopOn = (problems: string[], noun: string) => {
  if (problems.length > 0) throw new BuildFailure([...problems, `\n${plural(problems.length, noun)}.`].join('\n'));
};

/** Builds the site into the staging folder; answers how many pages it wrote and the content's warnings, for the closing line. */
async function buildIntoStaging(): Promise<{ pages: number; warnings: number }> {
  // 1. The content compiled into .generated/, beside 2. the pages' code bundled by Vite and Vike, whose process then
  // 3. prerenders every page to HTML on disk once the content is compiled. The compile and the pages each run in a
  // process of their own (buildSteps.ts), so that their memory is freed when each ends. Both end before either's failure
  // stops the build (nothing may write into a removed staging folder); a content problem is said first. Heavy work the
  // compile has pending (PDFs to read or draw, nothing of them cached) would add its memory to the bundle's: then
  // the compile runs first, alone, and the pages after it (buildSupport/heavyWork.ts).
  const paths: StepInput = { root, contentDir, outDir: staging };
  const pending = await phase(
    'plan',
    'checking for heavy work to do',
    () => heavyWorkPending(HEAVY_WORK, paths),
    (what) => (what.length > 0 ? `the compile first (${what.join(', ')}), then the pages` : 'the compile and the pages side by side'),
  );
  const compiling = phase(
    'content',
    'compiling the content',
    () => inOwnProcess<ContentStepAnswer>('content', paths),
    () => `from ${path.relative(root, contentDir)}/`,
  );
  const makePages = () =>
    phase('bundle and prerender', 'bundling and prerendering the pages', () => inOwnProcess('pages', paths, { until: compiling, toolsTalk: true }));
  const pagesMade = pending.length > 0 ? compiling.then(makePages) : makePages();
  for (const settled of await Promise.allSettled([compiling, pagesMade])) if (settled.status === 'rejected') throw settled.reason;
  const { warnings } = await compiling;
  const routeTable = readGenerated('routes');
  const assets = readGenerated('assets');
  const site = readGenerated('site');

  // 4. The content files pages link to, served at /files/…, and the compiled data the browser fetches (public/…).
  await phase(
    'files',
    'copying the content files',
    () => {
      copyContentFiles(assets, contentDir, path.join(clientDir, 'files'));
      const publicData = path.join(root, GENERATED_DIR, 'public');
      if (existsSync(publicData)) linkTree(publicData, clientDir);
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

  // 7. The route table and the prerendered pages agree both ways (sitePages.ts): the pages the steps below read.
  const pages = await phase(
    'route table',
    'matching the pages with the route table',
    () => sitePages(routeTable, html),
    ({ routed }) => plural(routed.length, 'route'),
  );
  const routes = pages.routed.map(({ route }) => route);

  // 8. The search index: every page of the route table, and the text of every PDF (searchIndex.ts).
  await phase(
    'search index',
    'indexing the pages for search',
    () => writeSearchIndex(clientDir, pages.routed, readGenerated('pdfSearch')),
    (indexed) => `${plural(indexed.pages, 'page')}, ${plural(indexed.pdfs, 'PDF')}`,
  );

  // 9. sitemap.xml, robots.txt, the notices' feeds, and the web app: the icons and the service worker (webApp.ts).
  await phase('sitemap, feeds and web app', 'writing the sitemap, the notice feeds and the service worker', async () => {
    writeSitemap(clientDir, { siteUrl: site.url, basePath, lastUpdated: readGenerated('lastUpdated') }, routes);
    writeNoticeFeeds(clientDir, { siteName: site.name, siteUrl: site.url, basePath, board: readGenerated('notices') });
    await writeWebApp(staging, path.join(contentDir, site.logos[0].image.source));
  });

  // 10. Every internal link, image, document and anchor must resolve.
  await phase('link check', 'checking the links', () =>
    stopOn(
      checkLinks(clientDir, basePath, [...pages.routed, pages.notFound]).map((b) => `${b.page}: ${b.link}\n  ${b.reason}`),
      'broken link',
    ),
  );

  // 11. The editor at /admin/ (its own bundle, page, config.yml and policy); not one of the site's pages. Loaded only
  // here: it brings Vite (about 200 MB), which this process need not hold while the pages' process works.
  await phase('editor', 'building the editor (/admin/)', async () => {
    const { buildAdmin } = await import('../editor/build/buildAdmin.ts');
    return buildAdmin(clientDir, { root, contentDir, siteName: site.name, siteUrl: site.url, editor: site.editor });
  });

  // 12. Security and caching headers (_headers); no inline script may come from content.
  await phase(
    'headers',
    'writing the security headers',
    () => {
      const foreign = foreignInlineScripts(clientDir, html).map((f) => `${f.page}: an inline script the site's code did not write (remove it)\n  ${f.script}`);
      stopOn(foreign, 'inline script');
      return writeHeadersFile(clientDir, basePath, routes, html);
    },
    (rules) => plural(rules, 'rule'),
  );

  // 13. build.json: the commit the site was built from, when, and the content's warnings, which the editor reads to
  // tell the office whether its change is live (common/buildInfo.ts).
  await phase(
    'build info',
    'writing build.json',
    () => {
      const info = buildInfo(root, warnings);
      writeBuildInfo(clientDir, info);
      return info;
    },
    (info) => `${info.commit?.slice(0, 12) ?? 'no commit'}, ${plural(info.warnings.length, 'warning')}`,
  );
  return { pages: html.size, warnings: warnings.length };
}

/**
 * Rewrites every HTML file as it is published: inline only the CSS it can use, the stylesheet only for visitors without
 * JavaScript (firstPaintHtml), the scripts its script imports asked for beside it (modulePreloads), and with CSP_META the policy as a <meta> tag for hosts without _headers. Answers with each
 * file's markup without its inline CSS (half its bytes, which no check reads and Pagefind skips) and without the tag.
 */
async function publishPages(): Promise<SiteHtml> {
  const html = new Map<string, string>();
  const withPreloads = await modulePreloads(clientDir, basePath);
  for (const { file } of htmlFiles(clientDir)) {
    const published = withPreloads(firstPaintHtml(readFileSync(path.join(clientDir, file), 'utf8')));
    writeFileSync(path.join(clientDir, file), published);
    html.set(file, published.replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, ''));
  }
  const policy = process.env.CSP_META === 'true' && contentSecurityPolicy(clientDir, { forMetaTag: true, html });
  if (policy)
    for (const file of html.keys()) writeFileSync(path.join(clientDir, file), withMetaPolicy(readFileSync(path.join(clientDir, file), 'utf8'), policy));
  return html;
}

try {
  rmSync(staging, { recursive: true, force: true });
  const built = await buildIntoStaging();
  // 14. The new build swapped in for the last one.
  await phase('swap', 'replacing the previous build', () => swapIn(staging, dist));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const warned = built.warnings === 0 ? 'no content warnings' : `${plural(built.warnings, 'content warning')} above`;
  console.log(`built ${path.relative(root, dist)}/client in ${seconds} s: ${plural(built.pages, 'page')}, ${warned}`);
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  console.error(describeFailure(error, step, root));
  console.error('\nThe build stopped; the last good dist/client is unchanged.');
  process.exitCode = 1;
}
