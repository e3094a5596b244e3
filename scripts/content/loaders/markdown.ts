import matter from 'gray-matter';
import { parseYaml, type YamlSource } from './yaml.ts';
import { readUtf8, SAVE_AS_UTF8, type TextFile } from './text.ts';
import { renderDocument } from '../../../common/markdown.ts';
import { textOfHtml } from '../../../common/headingIds.ts';
import { ProblemList } from '../errors.ts';

/** A link or picture address in a page's text, with the line it was written on. */
export interface MarkdownLink {
  href: string;
  line?: number;
}

/** A Markdown file: its front matter (with line numbers as the editor shows them) and its body as HTML. */
interface MarkdownSource {
  file: string;
  frontMatter: YamlSource;
  /** The body rendered to HTML and sanitised; internal links stay root-relative (the page adds the base path). */
  html: string;
  /** The body as plain Markdown, for search and descriptions. */
  body: string;
  /** The ids of its headings (what `#…` links to this page may name). */
  headingIds: string[];
  /** Every link (a href) and picture (img src) in the text. */
  links: MarkdownLink[];
}

export function readMarkdown(source: TextFile, problems: ProblemList, cache?: MarkdownCache): MarkdownSource | undefined {
  if (cache) return cache.read(source, problems);
  const text = readUtf8(source, problems, SAVE_AS_UTF8);
  return text === undefined ? undefined : parseMarkdown(text, source.file, problems);
}

/**
 * Parsed Markdown by file, kept from one compile to the next by a caller that watches the files (the dev server):
 * reading, rendering and sanitising every page is most of a compile with thousands of pages, so a file is read and
 * parsed again only after the caller said it changed (`forget`). What reading and parsing reported (problems, the
 * sanitiser's warnings) is kept with it and reported again on every compile.
 */
export class MarkdownCache {
  private readonly parsed = new Map<string, { source: MarkdownSource | undefined; reported: ProblemList }>();

  read(file: TextFile, problems: ProblemList): MarkdownSource | undefined {
    let known = this.parsed.get(file.path);
    if (!known) {
      const reported = new ProblemList();
      const text = readUtf8(file, reported, SAVE_AS_UTF8);
      known = { source: text === undefined ? undefined : parseMarkdown(text, file.file, reported), reported };
      this.parsed.set(file.path, known);
    }
    replay(known.reported, problems);
    return known.source;
  }

  /** The file changed, appeared or went: the next compile reads it again. */
  forget(absolutePath: string): void {
    this.parsed.delete(absolutePath);
  }

  private readonly derivations = new WeakMap<MarkdownSource, Map<string, { value: unknown; reported: ProblemList }>>();

  /**
   * What a pure function of one parsed file gives (its front matter validated against a template's schema), kept as
   * long as that parse is: computed again only when the file's text changed. Without a cache: computed every time.
   */
  static derive<T>(cache: MarkdownCache | undefined, source: MarkdownSource, key: string, problems: ProblemList, derive: (problems: ProblemList) => T): T {
    if (!cache) return derive(problems);
    let known = cache.derivations.get(source);
    if (!known) cache.derivations.set(source, (known = new Map()));
    let derived = known.get(key);
    if (!derived) {
      const reported = new ProblemList();
      derived = { value: derive(reported), reported };
      known.set(key, derived);
    }
    replay(derived.reported, problems);
    return derived.value as T;
  }
}

/** Reports again what an earlier parse or derivation reported. */
function replay(reported: ProblemList, problems: ProblemList): void {
  for (const problem of reported.problems) problems.add(problem);
  for (const { file, message, line } of reported.warnings) problems.warn(file, message, line);
}

const lineAt = (text: string, index: number) => (index < 0 ? undefined : text.slice(0, index).split('\n').length);

/** The front matter must open on line 1 and close with its own "---" line: say which is missing, not what the YAML parser makes of it. */
function frontMatterShape(text: string, file: string, problems: ProblemList): boolean {
  const lines = text.split(/\r?\n/);
  if (lines[0].trim() !== '---') {
    problems.add({
      file,
      line: 1,
      expected: 'front matter between two "---" lines, the first on line 1',
      found: lines[0].trim(),
      hint: 'start the file with ---, the fields (title, description), then --- again',
    });
    return false;
  }
  if (!lines.some((line, index) => index > 0 && /^(---|\.\.\.)\s*$/.test(line))) {
    problems.add({
      file,
      line: 1,
      expected: 'a "---" line closing the front matter',
      found: 'the front matter opened on line 1 is never closed',
      hint: 'add a line with only --- after the last field (e.g. after description: …), before the text',
    });
    return false;
  }
  return true;
}

export function parseMarkdown(raw: string, file: string, problems: ProblemList): MarkdownSource | undefined {
  // Windows line endings (Notepad, the editor on Windows) are read as line ends: gray-matter would leave a carriage
  // return after the last front-matter value, and a quoted value followed by one is not valid YAML.
  const text = raw.replace(/\r\n?/g, '\n');
  if (!frontMatterShape(text, file, problems)) return undefined;
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
  const { html, removed, headingIds } = renderDocument(parsed.content);

  // The office learns of every piece of HTML the sanitiser took out, once per kind, at its first line.
  const byWhat = new Map<string, { line?: number; count: number }>();
  for (const { what, pattern } of removed) {
    const known = byWhat.get(what);
    if (known) known.count++;
    else byWhat.set(what, { line: lineAt(text, text.search(pattern)), count: 1 });
  }
  for (const [what, { line, count }] of byWhat) {
    problems.warn(
      file,
      `${what} removed from the page${count > 1 ? ` (${count} times)` : ''}: pages may not carry script, forms, frames or styles; write the text in Markdown`,
      line,
    );
  }

  return { file, frontMatter, html, body: parsed.content, headingIds, links: linksOf(html, text) };
}

/** Every link (a href) and picture (img src) in rendered HTML, each with the line of `text` (the whole file) it was written on. */
export function linksOf(html: string, text: string): MarkdownLink[] {
  return [...html.matchAll(/<(?:a|img)\s[^>]*?(?:href|src)="([^"]*)"/g)].map(([, encoded]) => {
    const href = textOfHtml(encoded);
    // Where it was written: as a Markdown link target, an HTML attribute, or (an autolink) anywhere.
    const written = [`](${href}`, `](<${href}>`, `"${href}"`, `<${href}>`].map((needle) => text.indexOf(needle)).find((index) => index >= 0);
    return { href, line: lineAt(text, written ?? text.indexOf(href)) };
  });
}
