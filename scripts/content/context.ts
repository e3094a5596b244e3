import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ProblemList } from './errors.ts';

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
}

export interface Where {
  file: string;
  line?: number;
  column?: string;
}

/**
 * The internal routes that have a page, each with the files its content comes from
 * (paths relative to the project root: content/… files, or a pages/… folder), for "last updated" dates.
 */
export class RouteRegistry extends Set<string> {
  readonly sources = new Map<string, Set<string>>();

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
  readonly routes = new RouteRegistry();
  /** JSON files a collection writes besides its own, by output name (public/x/y is served at /x/y.json: data an island fetches lazily). */
  readonly outputs = new Map<string, unknown>();

  constructor(
    readonly root: string,
    readonly contentDir: string,
  ) {}

  /** content/… path for messages. */
  rel(absolutePath: string): string {
    return path.relative(this.root, absolutePath).split(path.sep).join('/');
  }

  abs(contentRelative: string): string {
    return path.join(this.contentDir, contentRelative);
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
    if (!existsSync(absolute) || !statSync(absolute).isFile()) {
      const guess = similarFile(absolute);
      this.problems.add({
        ...where,
        expected: `a file content/${source}`,
        found: 'no such file',
        hint: guess ? `did you mean ${path.relative(this.contentDir, guess).split(path.sep).join('/')}?` : 'add the file, or correct the name (names are case-sensitive)',
      });
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

/** A sibling whose name differs only in case or extension: the usual slip when a photo is renamed. */
function similarFile(absolute: string): string | undefined {
  const dir = path.dirname(absolute);
  if (!existsSync(dir)) return undefined;
  const wanted = path.basename(absolute).toLowerCase();
  const stem = wanted.replace(/\.[^.]+$/, '');
  const siblings = readdirSync(dir);
  const match =
    siblings.find((name) => name.toLowerCase() === wanted) ??
    siblings.find((name) => name.toLowerCase().replace(/\.[^.]+$/, '') === stem);
  return match ? path.join(dir, match) : undefined;
}
