import path from 'node:path';
import { prerender as vikePrerender } from 'vike/api';
import { flatCopy } from '../lib/flatCopy.ts';
import type { ContentReads } from '../../lib/contentReads.ts';
import { publishPrerenderHandoff } from '../../lib/prerenderHandoff.ts';
import type { PrerenderCache } from './prerenderCache.ts';

/** Where the prerendered pages go once the content is compiled: the search index (`received`) and the build's cache. */
interface PrerenderTarget {
  received: (file: string, html: string) => void;
  cache: PrerenderCache;
}

/** What Vike sets on each page's context before handing it to onPagePrerender (and what the page's hooks recorded). */
interface PrerenderedFile extends ContentReads {
  urlOriginal: string;
  _prerenderResult: { filePath: string; fileContent: string };
  /**
   * Vike's own list of every file it rendered, with its content, and of every page's context: both kept for the whole
   * process (Vike publishes them for hosting adapters, which this site does not use).
   */
  _prerenderContext: { output: unknown[]; pageContexts: unknown[] };
  /** The page's body as React rendered it (vike-react keeps it on the page's context). */
  pageHtmlString?: string;
  /** What the page's +data hook returned (a Markdown page's HTML, say). */
  data?: unknown;
}

/**
 * Prerenders every page into memory instead of onto disk: the build then checks and indexes each page and writes it
 * once, instead of Vike writing it and every later step reading it again. Each page is rewritten (`rewrite`) as it
 * arrives, so that only the rewritten markup is kept, and handed to `received` (the search index starts on it).
 * Only the HTML is kept: Vike's per-page index.pageContext.json serves client-side navigation, which this site does
 * not use (clientHooks: false), and would only publish each page's source path, so it is never written.
 * onPagePrerender is marked experimental in Vike; DESIGN.md pins Vike's version, and the build fails loudly
 * (no pages) rather than silently if the hook stops being called.
 *
 * Called as soon as the bundle is made: Vike loads its configuration and the pages' code while the content compiles,
 * and lists and renders pages only once `compiled` settles (lib/prerenderHandoff.ts).
 * A page the cache (prerenderCache.ts) still holds is not rendered: the pages' lists of addresses leave it out, and
 * its markup is taken from the cache, before any page is rendered, and handed on like a rendered page's. Every page
 * rendered goes into the cache with what it read.
 */
export async function prerenderToMemory(
  viteConfig: { build: { outDir: string } },
  clientDir: string,
  rewrite: (html: string) => string,
  compiled: Promise<PrerenderTarget>,
): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  let prerenderContext: PrerenderedFile['_prerenderContext'] | undefined;
  // Set once the content is compiled, before Vike lists or renders any page (contentCompiled in lib/prerenderHandoff.ts).
  let target: PrerenderTarget | undefined;
  const targetSet = compiled.then((ready) => {
    target = ready;
  });
  // A content problem is the build's to report (scripts/build.ts); here it only stops the prerender, when a page waits.
  targetSet.catch(() => undefined);
  publishPrerenderHandoff({
    compiled: targetSet,
    reuse(url) {
      const cached = target!.cache.reuse(url);
      if (cached) {
        pages.set(cached.file, cached.html);
        target!.received(cached.file, cached.html);
      }
      return cached !== undefined;
    },
  });
  try {
    await vikePrerender({
      viteConfig,
      // Pages taken from the cache are not rendered, which Vike would otherwise warn of; the build's own check that
      // every route of the table has a page, and no page is outside it, stays (sitePages.ts).
      vikeConfig: { prerender: { partial: true } },
      onPagePrerender: async (pageContext: PrerenderedFile) => {
        prerenderContext = pageContext._prerenderContext;
        const { filePath, fileContent } = pageContext._prerenderResult;
        if (filePath.endsWith('.html')) {
          const file = path.relative(clientDir, filePath).split(path.sep).join('/');
          const html = flatCopy(rewrite(fileContent));
          pages.set(file, html);
          target!.received(file, html);
          target!.cache.record(pageContext.urlOriginal, file, html, pageContext.contentReads);
        }
        // Vike keeps every page's context until all pages are rendered, and every rendered file in a list for hosting
        // adapters this site does not use: at thousands of pages, those copies of the site (each page's document, React
        // body and data, the body as trees of small strings) were most of the build's memory. Only the copy above is needed.
        pageContext._prerenderResult.fileContent = '';
        pageContext.pageHtmlString = undefined;
        pageContext.data = undefined;
        pageContext.contentReads = undefined;
        pageContext._prerenderContext.output.length = 0;
        // Vike renders page after page in promise callbacks alone, which never give the event loop a turn: without one,
        // nothing sent to another process (the search index's) is written, and no answer read, until every page is done.
        await new Promise((resolve) => setImmediate(resolve));
      },
    });
    // Every page's context, even without the parts dropped above, held on to 114 MB of the 365 MB still in use once
    // 4,160 pages were prerendered: Vike keeps the list until the process ends, through the steps that follow.
    if (prerenderContext) prerenderContext.pageContexts.length = 0;
  } finally {
    publishPrerenderHandoff(undefined);
  }
  if (pages.size === 0) throw new Error('Vike prerendered no pages into memory (did its onPagePrerender hook change?)');
  return pages;
}
