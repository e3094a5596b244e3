import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { CORE_SCHEMA, load } from 'js-yaml';
import { ProblemList } from '../errors.ts';
import { linksOf, parseMarkdown, type MarkdownLink } from '../loaders/markdown.ts';
import { renderDocument } from '../../../common/markdown.ts';
import { readUtf8, SAVE_AS_UTF8, type TextFile } from '../loaders/text.ts';
import { validateYaml, validData } from '../validate.ts';
import { NoticeFrontMatterSchema, type NoticeFrontMatter } from '../schemas/notice.ts';

/** A Markdown notice read and validated: its front matter, its body (as written and as HTML), and the line of any front-matter field. */
interface NoticeSource {
  front: NoticeFrontMatter;
  /** The body as written, in Markdown (for the summary of lists and the feed). */
  body: string;
  /** The body rendered to HTML and sanitised, as a page's is: what the notice's page shows. */
  html: string;
  /** The links and pictures in the body, with their lines, for the same check as pages' (checkPageLinks). */
  links: MarkdownLink[];
  lineOf(path: readonly PropertyKey[]): number | undefined;
}

/**
 * Reads a Markdown notice. At 5,000 notices the line-keeping YAML parser is most of the compile time, so a
 * file is first read with js-yaml (YAML 1.2 core schema, as the loader's: dates stay text); only a file with a
 * problem is read again by the shared loader, whose messages carry the line numbers (`lineOf` does the same
 * when the caller finds a problem the schema cannot see, such as an unknown category). It is read as every content
 * file is (readUtf8): a link out of content/ or a file in another encoding is a problem naming it.
 */
export function readNotice(source: TextFile, problems: ProblemList): NoticeSource | undefined {
  const { file } = source;
  const text = readUtf8(source, problems, SAVE_AS_UTF8);
  if (text === undefined) return undefined;
  const quick = quickRead(text);
  // A body with raw HTML goes through the shared loader, which tells the office what the sanitiser removes.
  if (quick && !quick.body.includes('<')) {
    let lines: ReturnType<typeof parseMarkdown>;
    const lineOf = (path: readonly PropertyKey[]) => (lines ??= parseMarkdown(text, file, new ProblemList()))?.frontMatter.lineOf(path);
    const { html } = renderDocument(quick.body);
    // Without raw HTML, a link to this site needs "](" or a reference "]:": the links of a notice without either are not looked for.
    const links = /\]\(|\]:/.test(quick.body) ? linksOf(html, text) : [];
    return { front: quick.front, body: quick.body, html, links, lineOf };
  }
  const parsed = parseMarkdown(text, file, problems);
  const front = parsed && validateYaml(NoticeFrontMatterSchema, parsed.frontMatter, problems);
  return parsed && front && { front, body: parsed.body, html: parsed.html, links: parsed.links, lineOf: parsed.frontMatter.lineOf };
}

/** The front matter when it parses and passes the schema; undefined to let the loader explain what is wrong. */
function quickRead(text: string): { front: NoticeFrontMatter; body: string } | undefined {
  try {
    const parsed = matter(text, { engines: { yaml: (yaml: string) => load(yaml, { schema: CORE_SCHEMA }) as object } });
    // An alias (*name) may repeat a block many times over: only the shared loader limits that.
    if (/(^|[\s[{,:-])[&*][^\s]/m.test(parsed.matter)) return undefined;
    const front = validData(NoticeFrontMatterSchema, parsed.data ?? {});
    return front && { front, body: parsed.content };
  } catch {
    return undefined;
  }
}

/**
 * The attachments a notice names, read leniently from a notice that has problems: those files belong to it,
 * so they are not reported again as files without a date. A notice refused as a link out of content/ is not read.
 */
export function namedAttachments(source: TextFile): string[] {
  if (source.refused?.()) return [];
  try {
    const parsed = matter(readFileSync(source.path, 'utf8'), { engines: { yaml: (yaml: string) => load(yaml, { schema: CORE_SCHEMA }) as object } });
    const attachments: unknown = (parsed.data as { attachments?: unknown }).attachments;
    return Array.isArray(attachments) ? attachments.filter((entry): entry is string => typeof entry === 'string').map((entry) => entry.trim()) : [];
  } catch {
    return [];
  }
}
