import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The site's CSS, written into each page's <head> so the page paints without waiting for a stylesheet (one round
 * trip on a slow phone). The shell's CSS is on every page; every other CSS file (a page's, a template's, a
 * component's, a widget's) is one block of its own, and a page keeps only the blocks its markup and its widgets can
 * use (scripts/postbuild/pageCss.ts), in place of the empty element PAGE_CSS_SLOT that renderer/+Head.tsx writes.
 * What a page keeps is all the CSS it needs, so with JavaScript no stylesheet follows; the full stylesheet stays for
 * visitors without it (scripts/postbuild/deferStylesheet.ts).
 *
 * Read from the source files, relative to the project root where the build runs, rather than through Vite: the
 * build's CSP step (plain Node) hashes exactly the text the pages carry, one hash per block.
 */
const SHELL = ['renderer/styles/base.css', 'renderer/styles/shell.css', 'renderer/styles/content.css'];
const PAGE_DIRS = ['renderer/components', 'renderer/search', 'pages', 'renderer/islands'];
/** CSS that widgets import from their packages, with the widget (island) that brings it. */
const PACKAGE_CSS = [{ file: 'node_modules/yet-another-react-lightbox/dist/styles.css', island: 'ImageGallery' }];

const cssFilesUnder = (dir: string) =>
  readdirSync(path.resolve(dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => path.join(dir, file).split(path.sep).join('/'));

/** Comments and runs of white space removed; nothing that changes meaning (no string in these files holds two spaces). */
function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .trim();
}

const compactFile = (file: string) => compactCss(readFileSync(path.resolve(file), 'utf8'));

/** The shell's CSS: the header, menu, footer and the text styles every page uses. It comes first, as in the stylesheet. */
export const shellCss: string = SHELL.map(compactFile).join('');

/** A CSS file of its own, for the pages that can use it. */
export interface PageCssBlock {
  /** The source file, relative to the project root (also the block's data-page-css attribute). */
  file: string;
  css: string;
  /** The widget the CSS belongs to, if any: its markup once hydrated may differ from the prerendered HTML. */
  island?: string;
}

const islandOf = (file: string) => /^renderer\/islands\/([A-Z][^/]*)\//.exec(file)?.[1];

/** Every CSS file beside the shell's, in the stylesheet's order, so page rules keep overriding the shell's. */
export const pageCssBlocks: readonly PageCssBlock[] = [...PAGE_DIRS.flatMap(cssFilesUnder).map((file) => ({ file, island: islandOf(file) })), ...PACKAGE_CSS]
  .map(({ file, island }) => ({ file, css: compactFile(file), ...(island ? { island } : {}) }))
  .filter((block) => block.css !== '');

/**
 * Where a page's CSS blocks go: renderer/+Head.tsx writes this empty element after the shell's CSS, and the build puts
 * the blocks the page can use in its place (scripts/postbuild/pageCss.ts). Pages are rendered without the blocks: at
 * thousands of pages, Vike's work on each page's HTML grew with the two thirds of the CSS most pages then dropped.
 */
export const PAGE_CSS_SLOT = '<style data-page-css=""></style>';
