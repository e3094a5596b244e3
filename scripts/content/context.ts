import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { ProblemList, type ContentProblem } from './errors.ts';
import type { MarkdownCache } from './loaders/markdown.ts';
import type { TextFile } from './loaders/text.ts';
import { activeSvgContent, firstBytes, sniff } from './signatures.ts';
import { expectedKind } from '../../common/servedFiles.ts';
import type { DrawnPages } from '../../common/documentPages.ts';

/** A file under content/ that the site serves, with what a download link says about it. */
export interface Asset {
  /** Path relative to content/, with forward slashes. */
  source: string;
  /** Address on the site without the base path, each segment URL-encoded. */
  url: string;
  bytes: number;
  /** Upper-case extension: PDF, JPG, PNG, SVG … */
  format: string;
  /** Images only: the intrinsic size, read after all collections compiled (pages set width and height from it). */
  width?: number;
  height?: number;
  /** A scan read by machine: the address of its text version, set once the PDFs are read (pages link it beside the file). */
  text?: string;
  /** A PDF a page shows: its pages drawn as pictures for phones (scripts/content/facts/shownDocuments.ts). */
  drawn?: DrawnPages;
}

export interface Where {
  file: string;
  line?: number;
  column?: string;
}

/**
 * The internal routes that have a page, each with the files its content comes from
 * (paths relative to the project root: content/… files, or a pages/… folder), for "last updated" dates,
 * and its title where content gives one: the route table the sitemaps, search and checks read.
 */
class RouteRegistry extends Set<string> {
  readonly sources = new Map<string, Set<string>>();
  readonly titles = new Map<string, string>();

  constructor(private readonly problems: ProblemList) {
    super();
  }

  /**
   * Whether a route a content file wants (at `where`) already has a page: then it is a problem naming the file
   * and the one that has the route (or the page of the site's code that serves it), in the words every collection
   * uses, since two pages at one address would otherwise collide in the build without naming either.
   */
  taken(route: string, where: Where, expected = 'an address no other page has'): boolean {
    if (!this.has(route)) return false;
    const other = [...(this.sources.get(route) ?? [])].find((source) => source.startsWith('content/'));
    const hint = other ? `${other} makes the same address: rename or move one of the two` : `pages${route}/+Page.tsx already serves it: remove one of the two`;
    this.problems.add({ ...where, expected, found: route, hint });
    return true;
  }

  /** Adds a route a content file makes unless it is taken (see taken); false when it is. */
  claim(route: string, where: Where, ...sources: string[]): boolean {
    if (this.taken(route, where)) return false;
    this.add(route, ...sources);
    return true;
  }

  /** Names a route's page (the first name given stands: a page's own title before a menu label). */
  title(route: string, title: string): void {
    if (!this.titles.has(route)) this.titles.set(route, title);
  }

  /** Every route, sorted, with its title and source files. */
  table(): Record<string, { title?: string; sources: string[] }> {
    return Object.fromEntries(
      [...this].sort().map((route) => [route, { title: this.titles.get(route), sources: [...(this.sources.get(route) ?? [])].sort() }]),
    );
  }

  override add(route: string, ...sources: string[]): this {
    super.add(route);
    if (sources.length > 0) {
      const known = this.sources.get(route) ?? new Set<string>();
      for (const source of sources) known.add(source);
      this.sources.set(route, known);
    }
    return this;
  }
}

/** Everything a collection needs while it compiles: where content lives, where to report, what it may reference. */
export class CompileContext {
  readonly problems = new ProblemList();
  readonly assets = new Map<string, Asset>();
  /** Every internal route that has a page; collections add the routes they create, with their source files. */
  readonly routes = new RouteRegistry(this.problems);
  /** Where each value of a file read in the load stage stands, by file: the check stage names lines without reading a file again. */
  readonly lines = new Map<string, (path: readonly PropertyKey[]) => number | undefined>();
  /** Links written in the texts of pages and notices, checked once every collection has added its routes. */
  readonly pageLinks: { file: string; route: string; links: { href: string; line?: number }[] }[] = [];
  /** The heading ids of each Markdown page by route: what a `#…` link to it may name. */
  readonly anchors = new Map<string, Set<string>>();

  /** content/ with every symbolic link resolved: what a referenced file's real path must lie inside. */
  readonly realContentDir: string;

  constructor(
    readonly root: string,
    readonly contentDir: string,
    /** Parsed Markdown from earlier compiles, when a caller keeps one (the dev server). */
    readonly markdown?: MarkdownCache,
  ) {
    this.realContentDir = existsSync(contentDir) ? realpathSync.native(contentDir) : path.resolve(contentDir);
  }

  /**
   * Why a path under content/ must not be read or served: it names a place outside content/
   * (`../package.json`), or it is (or passes through) a symbolic link whose target lies outside.
   * Undefined when the path stays inside (or does not exist: callers report that themselves).
   */
  leavesContent(contentRelative: string): string | undefined {
    const absolute = path.resolve(this.contentDir, contentRelative);
    if (!isInside(path.resolve(this.contentDir), absolute)) return 'a path that leads out of content/';
    const stats = lstatSync(absolute, { throwIfNoEntry: false });
    if (!stats) return undefined;
    // A file that is no link lies where its folder really is: each folder is resolved once (thousands of pages share a few).
    const real = stats.isSymbolicLink() ? realpathSync.native(absolute) : path.join(this.realFolder(path.dirname(absolute)), path.basename(absolute));
    return isInside(this.realContentDir, real) ? undefined : 'a shortcut (symbolic link) to a place outside content/';
  }

  private readonly realFolders = new Map<string, string>();

  private realFolder(folder: string): string {
    let real = this.realFolders.get(folder);
    if (real === undefined) this.realFolders.set(folder, (real = realpathSync.native(folder)));
    return real;
  }

  /** content/… path for messages. */
  rel(absolutePath: string): string {
    return path.relative(this.root, absolutePath).split(path.sep).join('/');
  }

  abs(contentRelative: string): string {
    return path.join(this.contentDir, contentRelative);
  }

  /** A text file of content/ (YAML, CSV, Markdown) to read: the reader refuses it when it is a link out of content/. */
  textFile(contentRelative: string): TextFile {
    return { path: this.abs(contentRelative), file: `content/${contentRelative}`, refused: () => this.leavesContent(contentRelative) };
  }

  /**
   * Registers a file under content/ to be served and returns its asset; a missing file is a problem
   * naming where it was referenced (with a guess when only the case or extension differs).
   */
  asset(contentRelative: string, where: Where): Asset | undefined {
    const source = contentRelative.split(path.sep).join('/');
    const known = this.assets.get(source);
    if (known) return known;
    const absolute = this.abs(source);
    const outside = this.leavesContent(source);
    if (outside) {
      this.problems.add({
        ...where,
        expected: 'a file inside content/',
        found: `${source}: ${outside}`,
        hint: 'copy the file into content/ and name it from there (e.g. documents/report.pdf)',
      });
      return undefined;
    }
    if (!existsSync(absolute) || !statSync(absolute).isFile()) {
      const guess = similarFile(absolute);
      this.problems.add({
        ...where,
        expected: `a file content/${source}`,
        found: 'no such file',
        hint: guess
          ? `did you mean ${path.relative(this.contentDir, guess).split(path.sep).join('/')}?`
          : 'add the file, or correct the name (names are case-sensitive)',
      });
      return undefined;
    }
    const refused = servedFileProblem(absolute, source);
    if (refused) {
      this.problems.add({ ...where, ...refused });
      return undefined;
    }
    const asset: Asset = {
      source,
      url: `/files/${source.split('/').map(encodeURIComponent).join('/')}`,
      bytes: statSync(absolute).size,
      format: path.extname(source).slice(1).toUpperCase(),
    };
    this.assets.set(source, asset);
    return asset;
  }
}

const isInside = (folder: string, target: string) => {
  const relative = path.relative(folder, target);
  return relative === '' || (relative.split(path.sep)[0] !== '..' && !path.isAbsolute(relative));
};

const SERVED = 'a PDF or an image (JPG, PNG, GIF, WebP, AVIF or SVG)';
const EXTENSION_OF: Record<string, string> = { pdf: 'pdf', jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp', avif: 'avif' };

/**
 * Why a file must not be served, judged by its bytes rather than its name: empty, not a PDF or an image,
 * not what its extension says (a Word file renamed .pdf), or an SVG that could run script.
 */
function servedFileProblem(absolute: string, source: string): Omit<ContentProblem, 'file' | 'line' | 'column'> | undefined {
  const extension = path.extname(source).slice(1);
  const wanted = expectedKind(extension);
  if (statSync(absolute).size === 0) {
    return {
      expected: `content/${source} to have something in it`,
      found: 'an empty file (0 bytes)',
      hint: 'copy the file again: the copy or the upload did not finish',
    };
  }
  const actual = sniff(firstBytes(absolute));
  if (!wanted) {
    return {
      expected: `content/${source} to be ${SERVED}`,
      found: `a .${extension} file${actual ? ` (${actual.name})` : ''}`,
      hint: 'only PDFs and images are published: save it as PDF',
    };
  }
  if (wanted === 'svg') {
    const text = readFileSync(absolute, 'utf8');
    if (!/<svg[\s>]/i.test(text))
      return {
        expected: `content/${source} to be an SVG image`,
        found: actual ? actual.name : 'a file of another kind',
        hint: 'export the picture again as SVG or PNG',
      };
    const active = activeSvgContent(text);
    if (active)
      return {
        expected: `content/${source} to be a plain SVG image (no script)`,
        found: `an SVG with ${active}`,
        hint: 'export the picture again as PNG, or as a plain SVG without scripts or links',
      };
    return undefined;
  }
  if (actual?.kind === wanted) return undefined;
  const rename = actual && EXTENSION_OF[actual.kind];
  return {
    expected: `content/${source} to be ${wanted === 'pdf' ? 'a PDF' : `a .${extension} image`}, as its name says`,
    found: actual ? actual.name : 'a file of another or unknown kind (perhaps damaged)',
    hint: rename
      ? `rename it to end in .${rename}`
      : wanted === 'pdf'
        ? 'open it and save it as PDF ("Save as" or "Export", then PDF)'
        : 'open it and save it again as JPG or PNG',
  };
}

/** A sibling whose name differs only in case or extension: the usual slip when a photo is renamed. */
function similarFile(absolute: string): string | undefined {
  const dir = path.dirname(absolute);
  if (!existsSync(dir)) return undefined;
  const wanted = path.basename(absolute).toLowerCase();
  const stem = wanted.replace(/\.[^.]+$/, '');
  const siblings = readdirSync(dir);
  const match = siblings.find((name) => name.toLowerCase() === wanted) ?? siblings.find((name) => name.toLowerCase().replace(/\.[^.]+$/, '') === stem);
  return match ? path.join(dir, match) : undefined;
}
