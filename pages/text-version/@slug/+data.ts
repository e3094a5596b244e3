import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { readGenerated } from '../../../renderer/readGenerated.ts';
import { scannedText } from '../../../common/scannedText.ts';
import { typedText } from '../../../common/documentText.ts';
import { textVersionRoute } from '../../../common/routes.ts';

/**
 * A document's text: a scan's as read by machine, or a typed PDF's as the document lays it out; and the pages that
 * offer the document (with their titles), to go back to.
 */
export function data(pageContext: PageContextServer) {
  const route = textVersionRoute(pageContext.routeParams.slug);
  const record = readGenerated('pdfSearch', pageContext).find((known) => known.textRoute === route);
  const scanned = scannedText(record);
  const typed = scanned ? undefined : typedText(record, record && readGenerated('documentLayouts', pageContext)[record.source]);
  if (!record || (!scanned && !typed)) throw render(404);
  const routes = readGenerated('routes', pageContext);
  return {
    title: `${record.title}: text version`,
    description: scanned
      ? `The text of the scanned document "${record.title}", read by machine: light to read on a phone.`
      : `The text of the document "${record.title}", taken from the PDF: light to read on a phone.`,
    scanned,
    typed,
    offeredOn: record.offeredOn.map((offer) => ({ route: offer, title: routes[offer]?.title ?? offer })),
  };
}

export type Data = ReturnType<typeof data>;
