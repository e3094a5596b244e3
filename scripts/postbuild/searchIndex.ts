import path from 'node:path';
import * as pagefind from 'pagefind';
import type { Asset } from '../content/context.ts';
import type { SitePage } from './sitePages.ts';

/**
 * React writes table cells with nothing between them, and Pagefind reads cells as inline text, so excerpts ran
 * them together ("InstallmentWhen"). For the index only, a space ends each cell (and caption) and a line break each row.
 */
const separateTableCells = (html: string) => html.replace(/<\/(td|th|caption)>/gi, '</$1> ').replace(/<\/tr>/gi, '</tr>\n');

/**
 * The inline first-screen CSS is half of every page's bytes and none of its text (Pagefind skips <style>): it is
 * left out of what is sent to Pagefind's process, which makes the same index from less to send and parse.
 */
const withoutInlineStyles = (html: string) => html.replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, '');

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

/**
 * Builds the Pagefind search index into <client>/pagefind/: the main content of every page of the route table
 * (sitePages.ts), plus one record per question paper (its name and folders), whose result opens the PDF.
 */
export async function writeSearchIndex(clientDir: string, assets: Asset[], pages: readonly SitePage[]): Promise<{ pages: number; papers: number }> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: ['.last-updated'] });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  try {
    for (const { file, markup } of pages) {
      const added = await index.addHTMLFile({ sourcePath: file, content: separateTableCells(headAndMain(withoutInlineStyles(markup))) });
      if (added.errors.length > 0) throw new Error(`pagefind: ${file}: ${added.errors.join('; ')}`);
    }
    const papers = assets.filter((asset) => asset.source.startsWith('question-papers/') && asset.format === 'PDF');
    for (const paper of papers) {
      const segments = paper.source.split('/').slice(1);
      const name = segments[segments.length - 1].replace(/\.pdf$/i, '');
      const where = segments.slice(0, -1).join(' › ');
      const added = await index.addCustomRecord({
        url: paper.url,
        content: `${name}. Question paper: ${where}.`,
        language: 'en',
        meta: { title: `${name} (question paper, PDF)`, where },
      });
      if (added.errors.length > 0) throw new Error(`pagefind: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: path.join(clientDir, 'pagefind') });
    if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`);
    return { pages: pages.length, papers: papers.length };
  } finally {
    await pagefind.close();
  }
}
