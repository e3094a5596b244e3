import type { ScannedText } from '../../common/scannedText.ts';
import { TextSection } from './TextSection.tsx';

/**
 * A scan's text as read by machine, under its own heading, with the line saying where it came from: read by machine,
 * it may hold mistakes, the scan (linked) is the original. Pages are marked when there are several.
 */
export function MachineReadText({ text, heading, id }: { text: ScannedText; heading: string; id: string }) {
  return (
    <TextSection
      heading={heading}
      id={id}
      line="Read by machine from the scanned document, so it may contain mistakes. The scan is the original:"
      pdf={text}
      pages={text.pages.map(({ page, paragraphs }) => ({ page, content: paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>) }))}
    />
  );
}
