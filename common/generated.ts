/**
 * The shape of every JSON file the compiler writes to .generated/, by name: read from the collection
 * declarations (each publishes `<name>.json`), plus what the compiler adds from all of them.
 * Pages read them through renderer/readGenerated.ts.
 */
import type { Asset } from '../scripts/content/context.ts';
import type { PdfRecord } from '../scripts/content/derive/pdfRecords.ts';
import type { DocumentText } from './documentText.ts';
import type { collections } from '../scripts/content/collections/all.ts';
import type { PublishedOf } from '../scripts/content/collections/collection.ts';

type Declared = (typeof collections)[number];

export type GeneratedContent = { [C in Declared as C['name']]: PublishedOf<C> } & {
  /** Every file under content/ the site serves. */
  assets: Asset[];
  /**
   * The route table: every internal route that has a page, with its title (from its content, else from
   * the menu) and the files its content comes from. The sitemaps, search and checks read it.
   */
  routes: Record<string, { title?: string; sources: string[] }>;
  /** When each route's content last changed (YYYY-MM-DD), from git history or file times. */
  lastUpdated: Record<string, string>;
  /** Every served PDF with its title, kind, year and text page by page: what the search index offers of documents. */
  pdfSearch: PdfRecord[];
  /** The text of each typed PDF a page shows, as the document lays it out (paragraphs, and tables' rows), by its path. */
  documentLayouts: Record<string, DocumentText['pages']>;
};

export type GeneratedName = keyof GeneratedContent;

/**
 * Where the compiled JSON lives, relative to the project root (git-ignored): `.generated` for the site's own build
 * (and `npm run dev`), `.generated-<name>` for a build into another folder named by DIST_DIR (the fixture site, the
 * live test build, a test's throw-away build). Builds of different content can then run side by side without one
 * prerendering from the other's data.
 */
export function generatedDirFor(distDir: string | undefined): string {
  const name = distDir
    ? distDir
        .replace(/[\\/]+$/, '')
        .split(/[\\/]/)
        .pop()
    : undefined;
  return !name || name === 'dist' ? '.generated' : `.generated-${name}`;
}

export const GENERATED_DIR = generatedDirFor(process.env.DIST_DIR);
