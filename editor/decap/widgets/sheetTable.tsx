/**
 * A spreadsheet's rows as a table to edit: every row, each cell an input fitting its column (sheetColumn.ts), and
 * buttons to add (above the table and below it), delete and move rows. A text cell grows with its text and wraps it,
 * so every word stays in sight. In a sheet kept together by a column (a staff sheet's department), a new row given its
 * value goes after the last row that has it. The content check's problems stand beside the cell, or the row, they are
 * about (aria-describedby, aria-invalid), and in the summary at the top of the form; in a new sheet, only once a cell
 * is typed in or Publish is pressed (`showAll`). A wide table scrolls inside its own focusable region, never the page; in
 * a narrow form (a phone's) each row is a card.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import type { SheetColumn } from '../../helpers/sheetColumn.ts';
import type { PlacedProblems } from '../../helpers/sheetProblems.ts';
import { PhotoCell } from './photoCell.tsx';
import { CELL_INPUT } from './cellInputStyle.ts';
import { showInSummary } from './refusalSummary.tsx';

/** The column holding a row's person, for a photo cell. */
const NAME_COLUMN = 'name';
const CELL = { padding: '0.25em 0.4em 0.25em 0', textAlign: 'left', verticalAlign: 'top' } as const;
/** The least width of a column's input; a choice is as wide as its longest option, a text grows with its text. */
const MIN_WIDTH: Record<Exclude<SheetColumn['input'], 'choice'>, string> = { text: '9em', number: '4.5em', date: '9.5em', photo: '11em' };
/**
 * A text cell: its text area and, under it, the same text hidden, which gives the cell its height and (up to 20em) its
 * width, so the text wraps and grows instead of being cut. In a form narrower than a phone held upright allows a
 * table (Decap's own layout styled for small screens), each row is a card: its cells one under the other, each under
 * its column's name, so nothing scrolls sideways.
 */
const STYLES = `
.sheet-grow { display: grid; min-width: ${MIN_WIDTH.text}; max-width: 20em; }
.sheet-grow::after { content: attr(data-text) " "; visibility: hidden; white-space: pre-wrap; overflow-wrap: anywhere; }
.sheet-grow > textarea, .sheet-grow::after {
  grid-area: 1 / 1; box-sizing: border-box; margin: 0; padding: 0.3em; border: 1px solid #767676; font: inherit; line-height: 1.35;
}
.sheet-grow > textarea { resize: none; overflow: hidden; width: 100%; overflow-wrap: anywhere; }
.sheet-table-box { container-type: inline-size; }
.sheet-table [aria-invalid="true"] { border: 2px solid #a00 !important; }
.sheet-grow:has(> [aria-invalid="true"])::after { border-width: 2px; }
@container (max-width: 34em) {
  .sheet-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .sheet-table, .sheet-table tbody, .sheet-table tr, .sheet-table td, .sheet-table th { display: block; }
  .sheet-table tr { border: 1px solid #767676; border-radius: 4px; padding: 0.5em; margin-bottom: 0.75em; }
  .sheet-table td[data-label]::before { content: attr(data-label); display: block; font-weight: bold; }
  .sheet-table td { padding: 0.25em 0 !important; }
  .sheet-table input, .sheet-table select, .sheet-table .sheet-grow { min-width: 0 !important; max-width: none; }
}`;
const PROBLEM = { color: '#a00', margin: '0.2em 0 0', fontSize: '0.9em', whiteSpace: 'pre-wrap', maxWidth: '16em' } as const;

interface Props {
  /** The table's id (Decap's for the field): cells' ids are made from it. */
  id: string;
  columns: SheetColumn[];
  /** The header as the file names it, and the rows under it (each as wide as the header at least). */
  header: string[];
  rows: string[][];
  problems: PlacedProblems;
  /** Every problem shown, not only those of the cells typed in (an existing sheet, an upload, Publish pressed). */
  showAll: boolean;
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
  switch (column.input) {
    case 'choice': {
      const options = column.options ?? [];
      const known = value === '' || options.some((option) => option.value === value);
      // As wide as its longest option, so the one chosen is read whole.
      return (
        <select {...common} value={value} onChange={(event) => onChange(event.target.value)} style={{ ...CELL_INPUT, width: 'auto' }}>
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
      return (
        <input
          {...common}
          type="text"
          inputMode="numeric"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          style={{ ...CELL_INPUT, minWidth: MIN_WIDTH.number }}
        />
      );
    case 'date':
      return (
        <input {...common} type="date" value={value} onChange={(event) => onChange(event.target.value)} style={{ ...CELL_INPUT, minWidth: MIN_WIDTH.date }} />
      );
    default:
      // A cell is one line of the file: Enter adds no line, and lines pasted in are joined by spaces.
      return (
        <div className="sheet-grow" data-text={value}>
          <textarea
            {...common}
            rows={1}
            value={value}
            onChange={(event) => onChange(event.target.value.replace(/\r?\n/g, ' '))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            style={{ background: '#fff', borderRadius: '3px' }}
          />
        </div>
      );
  }
}

export function SheetTable({ id, columns, header, rows, problems, showAll, control, onRows, newRow }: Props) {
  const root = useRef<HTMLDivElement>(null);
  /** The control to focus once the rows have changed (a button moved with its row, the first cell of a new row). */
  const focusNext = useRef<string | undefined>(undefined);
  /** A key for each row that stays with it when rows move, and the cells typed in (by row key and column). */
  const keys = useRef<{ of: number[]; next: number; typed: Set<string> }>({ of: [], next: 0, typed: new Set() });
  if (keys.current.of.length !== rows.length) {
    keys.current.of = rows.map(() => keys.current.next++);
    keys.current.typed.clear();
  }
  const keyOf = keys.current.of;
  useEffect(() => {
    if (!focusNext.current) return;
    root.current?.querySelector<HTMLElement>(`[id="${focusNext.current}"]`)?.focus();
    focusNext.current = undefined;
  });

  const columnOf = (name: string): SheetColumn => columns.find((column) => column.name === name.toLowerCase()) ?? { name, label: name, input: 'text' };
  const cellId = (row: number, column: number) => `${id}-row${row + 1}-column${column + 1}`;
  const buttonId = (action: string, row: number) => `${id}-${action}-row${row + 1}`;
  /** The rows, with their keys, in a new order or with rows added or taken out. */
  const change = (next: { cells: string[]; key: number }[]) => {
    keys.current.of = next.map(({ key }) => key);
    onRows(next.map(({ cells }) => cells));
  };
  const keyed = () => rows.map((cells, index) => ({ cells, key: keyOf[index] }));

  const setCell = (row: number, column: number, value: string) => {
    keys.current.typed.add(`${keyOf[row]}:${column}`);
    const cells = rows[row].map((cell, at) => (at === column ? value : cell));
    const others = keyed().filter((_, index) => index !== row);
    // A row given its group (a new teacher's department) goes after the group's last row.
    const last = columnOf(header[column]).groups && rows[row][column] === '' ? others.findLastIndex((other) => other.cells[column] === value) : -1;
    if (last >= 0) {
      others.splice(last + 1, 0, { cells, key: keyOf[row] });
      focusNext.current = cellId(last + 1, column);
      return change(others);
    }
    onRows(rows.map((other, index) => (index === row ? cells : other)));
  };
  const move = (row: number, by: -1 | 1) => {
    const to = row + by;
    const moved = keyed();
    [moved[row], moved[to]] = [moved[to], moved[row]];
    // The button pressed stays under the keyboard, on the row it moved; at the top or bottom, its other button.
    const edge = to === 0 || to === rows.length - 1;
    focusNext.current = buttonId(edge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down', to);
    change(moved);
  };
  const remove = (row: number) => {
    focusNext.current = rows.length > 1 ? buttonId('delete', Math.min(row, rows.length - 2)) : `${id}-add`;
    change(keyed().filter((_, index) => index !== row));
  };
  const add = (at: 'top' | 'bottom') => {
    const index = at === 'top' ? 0 : rows.length;
    const added = keyed();
    added.splice(index, 0, { cells: newRow(), key: keys.current.next++ });
    focusNext.current = cellId(index, 0);
    change(added);
  };

  const shown = (row: number, column: number) => showAll || keys.current.typed.has(`${keyOf[row]}:${column}`);
  const cellProblems = (row: number, column: number) => (shown(row, column) ? (problems.cells.get(row)?.get(columnOf(header[column]).name) ?? []) : []);
  const rowProblems = (row: number) => (header.some((_, column) => shown(row, column)) ? (problems.rows.get(row) ?? []) : []);

  // The problems shown, for the summary at the top of the form: a cell's by its input, a row's by its first cell.
  const summary = rows.flatMap((_, row) => [
    ...header.flatMap((__, column) => cellProblems(row, column).map(({ short }) => ({ target: cellId(row, column), text: short }))),
    ...rowProblems(row).map(({ short }) => ({ target: cellId(row, 0), text: short })),
  ]);
  const summaryKey = JSON.stringify(summary);
  useEffect(() => showInSummary(id, JSON.parse(summaryKey) as typeof summary), [id, summaryKey]);
  useEffect(() => () => showInSummary(id, []), [id]);

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
  const addButton = (at: 'top' | 'bottom') => (
    <p>
      <button
        type="button"
        id={at === 'top' ? `${id}-add-top` : `${id}-add`}
        aria-label={`Add a row at the ${at}`}
        onClick={() => add(at)}
        style={{ minHeight: '2.2em' }}
      >
        Add a row
      </button>
    </p>
  );

  return (
    <div ref={root} className="sheet-table-box">
      <style>{STYLES}</style>
      {addButton('top')}
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
              <th scope="col" style={{ ...CELL, whiteSpace: 'nowrap' }}>
                Change the row
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, row) => (
              <tr key={keyOf[row]}>
                <th scope="row" style={CELL}>
                  {row + 1}
                </th>
                {header.map((name, column) => {
                  const info = columnOf(name);
                  const messages = cellProblems(row, column);
                  const problemId = (index: number) => `${cellId(row, column)}-problem-${index + 1}`;
                  return (
                    <td key={column} style={CELL} data-label={info.label}>
                      <CellInput
                        column={info}
                        value={cells[column] ?? ''}
                        label={`${info.label}, row ${row + 1}`}
                        id={cellId(row, column)}
                        describedBy={messages.length > 0 ? messages.map((_, index) => problemId(index)).join(' ') : undefined}
                        row={cells}
                        header={header}
                        control={control}
                        onChange={(value) => setCell(row, column, value)}
                      />
                      {messages.map(({ text }, index) => (
                        <p key={index} id={problemId(index)} style={PROBLEM}>
                          {text}
                        </p>
                      ))}
                    </td>
                  );
                })}
                <td style={{ ...CELL, whiteSpace: 'nowrap' }}>
                  {row > 0 && button('up', row, `Move row ${row + 1} up`, '↑', () => move(row, -1))}
                  {row < rows.length - 1 && button('down', row, `Move row ${row + 1} down`, '↓', () => move(row, 1))}
                  {button('delete', row, `Delete row ${row + 1}`, 'Delete', () => remove(row))}
                  {rowProblems(row).map(({ text }, index) => (
                    <p key={index} role="alert" style={{ ...PROBLEM, whiteSpace: 'normal' }}>
                      {text}
                    </p>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {addButton('bottom')}
    </div>
  );
}
