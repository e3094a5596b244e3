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

const marked = new Marked({
  gfm: true,
  renderer: {
    // Tables scroll sideways on phones instead of stretching the page; the scrolling region is
    // focusable and named so keyboard users can scroll it too.
    table(token) {
      const html = this.constructor.prototype.table.call(this, token) as string;
      const name = token.header.map((cell) => cell.text).join(', ');
      return `<div class="table-scroll" role="region" tabindex="0" aria-label="Table: ${name.replace(/"/g, '&quot;')}">${html.replace('<table>', '<table class="data-table">')}</div>`;
    },
  },
});

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
  return { file, frontMatter, html: marked.parse(parsed.content, { async: false }), body: parsed.content };
}
