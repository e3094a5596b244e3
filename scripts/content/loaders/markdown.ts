import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { Marked } from 'marked';
import { parseYaml, type YamlSource } from './yaml.ts';
import type { ProblemList } from '../errors.ts';

/** A Markdown file: its front matter (with line numbers as the editor shows them) and its body as HTML. */
export interface MarkdownSource {
  file: string;
  frontMatter: YamlSource;
  /** The body rendered to HTML; internal links stay root-relative (the page adds the base path). */
  html: string;
  /** The body as plain Markdown, for search and descriptions. */
  body: string;
}

/** Per document: the heading a table stands under, and the table names used so far (each must be unique). */
const tableNaming = { heading: '', used: new Set<string>() };

const marked = new Marked({
  gfm: true,
  renderer: {
    heading(token) {
      tableNaming.heading = token.text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '');
      return false; // the default rendering
    },
    // Tables scroll sideways on phones instead of stretching the page; the scrolling region is
    // focusable and named (after its heading, uniquely) so keyboard and screen-reader users can use it.
    table(token) {
      const html = this.constructor.prototype.table.call(this, token) as string;
      const base = tableNaming.heading ? `Table: ${tableNaming.heading}` : `Table: ${token.header.map((cell) => cell.text).join(', ')}`;
      let name = base;
      for (let n = 2; tableNaming.used.has(name); n++) name = `${base} (${n})`;
      tableNaming.used.add(name);
      return `<div class="table-scroll" role="region" tabindex="0" aria-label="${name.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${html.replace('<table>', '<table class="data-table">')}</div>`;
    },
  },
});

/** Renders one document's Markdown body (table names start afresh for each document). */
export function renderMarkdown(markdown: string): string {
  tableNaming.heading = '';
  tableNaming.used.clear();
  return marked.parse(markdown, { async: false });
}

export function readMarkdown(absolutePath: string, file: string, problems: ProblemList): MarkdownSource | undefined {
  const text = readFileSync(absolutePath, 'utf8').replace(/^\uFEFF/, '');
  return parseMarkdown(text, file, problems);
}

export function parseMarkdown(text: string, file: string, problems: ProblemList): MarkdownSource | undefined {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(text, { engines: { yaml: () => ({}) } });
  } catch {
    problems.add({ file, line: 1, expected: 'front matter between two "---" lines', hint: 'start the file with ---, the fields, then --- again' });
    return undefined;
  }
  // Parse the front matter ourselves so problems carry line numbers. gray-matter keeps the newline
  // after the opening ---, so the front matter's line numbers already match the file's.
  const inner = parseYaml(parsed.matter, file, problems);
  if (!inner) return undefined;
  const frontMatter: YamlSource = { ...inner, data: inner.data ?? {} };
  return { file, frontMatter, html: renderMarkdown(parsed.content), body: parsed.content };
}
