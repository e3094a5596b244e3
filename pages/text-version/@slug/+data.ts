import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { readGenerated } from '../../../renderer/readGenerated.ts';
import { scannedText } from '../../../common/scannedText.ts';
import { textVersionRoute } from '../../../common/routes.ts';

/** A scanned document's text as read by machine, and the pages that offer the scan (with their titles), to go back to. */
export function data(pageContext: PageContextServer) {
  const route = textVersionRoute(pageContext.routeParams.slug);
  const record = readGenerated('pdfSearch', pageContext).find((known) => known.textRoute === route);
  const text = scannedText(record);
  if (!record || !text) throw render(404);
  const routes = readGenerated('routes', pageContext);
  return {
    title: `${record.title}: text version`,
    description: `The text of the scanned document "${record.title}", read by machine: light to read on a phone.`,
    text,
    offeredOn: record.offeredOn.map((offer) => ({ route: offer, title: routes[offer]?.title ?? offer })),
  };
}

export type Data = ReturnType<typeof data>;
