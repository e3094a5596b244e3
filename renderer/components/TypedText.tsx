import type { DocumentText } from '../../common/documentText.ts';
import { fileSize } from '../../common/fileLabel.ts';
import { href } from '../href.ts';
import { TableScroll } from './TableScroll.tsx';
import './MachineReadText.css';

/**
 * A typed PDF's text, taken from the document itself (exact, unlike a scan's reading), under its own heading, with the
 * PDF linked: paragraphs in reading order, and a table's rows as the rows of a table. Pages are marked when there are
 * several.
 */
export function TypedText({ text, heading, id }: { text: DocumentText; heading: string; id: string }) {
  return (
    <section className="machine-read" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p className="machine-read__line">
        Taken from the document itself: the text the PDF holds, as the office published it. The original, laid out as printed:{' '}
        <a href={href(text.url)}>
          {text.title} (PDF, {fileSize(text.bytes)})
        </a>
        .
      </p>
      {text.pages.map(({ page, blocks }) => (
        <div key={page} className="machine-read__page">
          {text.pages.length > 1 ? <h3>Page {page}</h3> : null}
          {blocks.map((block, index) =>
            'paragraph' in block ? (
              <p key={index}>{block.paragraph}</p>
            ) : (
              <TableScroll key={index} label={`Table on page ${page}`}>
                <table>
                  <tbody>
                    {block.rows.map((row, rowIndex) => (
                      <tr key={rowIndex}>
                        {row.map((cell, cellIndex) => (
                          <td key={cellIndex}>{cell}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            ),
          )}
        </div>
      ))}
    </section>
  );
}
