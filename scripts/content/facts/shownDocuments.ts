/**
 * The PDFs the site's pages show (a page's documents, a year's calender, a meeting's minutes, a notice that is a PDF),
 * drawn for phones: each shown PDF's asset learns its drawn pages (asset.drawn), which the page offers as pictures,
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

/**
 * Every PDF document each route shows, in the order met: the first of a route keeps the addresses #page-N, a second
 * gets #document-2-N, so that no two pages of one route share an address.
 */
function documentsByRoute(outputs: Record<string, unknown>): { route: string; document: FileDocument }[] {
  const found: { route: string; document: FileDocument }[] = [];
  const visit = (route: string, value: unknown, seen: { count: number }) => {
    if (isFileDocument(value)) {
      if (value.file.format !== 'PDF') return;
      value.anchor ??= seen.count === 0 ? 'page' : `document-${seen.count + 1}`;
      seen.count++;
      found.push({ route, document: value });
    } else if (Array.isArray(value)) value.forEach((item) => visit(route, item, seen));
    else if (typeof value === 'object' && value !== null) for (const inner of Object.values(value)) visit(route, inner, seen);
  };
  for (const [route, page] of Object.entries((outputs.pages as Record<string, unknown> | undefined) ?? {})) visit(route, page, { count: 0 });
  for (const notice of (outputs.notices as NoticeBoard | undefined)?.notices ?? []) visit(notice.route, notice.document, { count: 0 });
  return found;
}

/**
 * Draws the shown PDFs (or takes their drawings from the cache), sets each one's `drawn`, and adds the pictures to
 * `outputs` as files under public/files/. Answers where each PDF is shown, and the text of each typed one as laid out.
 */
export async function showDocuments(
  ctx: CompileContext,
  outputs: Record<string, unknown>,
  cacheDir: string,
  /** The PDFs that could not be read at all, already a warning of their own (damaged, or protected by a password). */
  unreadable: (source: string) => boolean = () => false,
): Promise<{ shownAt: Map<string, ShownAt>; layouts: Map<string, { page: number; blocks: TextBlock[] }[]> }> {
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
  const shownAt = new Map<string, ShownAt>();
  const layouts = new Map<string, { page: number; blocks: TextBlock[] }[]>();
  for (const [source, drawing] of drawings) {
    const asset = assets.get(source)!;
    if ('undrawn' in drawing) {
      // A PDF that cannot be read, or a form for Adobe Reader alone, is a warning of its own already (compile.ts).
      if (!unreadable(source) && drawing.undrawn !== XFA_REFUSAL)
        ctx.problems.warn(`content/${source}`, `its pages could not be drawn for phones (${drawing.undrawn}): its page offers the link to the PDF alone`);
      continue;
    }
    asset.drawn = { total: drawing.total, heights: drawing.heights };
    if (drawing.text.length > 0) layouts.set(source, drawing.text);
    drawing.heights.forEach((_, index) => {
      for (const picture of pagePictures(asset, index + 1))
        outputs[`public/files/${picture.file}`] = new PublishedFile(path.join(drawing.folder, `${index + 1}.${picture.width}.webp`));
    });
  }
  for (const { route, document } of shown) {
    if (!shownAt.has(document.file.source))
      shownAt.set(document.file.source, { route, anchor: document.anchor!, pages: document.file.drawn?.heights.length ?? 0 });
  }
  return { shownAt, layouts };
}
