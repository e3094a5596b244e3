import path from 'node:path';
import { prerender as vikePrerender } from 'vike/api';

/** What Vike sets on each page's context before handing it to onPagePrerender. */
interface PrerenderedFile {
  _prerenderResult: { filePath: string; fileContent: string };
  /** Vike's own list of every file it rendered, with its content, kept for the whole process. */
  _prerenderContext: { output: unknown[] };
}

/**
 * Prerenders every page into memory instead of onto disk: the build then checks and indexes each page and writes it
 * once, instead of Vike writing it and every later step reading it again. Each page is rewritten (`rewrite`) as it
 * arrives, so that only the rewritten markup is kept: Vike holds on to its own copy of every page. Only the HTML is kept:
 * Vike's per-page index.pageContext.json serves client-side navigation, which this site does not use
 * (clientHooks: false), and would only publish each page's source path, so it is never written.
 * onPagePrerender is marked experimental in Vike; DESIGN.md pins Vike's version, and the build fails loudly
 * (no pages) rather than silently if the hook stops being called.
 */
export async function prerenderToMemory(
  viteConfig: { build: { outDir: string } },
  clientDir: string,
  rewrite: (html: string) => string,
): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  await vikePrerender({
    viteConfig,
    onPagePrerender: ({ _prerenderResult: { filePath, fileContent }, _prerenderContext }: PrerenderedFile) => {
      if (filePath.endsWith('.html')) pages.set(path.relative(clientDir, filePath).split(path.sep).join('/'), rewrite(fileContent));
      // Vike keeps every rendered file in memory for hosting adapters this site does not use; at thousands of pages
      // that second copy of the site is what pushes the build over its memory budget.
      _prerenderContext.output.length = 0;
    },
  });
  if (pages.size === 0) throw new Error('Vike prerendered no pages into memory (did its onPagePrerender hook change?)');
  return pages;
}
