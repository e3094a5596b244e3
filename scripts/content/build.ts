import sharp from 'sharp';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CompileContext } from './context.ts';
import { collections as allCollections } from './collections/index.ts';
import type { Collection } from './collections/collection.ts';
import { pageRoutes } from './derive/pageRoutes.ts';
import { fileDates, routeDate } from './derive/lastUpdated.ts';
import type { ContentProblem, ContentWarning } from './errors.ts';
import { GENERATED_DIR } from './generated.ts';
import { swapIn } from '../lib/swapIn.ts';

export interface CompileOptions {
  /** The project root (content/ and pages/ live under it). */
  root: string;
  /** Defaults to <root>/content. */
  contentDir?: string;
  /** Where the JSON goes (an output named public/x is served at /x, e.g. data an island fetches lazily); defaults to <root>/.generated. Nothing is written when undefined and check is true. */
  outDir?: string;
  /** Only validate: write nothing. */
  check?: boolean;
  /** For tests: compile only these collections. */
  collections?: Collection<unknown>[];
}

export interface CompileResult {
  problems: ContentProblem[];
  warnings: ContentWarning[];
  outputs: Record<string, unknown>;
}

/** load -> validate -> check references -> derive -> write (all files at once, or none). */
export async function compileContent(options: CompileOptions): Promise<CompileResult> {
  const ctx = new CompileContext(options.root, options.contentDir ?? path.join(options.root, 'content'));
  for (const { route, folder } of pageRoutes(options.root)) ctx.routes.add(route, folder);

  const outputs: Record<string, unknown> = {};
  for (const collection of options.collections ?? allCollections) {
    const data = await collection.compile(ctx);
    if (data !== undefined) outputs[collection.name] = data;
  }
  for (const [name, data] of ctx.outputs) outputs[name] = data;
  await measureImages(ctx);
  outputs.assets = [...ctx.assets.values()];
  outputs.routes = [...ctx.routes].sort();
  outputs.lastUpdated = lastUpdated(ctx);

  const result = { problems: ctx.problems.problems, warnings: ctx.problems.warnings, outputs };
  if (result.problems.length === 0 && !options.check) {
    writeAtomically(options.outDir ?? path.join(options.root, GENERATED_DIR), outputs);
  }
  return result;
}

/** Writes every file into a fresh folder, then swaps it in: readers never see half a compile. */
function writeAtomically(outDir: string, outputs: Record<string, unknown>): void {
  const staging = `${outDir}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  for (const [name, data] of Object.entries(outputs)) {
    const file = path.join(staging, `${name}.json`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(data));
  }
  swapIn(staging, outDir);
}

/** Each route's "last updated" date (YYYY-MM-DD) from the files its content comes from. */
function lastUpdated(ctx: CompileContext): Record<string, string> {
  const dates = fileDates(ctx.root, ['content', 'pages']);
  const result: Record<string, string> = {};
  for (const [route, sources] of ctx.routes.sources) {
    const date = routeDate(ctx.root, sources, dates);
    if (date) result[route] = date;
  }
  return result;
}

const RASTER = new Set(['JPG', 'JPEG', 'PNG', 'WEBP', 'AVIF', 'GIF', 'SVG']);

/** Fills in width and height of every image asset (the objects the outputs already reference). */
async function measureImages(ctx: CompileContext): Promise<void> {
  await Promise.all(
    [...ctx.assets.values()]
      .filter((asset) => RASTER.has(asset.format))
      .map(async (asset) => {
        try {
          const { width, height } = await sharp(ctx.abs(asset.source)).metadata();
          asset.width = width;
          asset.height = height;
        } catch {
          ctx.problems.add({ file: `content/${asset.source}`, expected: 'an image file that opens', found: 'a damaged or unknown image', hint: 'save it again as JPG, PNG or WebP' });
        }
      }),
  );
}
