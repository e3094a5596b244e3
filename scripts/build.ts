/**
 * `npm run build`: compile the content, prerender every page with Vike into a staging folder,
 * copy the content files the pages use, and only then replace dist/. A failure at any step (a reported
 * problem or an exception) removes the staging folder, names the file involved without a stack trace,
 * and leaves the last good dist/client exactly as it was.
 * CONTENT_DIR builds another content folder (the tests' fixture site); DIST_DIR writes elsewhere than dist/.
 */
import './lib/productionEnv.ts';
import './lib/bundlerMemory.ts';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build as vikeBuild } from 'vike/api';
import type { compileForBuild } from './content/compileForBuild.ts';
import type { Asset } from './content/context.ts';
import { GENERATED_DIR } from '../lib/generated.ts';
import type { GeneratedContent } from '../lib/generated.ts';
import { writeImageVariants } from './images/writeImageVariants.ts';
import { BuildFailure, describeFailure } from './lib/buildFailure.ts';
import { copyContentFiles } from './lib/copyContentFiles.ts';
import { inWorker } from './lib/inWorker.ts';
import { codeKey } from './lib/codeKey.ts';
import { collectGarbage } from './lib/collectGarbage.ts';
import { cacheStep, outputCacheDir } from './lib/buildCaches.ts';
import { restoreBundle, saveBundle } from './lib/bundleCache.ts';
import { PrerenderCache } from './postbuild/prerenderCache.ts';
import { contentDirOf } from './lib/contentDir.ts';
import { phaseTimer } from './lib/phaseTimer.ts';
import { swapIn } from './lib/swapIn.ts';
import { checkLinksTakingTurns } from './postbuild/checkLinks.ts';
import { writeSitemap } from './postbuild/sitemap.ts';
import { writeNoticeFeeds } from './postbuild/noticeFeeds.ts';
import { startSearchIndex, type SearchIndexFeed } from './postbuild/searchIndex.ts';
import { firstPaintHtml } from './postbuild/deferStylesheet.ts';
import { htmlFiles, withoutInlineStyles } from './postbuild/htmlFiles.ts';
import type { SiteHtml } from './postbuild/htmlFiles.ts';
import { prerenderToMemory } from './postbuild/prerenderToMemory.ts';
import { fileOfRoute, sitePages } from './postbuild/sitePages.ts';
import { contentSecurityPolicy, foreignInlineScripts, withMetaPolicy, writeHeadersFile } from './postbuild/securityHeaders.ts';

const root = process.cwd();
const contentDir = contentDirOf(root);
/** dist/client is what a host serves. */
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const staging = `${dist}.staging-${process.pid}`;
const clientDir = path.join(staging, 'client');
const basePath = (process.env.BASE_PATH ?? '').replace(/\/$/, '');
const started = performance.now();
const viteConfig = { build: { outDir: staging } };
/** What the build is doing, for the failure message. */
let step = 'compiling the content';
const timer = phaseTimer();
/** One phase of the build: named for the failure message, timed for the log. */
const phase = <T>(name: string, doing: string, run: () => T | Promise<T>, detail?: (result: T) => string) => {
  step = doing;
  return timer.time(name, run, detail);
};

/** One of the compiled JSON files (lib/generated.ts), once the content step has written them. */
const readGenerated = <N extends keyof GeneratedContent>(name: N) =>
  JSON.parse(readFileSync(path.join(root, GENERATED_DIR, `${name}.json`), 'utf8')) as GeneratedContent[N];

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

async function buildIntoStaging(): Promise<void> {
  // 1. Content, compiled in a worker thread while this one bundles the pages (the bundle reads no content: pages
  // read the compiled JSON when they are prerendered, below). The bundle is started second, so that a failure it
  // throws is described as the bundle's. Both are keyed by the code they are made with, hashed (codeKey.ts), for the
  // build's caches.
  const code = codeKey(root, contentDir);
  const compiling = phase(
    'content',
    'compiling the content',
    async () => {
      const compiled = await inWorker<typeof compileForBuild>(new URL('./content/compileForBuild.ts', import.meta.url), 'compileForBuild', {
        root,
        contentDir,
        code,
      }).catch((error: unknown) => {
        // The worker itself failed (compileForBuild reports the compile's own exceptions): said as the content's failure,
        // since by now the bundle's step names the build's.
        throw new BuildFailure(describeFailure(error, 'compiling the content', root));
      });
      for (const warning of compiled.warnings) console.warn(warning);
      if (compiled.failure) throw new BuildFailure(compiled.failure);
      return compiled.markdown;
    },
    (markdown) =>
      `from ${path.relative(root, contentDir)}/, alongside the bundle; Markdown: ${markdown.rendered} rendered, ${markdown.reused} unchanged and taken from the cache`,
  );
  const bundling = phase(
    'bundle',
    'bundling the pages',
    async () => {
      rmSync(staging, { recursive: true, force: true });
      // Made by the same code, the bundle is the same: the last build's is copied (bundleCache.ts).
      const bundleCache = outputCacheDir(root, 'bundle');
      if (cacheStep('copy the bundle from the cache', () => restoreBundle(bundleCache, code, staging), false)) return 'unchanged code: taken from the cache';
      rmSync(staging, { recursive: true, force: true }); // what a copy that failed midway left
      // Prerendering is called separately: when Vike runs it as part of the build, a failing page ends the process
      // (no chance to clean up or to name the page); called on its own it throws like any step.
      await vikeBuild({ viteConfig, vikeConfig: { prerender: { disableAutoRun: true } } });
      cacheStep('keep the bundle in the cache', () => saveBundle(bundleCache, code, staging), undefined);
      return 'built';
    },
    (made) => made,
  );
  // Awaited below; until then a failure must not count as unhandled.
  compiling.catch(() => undefined);
  // A failed bundle stops the build once the content's compile has ended too (the staging folder is removed only once
  // nothing writes into it); a content problem is said first.
  try {
    await bundling;
  } catch (error) {
    await Promise.allSettled([compiling]);
    await compiling;
    throw error;
  }

  // 2. The prerender, into memory, started as soon as the bundle is made: Vike loads its configuration and the pages'
  // code while the content may still compile, and lists and renders pages once it is compiled (lib/prerenderHandoff.ts).
  // Then the search index is started (every page and every question paper: Pagefind parses the pages in a process of its
  // own, fed each page as it is prerendered, so it indexes on the other core), and the cache of prerendered pages opened
  // (pages whose code and content are unchanged since the last build are taken from it, prerenderCache.ts).
  const ready = compiling.then(async () => {
    const routeTable = readGenerated('routes');
    const search = await startSearchIndex(Object.keys(routeTable).map(fileOfRoute));
    const cache = new PrerenderCache(path.join(outputCacheDir(root, 'prerendered-pages'), 'pages.bin'), code, path.join(root, GENERATED_DIR));
    return { routeTable, search, cache };
  });
  ready.catch(() => undefined);
  const prerendering = phase(
    'prerender',
    'prerendering the pages',
    async () => {
      const pages = await prerenderToMemory(
        viteConfig,
        clientDir,
        firstPaintHtml,
        ready.then(({ search, cache }) => ({ received: search.offer, cache })),
      );
      const { cache } = await ready;
      cacheStep('keep the prerendered pages in the cache', () => cache.save(), undefined);
      return { pages, counts: cache.counts };
    },
    ({ pages, counts }) =>
      `${plural(pages.size, 'page')}: ${counts.rendered} rendered, ${counts.reused} unchanged and taken from the cache; each sent to the search index; started with the bundle made, alongside the content`,
  );
  // Both end before either's failure stops the build; a content problem is said first (the prerender then failed for
  // want of it). The search index is closed without writing, and the unfinished cache removed.
  await Promise.allSettled([compiling, prerendering]);
  const [opened] = await Promise.allSettled([ready]);
  try {
    await compiling;
    const { pages } = await prerendering;
    const { routeTable, search } = await ready;
    await buildPages(pages, routeTable, search);
  } catch (error) {
    if (opened.status === 'fulfilled') {
      opened.value.cache.discard();
      await opened.value.search.close();
    }
    throw error;
  }
}

/**
 * The editor's module: with Vite and the content schemas it takes over half a second to load, by which the content
 * worker's start, and so every page, waited when it was loaded with the build's. It is loaded once the pages are
 * prerendered, while Pagefind's process finishes the search index.
 */
let editorModule: Promise<typeof import('./admin/buildAdmin.ts')> | undefined;
const loadEditor = () => (editorModule ??= import('./admin/buildAdmin.ts'));

/** Checks and writes the prerendered pages, and finishes the search index; see buildIntoStaging. */
async function buildPages(prerendered: Map<string, string>, routeTable: GeneratedContent['routes'], search: SearchIndexFeed): Promise<void> {
  // Awaited by the editor's phase; until then a failure must not count as unhandled.
  loadEditor().catch(() => undefined);
  // The search index is finished (the pages not sent yet, the question papers, its files written) by Pagefind's
  // process while this one writes the pages and checks them.
  const assets: Asset[] = readGenerated('assets');
  const searching = timer
    .time(
      'search index',
      () => search.finish(clientDir, readGenerated('pdfSearch')),
      (searched) =>
        `${searched.files.length} pages (${searched.read.fromFolders} read from folders in memory, ${searched.read.throughPipe} through its pipe), ${searched.pdfs} PDFs; finished alongside the steps that follow the prerender`,
    )
    .catch((error: unknown) => {
      throw error instanceof BuildFailure ? error : new BuildFailure(describeFailure(error, 'indexing the pages for search', root));
    });
  // Awaited below; until then a failure must not count as unhandled.
  searching.catch(() => undefined);
  let checked: Awaited<ReturnType<typeof writeAndCheckPages>>;
  try {
    checked = await writeAndCheckPages(prerendered, routeTable, assets);
  } finally {
    // Pagefind writes into the staging folder, which a failure removes.
    await Promise.allSettled([searching]);
  }
  const { html, routes } = checked;
  const { files: indexed } = await searching;
  // The index takes the pages in an order of its own (searchIndex.ts): the two lists are compared sorted.
  const sorted = (files: string[]) => [...files].sort().join('\n');
  if (sorted(indexed) !== sorted(checked.pages.routed.map(({ file }) => file))) {
    throw new Error("the search index's pages are not the route table's pages");
  }

  // 6. Security and caching headers (_headers), and the policy as a <meta> tag for hosts without them.
  await phase('headers', 'writing the security headers', () => {
    const foreign = foreignInlineScripts(clientDir, html);
    if (foreign.length > 0) {
      throw new BuildFailure(
        [
          ...foreign.map((f) => `${f.page}: an inline script the site's code did not write\n  ${f.script}`),
          `\n${plural(foreign.length, 'inline script')} from content; remove them.`,
        ].join('\n'),
      );
    }
    writeHeadersFile(clientDir, basePath, routes, html);
  });
}

/**
 * The prerendered pages written and checked: the content files copied beside them, the responsive image copies, the
 * pages matched with the route table, the sitemap and feeds written, every link checked, and the editor built.
 */
async function writeAndCheckPages(prerendered: Map<string, string>, routeTable: GeneratedContent['routes'], assets: Asset[]) {
  // 3. The content files pages link to (photos, PDFs, logos), served at /files/…
  await phase(
    'files',
    'copying the content files',
    () => {
      copyContentFiles(assets, contentDir, path.join(clientDir, 'files'));
      // Compiled data the browser fetches (outputs named public/…), served at the site root.
      const publicData = path.join(root, GENERATED_DIR, 'public');
      if (existsSync(publicData)) cpSync(publicData, clientDir, { recursive: true });
    },
    () => plural(assets.length, 'file'),
  );
  // Responsive copies of content photos (AVIF, WebP at a few widths) that Photo offers; cached between builds.
  await phase(
    'images',
    'making the responsive image copies',
    () => writeImageVariants(assets, contentDir, path.join(clientDir, 'files'), path.join(root, 'node_modules/.cache/image-variants')),
    (variants) => `${variants.written} files, ${variants.encoded} encoded`,
  );

  // Every page's HTML, rewritten in memory and written once; the later steps read it from here, not from disk. What the
  // prerender left behind is then collected at once (collectGarbage.ts): at 4,000 extra pages, 430 MB of heap of which
  // 251 MB was still in use, in 45-49 ms. The build's peak, which the link check and the editor's step made, came down
  // from 886-982 MB to 796-806 MB (the process's high-water mark).
  const html = await phase(
    'pages',
    'writing the pages',
    () => {
      const written = writePages(prerendered);
      collectGarbage();
      return written;
    },
    (pages) => plural(pages.size, 'HTML file'),
  );

  // The compiler's route table is the list of pages the sitemap, search, link check and headers read; it must match what was prerendered.
  const pages = await phase(
    'route table',
    'matching the pages with the route table',
    () => sitePages(routeTable, html),
    ({ routed }) => plural(routed.length, 'route'),
  );
  const routes = pages.routed.map(({ route }) => route);

  // 4. sitemap.xml, robots.txt and the notices' feeds.
  await phase('sitemap and feeds', 'writing the sitemap and the notice feeds', () => {
    writeSitemap(clientDir, { siteUrl: readGenerated('site').url, basePath, lastUpdated: readGenerated('lastUpdated') }, routes);
    writeNoticeFeeds(clientDir, { siteName: readGenerated('site').name, siteUrl: readGenerated('site').url, basePath, board: readGenerated('notices') });
  });

  // 5. Every internal link, image, document and anchor must resolve.
  await phase('link check', 'checking the links', async () => {
    const broken = await checkLinksTakingTurns(clientDir, basePath, [...pages.routed, pages.notFound]);
    if (broken.length > 0) {
      throw new BuildFailure([...broken.map((b) => `${b.page}: ${b.link}\n  ${b.reason}`), `\n${plural(broken.length, 'broken link')}.`].join('\n'));
    }
  });

  // The editor at /admin/ (its own bundle, page and generated config.yml); no page links to it, and it is not one of
  // the site's pages: the checks above and the headers' page list leave it out (it carries its own policy).
  await phase('editor', 'building the editor (/admin/)', async () => {
    const { buildAdmin } = await loadEditor();
    const site = readGenerated('site');
    return buildAdmin(clientDir, { root, contentDir, siteName: site.name, siteUrl: site.url, editor: site.editor });
  });

  return { html, pages, routes };
}

try {
  await buildIntoStaging();
  // 7. Swap the new build in.
  await phase('swap', 'replacing the previous build', () => swapIn(staging, dist, { inBackground: true }));
  console.log(`built ${path.relative(root, dist)}/client in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  console.error(describeFailure(error, step, root));
  console.error('\nThe build stopped; the last good dist/client is unchanged.');
  process.exitCode = 1;
}

/**
 * The site's HTML: the prerendered pages plus any HTML file the content files or compiled data put in the folder
 * (which, copied after prerendering, always replaced a page of the same name). Each keeps inline only the CSS it can
 * use, and the stylesheet only for visitors without JavaScript (firstPaintHtml); with CSP_META the policy goes into
 * each file as a <meta> tag for hosts without _headers. Each file is written once; the returned markup (without the tag, which carries no link
 * or script, and without the inline CSS) is what the sitemap, search index and checks read. `prerendered` is emptied.
 */
function writePages(prerendered: Map<string, string>): SiteHtml {
  for (const { file } of htmlFiles(clientDir)) prerendered.set(file, firstPaintHtml(readFileSync(path.join(clientDir, file), 'utf8')));
  const html: SiteHtml = new Map([...prerendered.keys()].sort().map((file) => [file, prerendered.get(file)!]));
  const policy = process.env.CSP_META === 'true' ? contentSecurityPolicy(clientDir, { forMetaTag: true, html }) : undefined;
  for (const [file, markup] of html) {
    const target = path.join(clientDir, ...file.split('/'));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, policy ? withMetaPolicy(markup, policy) : markup);
  }
  // The later steps read each page without its inline CSS (htmlFiles.ts): at thousands of pages, holding on to half
  // of every page's bytes, which none of them reads, kept the build over its memory budget.
  prerendered.clear();
  return new Map([...html].map(([file, markup]) => [file, withoutInlineStyles(markup)]));
}
