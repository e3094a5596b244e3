/**
 * The PDFs the site's pages show (a page's documents, a year's calender, a meeting's minutes, a notice that is a PDF),
 * drawn for phones: each shown PDF's asset is given its drawn pages (asset.drawn), which the page offers as pictures,
 * and the pictures become files the site publishes beside the PDF. A PDF that cannot be drawn is a warning naming it
 * (unless it cannot be read at all, which is a warning already), and its page offers the link alone. Question papers are not shown on a page, and are never drawn.
 */
import path from 'node:path';
import type { Asset, CompileContext } from '../context.ts';
import type { CompiledDocument } from '../templates/documents.ts';
import type { NoticeBoard } from '../../../common/noticeBoard.ts';
import type { TextBlock } from '../../../common/documentText.ts';
import { pagePictures } from '../../../common/documentPages.ts';
import { drawDocuments, rememberLinkedOnly } from './documentPages.ts';
import { contentPdfs } from './pdfText.ts';
import { XFA_REFUSAL } from './pdfRefusals.ts';
import { QUESTION_PAPERS_FOLDER } from '../../../common/questionPaperTree.ts';
import { addTo } from '../derive/withAdditions.ts';

/** A file the compile publishes as it is (a drawn page), copied from where it lies into the compiled output. */
export class PublishedFile {
  constructor(readonly from: string) {}
}

/** Where a PDF is shown: the route of the first page showing it, and its pages' addresses there (`page` gives #page-3). */
export interface ShownAt {
  route: string;
  anchor: string;
  /** The pages drawn, which the page shows as pictures (the first ones). */
  pages: number;
}

type FileDocument = Extract<CompiledDocument, { kind: 'file' }> & { anchor?: string };

const isFileDocument = (value: unknown): value is FileDocument =>
  typeof value === 'object' &&
  value !== null &&
  (value as FileDocument).kind === 'file' &&
  typeof (value as FileDocument).title === 'string' &&
  typeof (value as FileDocument).file?.source === 'string';

/** A PDF document a route shows, with its address on that route's page. */
interface RouteDocument {
  route: string;
  document: FileDocument;
  /** "page" for the first PDF a route shows (#page-3), "document-2" for a second (#document-2-3), and so on. */
  anchor: string;
}

/** Calls `visit` with each PDF document in `value`, in the order met. */
function eachDocument(value: unknown, visit: (document: FileDocument) => void): void {
  if (isFileDocument(value)) {
    if (value.file.format === 'PDF') visit(value);
  } else if (Array.isArray(value)) value.forEach((item) => eachDocument(item, visit));
  else if (typeof value === 'object' && value !== null) for (const inner of Object.values(value)) eachDocument(inner, visit);
}

/**
 * Every PDF document each route shows, in the order met: the first of a route keeps the addresses #page-N, a second
 * gets #document-2-N, so that no two pages of one route share an address. A document met again keeps its first address.
 */
function documentsByRoute(outputs: Record<string, unknown>): RouteDocument[] {
  const found: RouteDocument[] = [];
  const anchors = new Map<FileDocument, string>();
  const onRoute = (route: string, value: unknown) => {
    let count = 0;
    eachDocument(value, (document) => {
      const anchor = anchors.get(document) ?? document.anchor ?? (count === 0 ? 'page' : `document-${count + 1}`);
      anchors.set(document, anchor);
      count++;
      found.push({ route, document, anchor });
    });
  };
  for (const [route, page] of Object.entries((outputs.pages as Record<string, unknown> | undefined) ?? {})) onRoute(route, page);
  for (const notice of (outputs.notices as NoticeBoard | undefined)?.notices ?? []) onRoute(notice.route, notice.document);
  return found;
}

/**
 * Draws the shown PDFs (or takes their drawings from the cache); changes nothing it is handed. Answers what to add to
 * the outputs (derive/withAdditions.ts): each shown PDF document's address on its page, each drawn PDF's pages (on its
 * asset); the pictures, files to publish under public/files/; where each PDF is shown; the text of each typed one as
 * laid out.
 */
export async function showDocuments(
  ctx: CompileContext,
  outputs: Record<string, unknown>,
  cacheDir: string,
  /** The PDFs that could not be read at all, already a warning of their own (damaged, or protected by a password). */
  unreadable: (source: string) => boolean = () => false,
): Promise<{
  additions: Map<object, Record<string, unknown>>;
  pictures: Record<string, PublishedFile>;
  shownAt: Map<string, ShownAt>;
  layouts: Map<string, { page: number; blocks: TextBlock[] }[]>;
}> {
  const shown = documentsByRoute(outputs);
  const assets = new Map<string, Asset>(shown.map(({ document }) => [document.file.source, document.file]));
  const drawings = await drawDocuments(
    [...assets.keys()].map((source) => ({ source, file: ctx.abs(source) })),
    cacheDir,
  );
  // Every other PDF under content/ (an attachment, one no page names any more), question papers aside: no work to draw.
  const shownFiles = new Set([...assets.keys()].map((source) => ctx.abs(source)));
  const questionPapers = ctx.abs(QUESTION_PAPERS_FOLDER) + path.sep;
  rememberLinkedOnly(
    contentPdfs(ctx.contentDir).filter((file) => !shownFiles.has(file) && !file.startsWith(questionPapers)),
    cacheDir,
  );
  const additions = new Map<object, Record<string, unknown>>();
  const pictures: Record<string, PublishedFile> = {};
  const pagesDrawn = new Map<string, number>();
  const layouts = new Map<string, { page: number; blocks: TextBlock[] }[]>();
  for (const [source, drawing] of drawings) {
    if ('undrawn' in drawing) {
      // A PDF that cannot be read, or a form for Adobe Reader alone, is a warning of its own already (compile.ts).
      if (!unreadable(source) && drawing.undrawn !== XFA_REFUSAL)
        ctx.problems.warn(`content/${source}`, `its pages could not be drawn for phones (${drawing.undrawn}): its page offers the link to the PDF alone`);
      continue;
    }
    const asset = assets.get(source)!;
    addTo(additions, asset, { drawn: { total: drawing.total, heights: drawing.heights } });
    pagesDrawn.set(source, drawing.heights.length);
    if (drawing.text.length > 0) layouts.set(source, drawing.text);
    drawing.heights.forEach((_, index) => {
      for (const picture of pagePictures(asset, index + 1))
        pictures[`public/files/${picture.file}`] = new PublishedFile(path.join(drawing.folder, `${index + 1}.${picture.width}.webp`));
    });
  }
  const shownAt = new Map<string, ShownAt>();
  for (const { route, document, anchor } of shown) {
    addTo(additions, document, { anchor });
    if (!shownAt.has(document.file.source)) shownAt.set(document.file.source, { route, anchor, pages: pagesDrawn.get(document.file.source) ?? 0 });
  }
  return { additions, pictures, shownAt, layouts };
}
