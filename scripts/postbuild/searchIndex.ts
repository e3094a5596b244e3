import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import type { Asset } from '../content/context.ts';
import { withoutInlineStyles } from './htmlFiles.ts';
import type { SitePage } from './sitePages.ts';

/**
 * React writes table cells, and a list's terms and their descriptions, with nothing between them, and Pagefind reads
 * them as inline text, so excerpts ran them together ("InstallmentWhen", a notice's "CategoryAdmissions"). For the
 * index only, a space ends each cell, caption, term and description, and a line break each row.
 */
const separateCells = (html: string) => html.replace(/<\/(td|th|caption|dt|dd)>/gi, '</$1> ').replace(/<\/tr>/gi, '</tr>\n');

/**
 * Pagefind indexes only the <main data-pagefind-body> element and the <head> (title, language): the header's menu
 * and the footer, two thirds of what is left of a page, are parsed by Pagefind for nothing. Sending only the head and
 * the main element makes the same index (the files are byte for byte the same) at under half the cost. A page
 * without that element is sent whole, so Pagefind treats it as before.
 */
function headAndMain(html: string): string {
  const body = html.indexOf('<body');
  const main = html.indexOf('<main');
  const mainEnd = html.lastIndexOf('</main>');
  if (body === -1 || main === -1 || mainEnd < main || !html.slice(main, html.indexOf('>', main)).includes('data-pagefind-body')) return html;
  return `${html.slice(0, body)}<body>${html.slice(main, mainEnd + '</main>'.length)}</body></html>`;
}

/** Pages sent to Pagefind before waiting for its answers. */
const PAGES_PER_BATCH = 100;

/**
 * Builds the Pagefind search index into <client>/pagefind/: the main content of every page of the route table
 * (sitePages.ts), plus one record per question paper (its name and folders), whose result opens the PDF.
 */
export async function writeSearchIndex(clientDir: string, assets: Asset[], pages: readonly SitePage[]): Promise<{ pages: number; papers: number }> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: ['.last-updated'] });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  try {
    // Pages are sent a batch at a time, not one after Pagefind's answer to the last: its process works through a
    // batch in order (the same index) while the build goes on with the link check (build.ts); a batch, not every
    // page at once, so that the build does not hold every page's message in memory as well.
    for (let first = 0; first < pages.length; first += PAGES_PER_BATCH) {
      const batch = pages.slice(first, first + PAGES_PER_BATCH);
      const added = await Promise.all(
        batch.map(({ file, markup }) => index.addHTMLFile({ sourcePath: file, content: separateCells(headAndMain(withoutInlineStyles(markup))) })),
      );
      const failed = added.findIndex((result) => result.errors.length > 0);
      if (failed !== -1) throw new Error(`pagefind: ${batch[failed].file}: ${added[failed].errors.join('; ')}`);
    }
    const papers = assets.filter((asset) => asset.source.startsWith('question-papers/') && asset.format === 'PDF');
    const added = await Promise.all(
      papers.map((paper) => {
        const segments = paper.source.split('/').slice(1);
        const name = segments[segments.length - 1].replace(/\.pdf$/i, '');
        const where = segments.slice(0, -1).join(' › ');
        return index.addCustomRecord({
          url: paper.url,
          content: `${name}. Question paper: ${where}.`,
          language: 'en',
          meta: { title: `${name} (question paper, PDF)`, where },
        });
      }),
    );
    const failed = added.find((result) => result.errors.length > 0);
    if (failed) throw new Error(`pagefind: ${failed.errors.join('; ')}`);
    await writeIndexFiles(index, path.join(clientDir, 'pagefind'));
    return { pages: pages.length, papers: papers.length };
  } finally {
    await pagefind.close();
  }
}

/**
 * Writes an index's files into `outputDir`, taking them from Pagefind in memory: Pagefind 1.5's own writeFiles can
 * answer before its writes reach the disk, and close() then ends its process mid-write, leaving a file cut short
 * (Pagefind issue 1271, seen here as a build whose pagefind-component-ui.css differed from the same build's).
 */
export async function writeIndexFiles(index: pagefind.PagefindIndex, outputDir: string): Promise<void> {
  const built = await index.getFiles();
  if (built.errors.length > 0) throw new Error(`pagefind: ${built.errors.join('; ')}`);
  for (const file of built.files) {
    const target = path.join(outputDir, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
}
