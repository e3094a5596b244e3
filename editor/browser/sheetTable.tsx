/**
 * A spreadsheet's rows as a table to edit: every row, each cell an input fitting its column (sheetColumn.ts), and
 * buttons to add, delete and move rows. The content check's problems stand beside the cell, or the row, they are about
 * (aria-describedby, aria-invalid). A wide table scrolls inside its own focusable region, never the page; in a narrow
 * form (a phone's) each row is a card.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import type { SheetColumn } from './sheetColumn.ts';
import type { PlacedProblems } from './sheetProblems.ts';
import { PhotoCell } from './photoCell.tsx';
import { CELL_INPUT } from './cellInputStyle.ts';

/** The column holding a row's person, for a photo cell. */
const NAME_COLUMN = 'name';
const CELL = { padding: '0.25em 0.4em 0.25em 0', textAlign: 'left', verticalAlign: 'top' } as const;
/** Narrow enough that a sheet of five columns fits Decap's form beside its buttons; a wider one scrolls in its region. */
const MIN_WIDTH: Record<SheetColumn['input'], string> = { text: '7.5em', number: '4.5em', date: '9em', choice: '7em', photo: '9em' };
/**
 * In a form narrower than a phone held upright allows a table (Decap's own layout styled for small screens), each row
 * is a card: its cells one under the other, each under its column's name, so nothing scrolls sideways.
 */
const NARROW = `
.sheet-table-box { container-type: inline-size; }
@container (max-width: 34em) {
  .sheet-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .sheet-table, .sheet-table tbody, .sheet-table tr, .sheet-table td, .sheet-table th { display: block; }
  .sheet-table tr { border: 1px solid #767676; border-radius: 4px; padding: 0.5em; margin-bottom: 0.75em; }
  .sheet-table td[data-label]::before { content: attr(data-label); display: block; font-weight: bold; }
  .sheet-table td { padding: 0.25em 0 !important; }
  .sheet-table input, .sheet-table select { min-width: 0 !important; }
}`;
const PROBLEM = { color: '#a00', margin: '0.2em 0 0', fontSize: '0.9em', whiteSpace: 'pre-wrap' } as const;

interface Props {
  /** The table's id (Decap's for the field): cells' ids are made from it. */
  id: string;
  columns: SheetColumn[];
  /** The header as the file names it, and the rows under it (each as wide as the header at least). */
  header: string[];
  rows: string[][];
  problems: PlacedProblems;
  control: CmsWidgetControlProps<string>;
  onRows(rows: string[][]): void;
  /** A new row's cells (empty, or the one value a column must share). */
  newRow(): string[];
}

/** The input of one cell. */
function CellInput(props: {
  column: SheetColumn;
  value: string;
  label: string;
  id: string;
  describedBy?: string;
  row: string[];
  header: string[];
  control: Props['control'];
  onChange(value: string): void;
}) {
  const { column, value, label, id, describedBy, onChange } = props;
  const common = { id, 'aria-label': label, 'aria-invalid': describedBy ? true : undefined, 'aria-describedby': describedBy };
  const style = { ...CELL_INPUT, minWidth: MIN_WIDTH[column.input] };
  switch (column.input) {
    case 'choice': {
      const options = column.options ?? [];
      const known = value === '' || options.some((option) => option.value === value);
      return (
        <select {...common} value={value} onChange={(event) => onChange(event.target.value)} style={style}>
          <option value="">Choose…</option>
          {!known && <option value={value}>{value} (not in the list)</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    }
    case 'photo': {
      const person = props.row[props.header.findIndex((name) => name.toLowerCase() === NAME_COLUMN)] ?? '';
      return <PhotoCell {...{ value, label, onChange, id, describedBy }} personName={person} folder={column.folder ?? ''} control={props.control} />;
    }
    case 'number':
      // Text with a numeric keypad: "-" (no figure) can be typed, and a mistyped word reaches the check, which says why.
      return <input {...common} type="text" inputMode="numeric" value={value} onChange={(event) => onChange(event.target.value)} style={style} />;
    case 'date':
      return <input {...common} type="date" value={value} onChange={(event) => onChange(event.target.value)} style={style} />;
    default:
      return <input {...common} type="text" value={value} onChange={(event) => onChange(event.target.value)} style={style} />;
  }
}

export function SheetTable({ id, columns, header, rows, problems, control, onRows, newRow }: Props) {
  const root = useRef<HTMLDivElement>(null);
  /** The control to focus once the rows have changed (a button moved with its row, the first cell of a new row). */
  const focusNext = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!focusNext.current) return;
    root.current?.querySelector<HTMLElement>(`[id="${focusNext.current}"]`)?.focus();
    focusNext.current = undefined;
  });

  const columnOf = (name: string): SheetColumn => columns.find((column) => column.name === name.toLowerCase()) ?? { name, label: name, input: 'text' };
  const cellId = (row: number, column: number) => `${id}-row${row + 1}-column${column + 1}`;
  const buttonId = (action: string, row: number) => `${id}-${action}-row${row + 1}`;
  const setCell = (row: number, column: number, value: string) =>
    onRows(rows.map((cells, index) => (index === row ? cells.map((cell, at) => (at === column ? value : cell)) : cells)));
  const move = (row: number, by: -1 | 1) => {
    const to = row + by;
    const moved = [...rows];
    [moved[row], moved[to]] = [moved[to], moved[row]];
    // The button pressed stays under the keyboard, on the row it moved; at the top or bottom, its other button.
    const edge = to === 0 || to === rows.length - 1;
    focusNext.current = buttonId(edge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down', to);
    onRows(moved);
  };
  const remove = (row: number) => {
    focusNext.current = rows.length > 1 ? buttonId('delete', Math.min(row, rows.length - 2)) : `${id}-add`;
    onRows(rows.filter((_, index) => index !== row));
  };
  const add = () => {
    focusNext.current = cellId(rows.length, 0);
    onRows([...rows, newRow()]);
  };

  const button = (action: string, row: number, label: string, text: ReactNode, onClick: () => void) => (
    <button
      type="button"
      id={buttonId(action, row)}
      aria-label={label}
      title={label}
      onClick={onClick}
      style={{ marginRight: '0.25em', minWidth: '2.2em', minHeight: '2.2em' }}
    >
      {text}
    </button>
  );

  return (
    <div ref={root} className="sheet-table-box">
      <style>{NARROW}</style>
      <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
        <table className="sheet-table" style={{ borderCollapse: 'collapse' }}>
          <caption id={`${id}-caption`} style={{ textAlign: 'left', fontWeight: 'bold', padding: '0.25em 0' }}>
            {rows.length === 1 ? '1 row' : `${rows.length} rows`}
          </caption>
          <thead>
            <tr>
              <th scope="col" style={CELL}>
                Row
              </th>
              {header.map((name, index) => (
                <th key={index} scope="col" style={CELL}>
                  {columnOf(name).label}
                </th>
              ))}
              <th scope="col" style={CELL}>
                Change the row
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, row) => {
              const rowProblems = problems.rows.get(row) ?? [];
              return (
                <tr key={row}>
                  <th scope="row" style={CELL}>
                    {row + 1}
                  </th>
                  {header.map((name, column) => {
                    const info = columnOf(name);
                    const problem = problems.cells.get(row)?.get(info.name);
                    const problemId = `${cellId(row, column)}-problem`;
                    return (
                      <td key={column} style={CELL} data-label={info.label}>
                        <CellInput
                          column={info}
                          value={cells[column] ?? ''}
                          label={`${info.label}, row ${row + 1}`}
                          id={cellId(row, column)}
                          describedBy={problem ? problemId : undefined}
                          row={cells}
                          header={header}
                          control={control}
                          onChange={(value) => setCell(row, column, value)}
                        />
                        {problem && (
                          <p id={problemId} style={PROBLEM}>
                            {problem}
                          </p>
                        )}
                      </td>
                    );
                  })}
                  <td style={{ ...CELL, whiteSpace: 'nowrap' }}>
                    {row > 0 && button('up', row, `Move row ${row + 1} up`, '↑', () => move(row, -1))}
                    {row < rows.length - 1 && button('down', row, `Move row ${row + 1} down`, '↓', () => move(row, 1))}
                    {button('delete', row, `Delete row ${row + 1}`, 'Delete', () => remove(row))}
                    {rowProblems.map((message, index) => (
                      <p key={index} role="alert" style={PROBLEM}>
                        Row {row + 1}: {message}
                      </p>
                    ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p>
        <button type="button" id={`${id}-add`} onClick={add} style={{ minHeight: '2.2em' }}>
          Add a row
        </button>
      </p>
    </div>
  );
}
