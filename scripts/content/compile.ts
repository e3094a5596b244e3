import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CompileContext, type Asset } from './context.ts';
import { collections, type Store } from './collections/all.ts';
import type { AnyCollection } from './collections/collection.ts';
import { pageRoutes } from './facts/pageRoutes.ts';
import { fileDates, headCommit, routeDate } from './facts/lastUpdated.ts';
import { checkPageLinks } from './check/pageLinks.ts';
import { XFA_REFUSAL } from './facts/pdfRefusals.ts';
import { contentPdfs, pdfTextCache, readPdfTexts, rememberUnserved, withoutText, type PdfReading } from './facts/pdfText.ts';
import { PublishedFile, showDocuments, type ShownAt } from './facts/shownDocuments.ts';
import { documentPagesCache } from './facts/documentPages.ts';
import { pdfRecords, type PdfRecord } from './derive/pdfRecords.ts';
import { paperTextVersions, scanReport } from './derive/scannedDocuments.ts';
import { addTo, withAdditions } from './derive/withAdditions.ts';
import { QUESTION_BANK_DATA } from './collections/questionPapers.ts';
import type { PaperFolder } from '../../common/questionPaperTree.ts';
import { warnNameCollisions } from './check/nameCollisions.ts';
import type { ContentProblem, ContentWarning } from './errors.ts';
import type { CompileCache } from './compileCache.ts';
import { GENERATED_DIR } from '../../common/generated.ts';
import { noticeRouteDates, type NoticeBoard } from '../../common/noticeBoard.ts';
import { swapIn } from '../buildSupport/swapIn.ts';
import { linkFile } from '../buildSupport/linkFile.ts';
import { pruneBuildCaches, pruneCache } from '../buildCaches.ts';

interface CompileOptions {
  /** The project root (content/ and pages/ live under it). */
  root: string;
  /** Defaults to <root>/content. */
  contentDir?: string;
  /** Where the JSON goes (an output named public/x is served at /x, e.g. data an island fetches lazily); defaults to <root>/.generated. Nothing is written when undefined and check is true. */
  outDir?: string;
  /** Only validate: write nothing. */
  check?: boolean;
  /** For tests: compile only these collections (a collection they use but do not list is not loaded). */
  collections?: readonly AnyCollection[];
  /** Check the links written in pages (default: when every collection compiles, since each adds routes). */
  checkLinks?: boolean;
  /** What the last compile left to reuse: a caller that compiles again and again (the dev server) passes the same one. */
  cache?: CompileCache;
}

export interface CompileResult {
  problems: ContentProblem[];
  warnings: ContentWarning[];
  /** Every collection loaded, by name (undefined where it had problems). */
  store: Partial<Store>;
  /** Every JSON file to write, by output name. */
  outputs: Record<string, unknown>;
  /** What the office should know that is not wrong: each scan read by machine, and how sure the reader was. */
  notes: string[];
}

/** load (validate, file facts) -> check references -> derive -> write (all files at once, or none). */
export async function compileContent(options: CompileOptions): Promise<CompileResult> {
  const ctx = new CompileContext(options.root, options.contentDir ?? path.join(options.root, 'content'), options.cache?.markdown);
  const declared = options.collections ?? collections;

  // Load: every collection, each after those it uses; then the facts of the files they registered.
  for (const { route, folder } of pageRoutes(options.root)) ctx.routes.add(route, folder);
  const store = await loadAll(ctx, declared);
  await measureImages(ctx, path.join(options.root, 'node_modules/.cache/decoded-images'));

  // Check: every route first, then references across the store. A collection that could not be read makes no routes,
  // so every link and menu entry to its pages would be reported too: those checks wait until it reads.
  const loaded = store as Record<string, unknown>;
  const unread = declared.filter((collection) => loaded[collection.name] === undefined);
  for (const step of unread.length === 0 ? (['routes', 'check'] as const) : (['routes'] as const)) {
    for (const collection of declared) {
      const data = loaded[collection.name];
      if (data !== undefined) guarded(ctx, collection, () => collection[step]?.(ctx, data));
    }
  }
  if (unread.length > 0)
    ctx.problems.warn(
      'content/',
      `links and menu entries are checked once the problems below are fixed (${unread.map((collection) => collection.name).join(', ')} could not be read)`,
    );
  else if (options.checkLinks ?? !options.collections) checkPageLinks(ctx);
  if (!options.collections) warnNameCollisions(ctx);
  // Every served file is known once the checks have resolved the links written in texts.
  const pdfTexts = await readPdfTexts(ctx.assets.values(), (source) => ctx.abs(source), pdfTextCache(options.root), { memo: options.cache?.pdfReadings });
  // The PDFs under content/ no page names (left behind when a notice was deleted): read by no compile, and so no work
  // for the build's plan.
  const served = new Set([...ctx.assets.values()].map((asset) => ctx.abs(asset.source)));
  rememberUnserved(
    contentPdfs(ctx.contentDir).filter((file) => !served.has(file)),
    pdfTextCache(options.root),
  );

  // Derive: the published files, pure functions of the store and the facts.
  const published: Record<string, unknown> = {};
  for (const collection of declared) {
    const data = loaded[collection.name];
    if (data !== undefined)
      Object.assign(
        published,
        guarded(ctx, collection, () => (collection.publish ? collection.publish(data) : { [collection.name]: data })),
      );
  }
  published.assets = [...ctx.assets.values()];
  // The PDFs the pages show, drawn for phones (each asset's pages and each document's address to add; the pictures
  // to publish beside the PDF), then the PDFs' records for search (each scan's text version to add): the outputs anew
  // with what they add, nothing published changed in place.
  const shown = await showDocuments(ctx, published, documentPagesCache(options.root), (source) => {
    const reading = pdfTexts.get(source);
    return reading !== undefined && 'unreadable' in reading;
  });
  const notes: string[] = [];
  const pdfSearch = searchablePdfs(ctx, published, pdfTexts, notes, shown);
  const outputs: Record<string, unknown> = withAdditions(
    { ...published, ...shown.pictures, documentLayouts: Object.fromEntries(shown.layouts), pdfSearch },
    shown.additions,
  );
  outputs.routes = ctx.routes.table();
  // The last file facts: each route's newest source date, once every route is added (the scans' text versions last).
  const routeDates = lastUpdated(ctx, gitDates(ctx.root, options.cache));
  outputs.lastUpdated = { ...routeDates, ...noticeRouteDates(outputs.notices as NoticeBoard | undefined) };

  // Write.
  const result = { problems: ctx.problems.problems, warnings: ctx.problems.warnings, store, outputs, notes };
  if (result.problems.length === 0 && !options.check) {
    writeAtomically(options.outDir ?? path.join(options.root, GENERATED_DIR), outputs);
  }
  return result;
}

/** The dates of the files under content/ and pages/ from git history: read once per commit when a cache keeps them. */
function gitDates(root: string, cache: CompileCache | undefined): Map<string, string> {
  const folders = ['content', 'pages'];
  if (!cache) return fileDates(root, folders);
  const head = headCommit(root);
  if (cache.gitDates?.head !== head) cache.gitDates = { head, dates: fileDates(root, folders) };
  return cache.gitDates.dates;
}

/** Loads each collection once, after the collections it uses (those not declared are not loaded: tests load a few). */
async function loadAll(ctx: CompileContext, declared: readonly AnyCollection[]): Promise<Partial<Store>> {
  const store: Record<string, unknown> = {};
  const loaded = new Set<AnyCollection>();
  const load = async (collection: AnyCollection): Promise<void> => {
    if (loaded.has(collection)) return;
    loaded.add(collection);
    for (const used of collection.uses ?? []) if (declared.includes(used)) await load(used);
    const data = await guarded(ctx, collection, () => collection.load(ctx, store));
    if (data !== undefined) store[collection.name] = data;
  };
  for (const collection of declared) await load(collection);
  return store as Partial<Store>;
}

/**
 * The PDFs the search index offers, with their text. A PDF without text (a scan) or that cannot be read is a warning
 * naming it and the pages that offer it: search cannot find what it says, and a screen reader cannot read it. A scan
 * read by machine is a note saying how sure the reader was, or a warning when it was unsure; its text version's
 * route is added to the routes, and to `additions` for its asset and its question paper, which link it.
 */
function searchablePdfs(
  ctx: CompileContext,
  outputs: Record<string, unknown>,
  texts: Map<string, PdfReading>,
  notes: string[],
  { shownAt, additions }: { shownAt: ReadonlyMap<string, ShownAt>; additions: Map<object, Record<string, unknown>> },
): PdfRecord[] {
  const paperTrees = Object.entries(outputs)
    .filter(([name]) => name.startsWith(`public/${QUESTION_BANK_DATA}/`))
    .map(([, tree]) => tree as PaperFolder);
  const records = pdfRecords(outputs.assets as Asset[], texts, {
    notices: outputs.notices as NoticeBoard | undefined,
    paperTrees,
    pages: outputs.pages as Record<string, { title: string; html?: string }> | undefined,
    shownAt,
  });
  for (const record of records) {
    if (record.textRoute && !ctx.routes.has(record.textRoute)) {
      ctx.routes.add(record.textRoute, ctx.rel(ctx.abs(record.source)));
      ctx.routes.title(record.textRoute, `${record.title}: text version`);
      // On the asset the compiled pages reference: each link to the scan can offer its text version.
      const asset = ctx.assets.get(record.source);
      if (asset) addTo(additions, asset, { text: record.textRoute });
    } else delete record.textRoute;
  }
  for (const [paper, text] of paperTextVersions(paperTrees, records)) addTo(additions, paper, { text });
  for (const record of records) {
    const said = scanReport(record);
    if (said?.warning) ctx.problems.warn(`content/${record.source}`, said.warning);
    if (said?.note) notes.push(`content/${record.source}  ${said.note}`);
    const reading = texts.get(record.source);
    if (reading && 'form' in reading && reading.form === 'xfa') ctx.problems.warn(`content/${record.source}`, XFA_REFUSAL);
    if (!reading || !withoutText(reading)) continue;
    const why =
      'unreadable' in reading
        ? `a PDF that cannot be read (${reading.unreadable})`
        : reading.scan
          ? 'a scan that no machine could read either (blank, damaged or too unclear)'
          : 'a PDF without text (a scan?)';
    const where = record.offeredOn.length > 0 ? `; offered on ${record.offeredOn.join(', ')}` : '';
    ctx.problems.warn(
      `content/${record.source}`,
      `${why}: search cannot find what it says and a screen reader cannot read it; publish the document as text (export it from the word processor as PDF)${where}`,
    );
  }
  return records;
}

/** What a fault of the site's own code says to the office: the content may be fine, and the message is for a developer. */
export const CODE_FAULT_HINT = "this is a fault in the site's code, not necessarily in the content: send this message to whoever maintains the site";

/**
 * Runs one stage of a collection. Content problems are reported, never thrown; an exception is a fault of the code,
 * which must still not stop the compile with a stack trace: it becomes a problem naming the collection's files, and
 * the compile goes on to report every other problem.
 */
function guarded<T>(ctx: CompileContext, collection: AnyCollection, stage: () => T): T | undefined {
  const fault = (error: unknown) => {
    ctx.problems.add({
      file: Object.keys(collection.files)
        .map((file) => `content/${file}`)
        .join(', '),
      expected: 'content the compiler can read',
      found: `an error in the compiler (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
      hint: CODE_FAULT_HINT,
    });
    return undefined;
  };
  try {
    const result = stage();
    return result instanceof Promise ? (result.catch(fault) as T) : result;
  } catch (error) {
    return fault(error);
  }
}

/** Writes every file into a fresh folder, then swaps it in: readers never see half a compile. */
function writeAtomically(outDir: string, outputs: Record<string, unknown>): void {
  const staging = `${outDir}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  for (const [name, data] of Object.entries(outputs)) {
    const file = path.join(staging, data instanceof PublishedFile ? name : `${name}.json`);
    mkdirSync(path.dirname(file), { recursive: true });
    if (data instanceof PublishedFile) linkFile(data.from, file);
    else writeFileSync(file, JSON.stringify(data));
  }
  swapIn(staging, outDir);
}

/** Each route's "last updated" date (YYYY-MM-DD) from the files its content comes from. */
function lastUpdated(ctx: CompileContext, dates: Map<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [route, sources] of ctx.routes.sources) {
    const date = routeDate(ctx.root, sources, dates);
    if (date) result[route] = date;
  }
  return result;
}

const RASTER = new Set(['JPG', 'JPEG', 'PNG', 'WEBP', 'AVIF', 'GIF', 'SVG']);

/**
 * Fills in width and height of every image asset (the objects the outputs already reference), decoding
 * each image whole: a damaged photo (a JPEG cut short by an upload) reads its size fine but would stop
 * the build's image variants, so it is a problem naming the file here. A file that decoded once is
 * remembered by its content hash (in cacheDir), so unchanged photos are not decoded again.
 */
async function measureImages(ctx: CompileContext, cacheDir: string): Promise<void> {
  mkdirSync(cacheDir, { recursive: true });
  const used = new Set<string>();
  await Promise.all(
    [...ctx.assets.values()]
      .filter((asset) => RASTER.has(asset.format))
      .map(async (asset) => {
        const bytes = readFileSync(ctx.abs(asset.source));
        const name = `${createHash('sha256').update(bytes).digest('hex')}.json`;
        used.add(name);
        const cached = path.join(cacheDir, name);
        try {
          const size = existsSync(cached) ? (JSON.parse(readFileSync(cached, 'utf8')) as { width: number; height: number }) : await decodeWhole(bytes, cached);
          asset.width = size.width;
          asset.height = size.height;
        } catch (error) {
          const reason = error instanceof Error ? error.message.split('\n')[0] : '';
          ctx.problems.add({
            file: `content/${asset.source}`,
            expected: 'an image file that opens',
            found: `a damaged or unknown image${reason ? ` (${reason})` : ''}`,
            hint: 'open it in a photo program and save it again as JPG, PNG or WebP',
          });
        }
      }),
  );
  if (pruneBuildCaches()) pruneCache(cacheDir, used);
}

async function decodeWhole(bytes: Buffer, cacheFile: string): Promise<{ width: number; height: number }> {
  const { info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const size = { width: info.width, height: info.height };
  writeFileSync(cacheFile, JSON.stringify(size));
  return size;
}
