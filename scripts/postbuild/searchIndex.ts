import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import type { Asset } from '../content/context.ts';
import { withoutInlineStyles } from './htmlFiles.ts';

/**
 * React writes table cells, and a list's terms and their descriptions, with nothing between them, and Pagefind reads
 * them as inline text, so excerpts ran them together ("InstallmentWhen", a notice's "CategoryAdmissions"). For the
 * index only, a space ends each cell, caption, term and description, and a line break each row.
 */
const separateCells = (html: string) => html.replace(/<\/(td|th|caption|dt|dd)>/gi, '</$1> ').replace(/<\/tr>/gi, '</tr>\n');

/**
 * Pagefind indexes only the <main data-pagefind-body> element and, of the head, the language, the title and the
 * data-pagefind-meta tags: the header's menu and the footer, two thirds of what is left of a page, and the rest of the
 * head (the icon, the social and feed links, the scripts) are parsed by Pagefind for nothing. Sending only those makes
 * the same index (the files are byte for byte the same, on the sample site and on 4,000 more pages) at under half the
 * cost. A page without that element is sent whole, so Pagefind treats it as before.
 */
function headAndMain(html: string): string {
  const head = html.indexOf('<head');
  const body = html.indexOf('<body');
  const main = html.indexOf('<main');
  const mainEnd = html.lastIndexOf('</main>');
  if (head === -1 || body < head || main === -1 || mainEnd < main || !html.slice(main, html.indexOf('>', main)).includes('data-pagefind-body')) return html;
  const read = [...html.slice(head, body).matchAll(/<title>[\s\S]*?<\/title>|<meta data-pagefind-[^>]*>/g)].map(([tag]) => tag).join('');
  return `${html.slice(0, head)}<head>${read}</head><body>${html.slice(main, mainEnd + '</main>'.length)}</body></html>`;
}

/** What Pagefind is sent of a page: its head and main content, without the inline CSS, cells and terms apart. */
const searchable = (markup: string) => separateCells(headAndMain(withoutInlineStyles(markup)));

/** Pages sent to Pagefind before waiting for its answers. */
const PAGES_IN_FLIGHT = 100;

/** The search index being made while the pages are prerendered: see startSearchIndex. */
export interface SearchIndexFeed {
  /** One prerendered page (its file relative to the client folder); pages of no route are not indexed. */
  offer(file: string, markup: string): void;
  /**
   * Sends the pages not sent yet, then one record per question paper (its name and folders, whose result opens the
   * PDF), and writes the index into <client>/pagefind/. Answers with the files indexed, in order: a route without a
   * page is left out, and the build's route table check (sitePages.ts) stops such a build.
   */
  finish(clientDir: string, assets: Asset[]): Promise<{ files: string[]; papers: number }>;
  /** Ends Pagefind's process without writing (a build that stopped). */
  close(): Promise<void>;
}

/**
 * Starts the Pagefind search index of the route table's pages (`files`, the HTML file of each route, in the table's
 * order), to be fed each page as it is prerendered: Pagefind's process then indexes on the other core while this one
 * prerenders, instead of after it. Pagefind's index depends on the order pages arrive in, and Vike's prerender
 * finishes pages in an order of its own, so each page waits until those before it in the table are sent: the index is
 * the same from build to build. A page held back costs nothing: the build holds every page until it writes them.
 */
export async function startSearchIndex(files: readonly string[]): Promise<SearchIndexFeed> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: ['.last-updated'] });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  const routed = new Set(files);
  const waiting = new Map<string, string>();
  const sent: string[] = [];
  const answers: Promise<void>[] = [];
  const failures: string[] = [];
  let inFlight = 0;
  let finishing = false;
  const send = (file: string, markup: string) => {
    sent.push(file);
    inFlight++;
    // Each answer is handled at once, a failure kept for finish() to report: nothing here may reject unhandled while the
    // prerender goes on, which would end the build without its message.
    answers.push(
      index.addHTMLFile({ sourcePath: file, content: searchable(markup) }).then(
        (added) => {
          inFlight--;
          if (added.errors.length > 0) failures.push(`pagefind: ${file}: ${added.errors.join('; ')}`);
          sendWaiting();
        },
        (error: unknown) => {
          inFlight--;
          failures.push(`pagefind: ${file}: ${error instanceof Error ? error.message : String(error)}`);
        },
      ),
    );
  };
  // Sends, in the table's order, every page that has arrived, a window at a time (so that the messages Pagefind has
  // not read yet do not hold a second copy of every page in memory).
  const sendWaiting = () => {
    while (!finishing && inFlight < PAGES_IN_FLIGHT && sent.length < files.length && waiting.has(files[sent.length])) {
      const file = files[sent.length];
      const markup = waiting.get(file)!;
      waiting.delete(file);
      send(file, markup);
    }
  };
  return {
    offer(file, markup) {
      if (!routed.has(file)) return;
      waiting.set(file, markup);
      sendWaiting();
    },
    async finish(clientDir, assets) {
      try {
        // The pages still waiting (behind a page Pagefind had not answered for, or behind a route without a page), in
        // the table's order.
        finishing = true;
        for (const file of files.slice(sent.length)) {
          const markup = waiting.get(file);
          if (markup !== undefined) send(file, markup);
        }
        waiting.clear();
        await Promise.all(answers);
        if (failures.length > 0) throw new Error(failures[0]);
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
        return { files: sent, papers: papers.length };
      } finally {
        await pagefind.close();
      }
    },
    close: async () => {
      await pagefind.close();
    },
  };
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
