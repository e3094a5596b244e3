/**
 * What the search index offers of the site's PDFs: each PDF with its title as the site shows it (the notice's title,
 * the question paper's name and folders, a document's link text), its kind and year (the search page's filters), its
 * size, its text page by page, and the pages that offer it. Pure: a function of the compiled content and the texts.
 */
import type { Asset } from '../context.ts';
import type { NoticeBoard } from '../../../common/noticeBoard.ts';
import type { PaperFolder } from '../../../common/questionPaperTree.ts';
import type { PdfReading, ScanReading } from '../facts/pdfText.ts';
import type { ShownAt } from '../facts/shownDocuments.ts';
import { pageAnchor } from '../../../common/documentPages.ts';
import type { SearchKind } from '../../../common/searchKinds.ts';
import type { CustomRecord } from 'pagefind';
import { fileSize } from '../../../common/fileLabel.ts';
import { QUESTION_BANK_ROUTE, textVersionRoute } from '../../../common/routes.ts';
import { slugify } from './noticeFiles.ts';

/** The kinds a PDF can be: all but the site's own pages. */
type PdfKind = Exclude<SearchKind, 'Pages'>;

export interface PdfRecord {
  /** The file's path under content/. */
  source: string;
  /** The file's address on the site, without the base path. */
  url: string;
  title: string;
  kind: PdfKind;
  year?: string;
  bytes: number;
  /** The text of each page of the PDF ('' for a page without text). */
  pages: string[];
  /** The routes whose pages link to it. */
  offeredOn: string[];
  /** A scan read by machine: how sure the reader was (0 to 100, over the pages it read), the pages read and those it could not read. */
  scan?: ScanFacts;
  /** The address of its text version: a scan read by machine, or a typed PDF a page shows, that no notice's page shows. */
  textRoute?: string;
  /** A PDF a page shows, with its first pages drawn: that page, where a search hit in a drawn page opens it. */
  shownAt?: ShownAt;
}

interface ScanFacts {
  confidence: number;
  read: number[];
  unread: number[];
}

interface Offer {
  source: string;
  title: string;
  kind: PdfKind;
  year?: string;
  route: string;
}

const YEAR = /\b(19|20)\d\d\b/;
/** Link texts that say nothing of the document: its title comes from around the link instead. */
const GENERIC_LABEL = /^(view|download|open|read|pdf|click here|here|link)$/i;

const isAsset = (value: unknown): value is Asset =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Asset).source === 'string' &&
  typeof (value as Asset).url === 'string' &&
  typeof (value as Asset).format === 'string';

function noticeOffers(board: NoticeBoard | undefined): Offer[] {
  return (board?.notices ?? []).flatMap((notice) => {
    const year = notice.date.slice(0, 4);
    const files = [...(notice.document?.kind === 'file' ? [notice.document.file] : []), ...notice.attachments];
    return files.map((file) => ({
      source: file.source,
      title:
        notice.attachments.length > 1 && file !== (notice.document as { file?: Asset } | undefined)?.file
          ? `${notice.title}: ${baseName(file.source)}`
          : notice.title,
      kind: 'Notices' as const,
      year,
      route: notice.route,
    }));
  });
}

const baseName = (source: string) => source.replace(/^.*\//, '').replace(/\.[^.]+$/, '');

/** Each paper titled by its name and the folders it sits in (programme, semester, year, subject). */
function paperOffers(trees: PaperFolder[]): Offer[] {
  const offers: Offer[] = [];
  const walk = (folder: PaperFolder, above: string[]) => {
    const folders = [...above, folder.name];
    for (const file of folder.files) {
      offers.push({
        source: decodeURIComponent(file.url.replace(/^\/files\//, '')),
        title: `${file.name} (${folders.join(', ')})`,
        kind: 'Question papers',
        year: folders.find((name) => /^(19|20)\d\d$/.test(name)),
        route: QUESTION_BANK_ROUTE,
      });
    }
    for (const inner of folder.folders) walk(inner, folders);
  };
  for (const tree of trees) walk(tree, []);
  return offers;
}

/**
 * Every served file a page's compiled content names, titled by the entry naming it (its title, else its link text
 * with the title of what holds it), with a year from that entry or those around it; and the files its text links to,
 * titled by the link's text.
 */
function pageOffers(pages: Record<string, { title: string; html?: string }>): Offer[] {
  const offers: Offer[] = [];
  for (const [route, page] of Object.entries(pages)) {
    const walk = (value: unknown, around: { title?: string; year?: string }) => {
      if (Array.isArray(value)) return value.forEach((item) => walk(item, around));
      if (typeof value !== 'object' || value === null || isAsset(value)) return;
      const entry = value as Record<string, unknown>;
      const title = typeof entry.title === 'string' ? entry.title : undefined;
      const year = typeof entry.year === 'string' || typeof entry.year === 'number' ? String(entry.year) : undefined;
      const here = { title: title ?? around.title, year: year ?? around.year };
      for (const inner of Object.values(entry)) {
        if (!isAsset(inner)) continue;
        const label = typeof entry.label === 'string' && !GENERIC_LABEL.test(entry.label) ? entry.label : undefined;
        const named = title ?? [around.title, label].filter(Boolean).join(': ');
        offers.push({
          source: inner.source,
          title: named || baseName(inner.source),
          kind: 'Documents',
          year: here.year ?? YEAR.exec(`${named} ${inner.source}`)?.[0],
          route,
        });
      }
      for (const [key, inner] of Object.entries(entry)) if (key !== 'html') walk(inner, here);
    };
    walk(page, { title: page.title });
    for (const [, href, text] of (page.html ?? '').matchAll(/<a\s[^>]*?href="\/files\/([^"#?]+)"[^>]*>([\s\S]*?)<\/a>/g)) {
      const source = decodeURIComponent(href);
      const title = text.replace(/<[^>]+>/g, '').trim() || baseName(source);
      offers.push({ source, title, kind: 'Documents', year: YEAR.exec(`${title} ${source}`)?.[0], route });
    }
  }
  return offers;
}

/** One record per served PDF with text; the first offer names it (notices, then question papers, then pages). */
export function pdfRecords(
  assets: readonly Asset[],
  texts: ReadonlyMap<string, PdfReading>,
  content: {
    notices?: NoticeBoard;
    paperTrees: PaperFolder[];
    pages?: Record<string, { title: string; html?: string }>;
    shownAt?: ReadonlyMap<string, ShownAt>;
  },
): PdfRecord[] {
  const offers = [...noticeOffers(content.notices), ...paperOffers(content.paperTrees), ...pageOffers(content.pages ?? {})];
  const bySource = new Map<string, Offer[]>();
  for (const offer of offers) bySource.set(offer.source, [...(bySource.get(offer.source) ?? []), offer]);
  return assets
    .filter((asset) => asset.format === 'PDF')
    .map((asset) => {
      const reading = texts.get(asset.source);
      const found = bySource.get(asset.source) ?? [];
      const first = found[0];
      const scan = reading && 'pages' in reading ? scanFacts(reading) : undefined;
      const kind = first?.kind ?? 'Documents';
      const shownAt = content.shownAt?.get(asset.source);
      const typed = !scan && reading !== undefined && 'pages' in reading && reading.pages.some((page) => page !== '');
      return {
        source: asset.source,
        url: asset.url,
        title: first?.title ?? baseName(asset.source),
        kind,
        ...((first?.year ?? YEAR.exec(asset.source)?.[0]) && { year: first?.year ?? YEAR.exec(asset.source)![0] }),
        bytes: asset.bytes,
        pages: reading && 'pages' in reading ? reading.pages : [],
        offeredOn: [...new Set(found.map((offer) => offer.route))].sort(),
        ...(scan && { scan }),
        ...(((scan && scan.read.length > 0) || (typed && shownAt)) &&
          kind !== 'Notices' && { textRoute: textVersionRoute(slugify(asset.source.replace(/\.pdf$/i, ''))) }),
        ...(shownAt && shownAt.pages > 0 && { shownAt }),
      };
    });
}

/** How sure the reader was of a scan: the mean of its pages' confidence, each page counted by the length of its text. */
function scanFacts({ pages, scan }: { pages: string[]; scan?: ScanReading }): ScanFacts | undefined {
  if (!scan) return undefined;
  const weights = scan.read.map(({ page }) => pages[page - 1].length);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const confidence = total === 0 ? 0 : Math.round(scan.read.reduce((sum, { confidence }, index) => sum + confidence * weights[index], 0) / total);
  return { confidence, read: scan.read.map(({ page }) => page), unread: scan.unread.map(({ page }) => page) };
}

/**
 * The search index's records of the site's PDFs (Pagefind's custom records): one per page of a PDF that has text, so
 * that a result opens the PDF at the page that matched (#page=N), or the page showing the PDF at that page's picture
 * (#page-N), and says which; one holding the title alone for a PDF
 * without text (a scan), which can then still be found by its name. Each carries the filters the search page offers
 * (kind, year) and what a result shows beside the excerpt (size, page).
 */
export function pdfSearchRecords(records: readonly PdfRecord[]): CustomRecord[] {
  return records.flatMap((record) => {
    const filters = { kind: [record.kind], ...(record.year && { year: [record.year] }) };
    const meta = { title: record.title, size: fileSize(record.bytes) };
    const pages = record.pages.map((text, index) => ({ text, page: index + 1 })).filter(({ text }) => text !== '');
    if (pages.length === 0) return [{ url: record.url, content: record.title, language: 'en', meta, filters }];
    return pages.map(({ text, page }) => ({
      // A page drawn on the page showing the PDF opens there, at its picture: a phone would download the PDF.
      url: record.shownAt && page <= record.shownAt.pages ? `${record.shownAt.route}#${pageAnchor(record.shownAt.anchor, page)}` : `${record.url}#page=${page}`,
      // The title is searched once, with the first page that has text: a word of it finds the PDF, not each page.
      content: page === pages[0].page ? `${record.title}. ${text}` : text,
      language: 'en',
      meta: { ...meta, page: String(page) },
      filters,
    }));
  });
}
