import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { readGenerated } from '../../../renderer/readGenerated.ts';
import { neighbours } from '../../../common/noticeBoard.ts';
import { scannedText, type ScannedText } from '../../../common/scannedText.ts';
import { typedText } from '../../../common/documentText.ts';

/** One notice (its body is HTML the compiler made), and the titles and addresses of the notices before and after it. */
export function data(pageContext: PageContextServer) {
  const board = readGenerated('notices', pageContext);
  const notice = board.notices.find((known) => known.slug === pageContext.routeParams.slug);
  if (!notice) throw render(404);
  const { older, newer } = neighbours(board.notices, notice.slug);
  const link = (other: typeof older) => other && { route: other.route, title: other.title };
  const { source: _source, summary, ...shown } = notice;
  // The text of its scanned PDFs (the notice itself, or an attachment), read by machine, shown on the page.
  const files = [...(notice.document?.kind === 'file' ? [notice.document.file] : []), ...notice.attachments];
  const records = readGenerated('pdfSearch', pageContext);
  const scans = files.flatMap((file): { source: string; text: ScannedText }[] => {
    const text = scannedText(records.find((record) => record.source === file.source));
    return text ? [{ source: file.source, text }] : [];
  });
  // A notice that is a typed PDF: its text as the document lays it out, shown on the page as a scan's is.
  const own =
    notice.document?.kind === 'file' ? records.find((record) => record.source === (notice.document as { file: { source: string } }).file.source) : undefined;
  const typed = typedText(own, own && readGenerated('documentLayouts', pageContext)[own.source]);
  return {
    ...shown,
    scans,
    typed,
    description: summary || notice.title,
    older: link(older),
    newer: link(newer),
  };
}

export type Data = ReturnType<typeof data>;
