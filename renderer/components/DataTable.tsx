import type { ReactNode } from 'react';
import { TableScroll } from './TableScroll.tsx';

interface Column<Row> {
  header: string;
  /** The cell's content for a row. */
  cell: (row: Row, index: number) => ReactNode;
  /** Right-aligned figures (serial numbers, counts). */
  numeric?: boolean;
}

/**
 * A simple table of rows: a named, scrollable region holding a captioned table with column headers.
 * Serial numbers are a column like any other (derive them from the order: (row, index) => index + 1).
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
}) {
  return (
    <TableScroll label={caption}>
      <table className="data-table">
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? 'number' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td key={column.header} className={column.numeric ? 'number' : undefined}>
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The serial-number column: the number the compiler gave each row from the office's order. */
export const serialColumn = { header: 'Sl. No.', numeric: true, cell: (row: { serial: number }) => row.serial };
