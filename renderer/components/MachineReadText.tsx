import type { ScannedText } from '../../common/scannedText.ts';
import { fileSize } from '../../common/fileLabel.ts';
import { href } from '../href.ts';
import './MachineReadText.css';

/**
 * A scan's text as read by machine, under its own heading, with the line saying where it came from: read by machine,
 * it may hold mistakes, the scan (linked) is the original. Pages are marked when there are several.
 */
export function MachineReadText({ text, heading, id }: { text: ScannedText; heading: string; id: string }) {
  return (
    <section className="machine-read" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p className="machine-read__line">
        Read by machine from the scanned document, so it may contain mistakes. The scan is the original:{' '}
        <a href={href(text.url)}>
          {text.title} (PDF, {fileSize(text.bytes)})
        </a>
        .
      </p>
      {text.pages.map(({ page, paragraphs }) => (
        <div key={page} className="machine-read__page">
          {text.pages.length > 1 ? <h3>Page {page}</h3> : null}
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ))}
    </section>
  );
}
