import { MarkdownCache } from './loaders/markdown.ts';
import type { PdfReadingMemo } from './facts/pdfText.ts';

/**
 * What a caller that compiles again and again keeps from one compile to the next (the dev server, at every edit),
 * so that a compile after one edit parses only the file that changed: the parsed Markdown, each PDF's text, and the
 * dates read from git history.
 */
export class CompileCache {
  constructor(
    readonly markdown = new MarkdownCache(),
    readonly pdfReadings: PdfReadingMemo = new Map(),
  ) {}

  /** Each file's date from git history, as read at the commit `head` (a new commit reads them again). */
  gitDates?: { head: string; dates: Map<string, string> };
}
