import { readGenerated } from '../../../renderer/readGenerated.ts';

export function onBeforePrerenderStart(): string[] {
  return readGenerated('pdfSearch').flatMap((record) => (record.textRoute ? [record.textRoute] : []));
}
