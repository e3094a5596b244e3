import { Marked } from 'marked';
import { sanitizeMarkdownHtml, type Removed } from './sanitize.ts';
import { HeadingIds, textOfHtml } from './headingIds.ts';

/**
 * Markdown to sanitised HTML, as the compiler renders pages and notices (the site's pages only show the HTML it wrote)
 * and the editor previews a text page: one renderer, so a table or heading looks the same wherever it is written.
 */

/** Per document: the heading a table stands under, the table names used so far (each must be unique), the heading ids. */
const documentState = { heading: '', tables: new Set<string>(), ids: new HeadingIds() };

const marked = new Marked({
  gfm: true,
  renderer: {
    heading(token) {
      const inline = this.parser.parseInline(token.tokens);
      documentState.heading = textOfHtml(inline);
      return `<h${token.depth} id="${documentState.ids.next(documentState.heading)}">${inline}</h${token.depth}>\n`;
    },
    // Tables scroll sideways on phones instead of stretching the page; the scrolling region is
    // focusable and named (after its heading, uniquely) so keyboard and screen-reader users can use it.
    table(token) {
      const html = this.constructor.prototype.table.call(this, token) as string;
      const base = documentState.heading ? `Table: ${documentState.heading}` : `Table: ${token.header.map((cell) => cell.text).join(', ')}`;
      let name = base;
      for (let n = 2; documentState.tables.has(name); n++) name = `${base} (${n})`;
      documentState.tables.add(name);
      return `<div class="table-scroll" role="region" tabindex="0" aria-label="${name.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${html.replace('<table>', '<table class="data-table">')}</div>`;
    },
  },
});

/** A document's body as sanitised HTML, what the sanitiser removed from it, and its headings' ids. */
interface RenderedDocument {
  html: string;
  removed: Removed[];
  headingIds: string[];
}

/** Renders one document's Markdown body to sanitised HTML (table names and heading ids start afresh for each document). */
export function renderMarkdown(markdown: string): string {
  return renderDocument(markdown).html;
}

export function renderDocument(markdown: string): RenderedDocument {
  documentState.heading = '';
  documentState.tables.clear();
  documentState.ids = new HeadingIds();
  // The renderer's ids keep Markdown headings apart; the sanitiser's are the page's final ones (raw HTML headings too).
  return sanitizeMarkdownHtml(marked.parse(markdown, { async: false }));
}
