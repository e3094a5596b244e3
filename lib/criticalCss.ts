import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The CSS the first screen needs, written into each page's <head> so the page paints without waiting for a
 * stylesheet (one round trip on a slow phone); the full stylesheet follows without blocking render
 * (scripts/postbuild/deferStylesheet.ts). It is the shell's CSS, every page's and template's own CSS, and the widgets
 * that can stand on a first screen, so nothing moves when the full stylesheet arrives. Widgets further down (the
 * testimonials, the feedback form, the gallery's lightbox) are styled by the full stylesheet alone.
 *
 * Read from the source files, relative to the project root where the build runs, rather than through Vite: the
 * build's CSP step (plain Node) hashes exactly the text the pages carry.
 */
const SHELL = ['renderer/styles/base.css', 'renderer/styles/shell.css', 'renderer/styles/content.css'];
const FIRST_SCREEN_DIRS = ['renderer/components', 'renderer/search', 'pages'];
const FIRST_SCREEN_WIDGETS = ['renderer/islands/slideshow', 'renderer/islands/HomeCarousel', 'renderer/islands/QuestionBank', 'renderer/islands/AdmissionForm'];

const cssFilesUnder = (dir: string) =>
  readdirSync(path.resolve(dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => path.join(dir, file));

/** Comments and runs of white space removed; nothing that changes meaning (no string in these files holds two spaces). */
function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .trim();
}

/** The shell's CSS comes first, as in the stylesheet, so page rules keep overriding it. */
export const criticalCss: string = compactCss(
  [...SHELL, ...[...FIRST_SCREEN_DIRS, ...FIRST_SCREEN_WIDGETS].flatMap(cssFilesUnder)].map((file) => readFileSync(path.resolve(file), 'utf8')).join('\n'),
);
