import type { DocumentText, TextBlock } from '../../common/documentText.ts';
import { TableScroll } from './TableScroll.tsx';
import { TextSection } from './TextSection.tsx';

/** A paragraph, or a table's rows as the rows of a table. */
function Block({ block, page }: { block: TextBlock; page: number }) {
  if ('paragraph' in block) return <p>{block.paragraph}</p>;
  return (
    <TableScroll label={`Table on page ${page}`}>
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
  );
}

/**
 * A typed PDF's text, taken from the document itself (exact, unlike a scan's reading), under its own heading, with the
 * PDF linked: paragraphs in reading order, and a table's rows as the rows of a table. Pages are marked when there are
 * several.
 */
export function TypedText({ text, heading, id }: { text: DocumentText; heading: string; id: string }) {
  return (
    <TextSection
      heading={heading}
      id={id}
      line="Taken from the document itself: the text the PDF holds, as the office published it. The original, laid out as printed:"
      pdf={text}
      pages={text.pages.map(({ page, blocks }) => ({ page, content: blocks.map((block, index) => <Block key={index} block={block} page={page} />) }))}
    />
  );
}
