import type { ReactNode } from 'react';
import { fileSize } from '../../common/fileLabel.ts';
import { href } from '../href.ts';
import './MachineReadText.css';

/**
 * A document's text under its own heading, with the line saying where it came from and linking the PDF (the original),
 * then its pages, each marked when there are several.
 */
export function TextSection({
  heading,
  id,
  line,
  pdf,
  pages,
}: {
  heading: string;
  id: string;
  line: string;
  pdf: { title: string; url: string; bytes: number };
  pages: { page: number; content: ReactNode }[];
}) {
  return (
    <section className="machine-read" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p className="machine-read__line">
        {line}{' '}
        <a href={href(pdf.url)}>
          {pdf.title} (PDF, {fileSize(pdf.bytes)})
        </a>
        .
      </p>
      {pages.map(({ page, content }) => (
        <div key={page} className="machine-read__page">
          {pages.length > 1 ? <h3>Page {page}</h3> : null}
          {content}
        </div>
      ))}
    </section>
  );
}
