/**
 * The form of a spreadsheet (CSV): its rows in a table to edit (sheetTable.tsx, its columns from config.yml), saved
 * as a clean CSV (cleanCsv.ts) so that a row added changes one line of the file; a link to download it; and a file
 * chooser that replaces it with a CSV saved from a spreadsheet program, normalised the same way. What the content
 * check's own rules refuse stands beside the cell it is about as it is typed (in a new sheet, once the cell is typed in
 * or Publish is pressed), in the office's words, and is not saved.
 */
import { Component, type ChangeEvent } from 'react';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { csvRows, spreadsheetProblem } from '../../helpers/csvRows.ts';
import { cleanText, padded, untidiness, writeCsv } from '../../helpers/cleanCsv.ts';
import { entryProblems } from '../entryCheck.ts';
import type { SheetColumn } from '../../helpers/sheetColumn.ts';
import { placeProblems } from '../../helpers/sheetProblems.ts';
import { SheetTable } from './sheetTable.tsx';
import { refusedNow, showInSummary } from './refusalSummary.tsx';
import type { ContentProblem } from '../../../scripts/content/errors.ts';

/**
 * The entry Decap passes a control (an Immutable map): its path, whether it is new, and its data. The props `entry` and
 * `collection` are Decap internals (its custom-widget page lists value, field, forID, classNameWrapper and onChange);
 * tests/e2e/editor-refusals.spec.ts fails without them, the sheet then checked as no collection's.
 */
interface EntryProp {
  get(key: 'path'): string | undefined;
  get(key: 'newRecord'): boolean | undefined;
  get(key: 'data'): { toJS(): Record<string, unknown> } | undefined;
}

type ControlProps = CmsWidgetControlProps<string> & { entry?: EntryProp; collection?: { get(key: 'name'): string } };

/** The columns config.yml gives the field (editor/config/sheetColumns.ts), and the column a folder's files are named after. */
const columnsOf = (field: CmsWidgetControlProps['field']): SheetColumn[] => field.get('columns')?.toJS?.() ?? [];
const fileNameColumnOf = (field: CmsWidgetControlProps['field']): string | undefined => field.get('fileNameColumn');

/** "a, b and c". */
const listed = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''));

interface State {
  /** What a spreadsheet program left in the file just uploaded, normalised before it reached the form. */
  normalised: string[];
  /** Every problem shown: Publish was pressed, or a file uploaded (a new sheet shows only the cells typed in until then). */
  showAll: boolean;
}

export class SpreadsheetControl extends Component<ControlProps, State> {
  override state: State = { normalised: [], showAll: false };

  /**
   * The rows as typed, with the text they were written as: the text has its cells trimmed (as the check reads them),
   * the table shows them as typed, so the space between two words survives until the second is typed.
   */
  private typed: { text: string; rows: string[][] } | undefined;

  /** The sheet's rows (the first naming the columns) as the form holds them; the columns of config.yml for a new one. */
  private rows(): string[][] | undefined {
    const { value, field } = this.props;
    if (this.typed && this.typed.text === value) return this.typed.rows;
    if (!value) return [columnsOf(field).map(({ name }) => name)];
    const rows = csvRows(value);
    return rows && padded(rows);
  }

  /** What the content check finds in the sheet in the form: a missing column, else its own rules for this sheet. */
  private problems(): { missing?: string; found: ContentProblem[] } {
    const { value, field, entry, collection } = this.props;
    if (!value) return { found: [] };
    const missing = spreadsheetProblem(
      value,
      columnsOf(field).map(({ name }) => name),
    );
    if (missing) return { missing, found: [] };
    const data = { ...(entry?.get('data')?.toJS() ?? {}), [field.get('name')]: value };
    return { found: entryProblems(collection?.get('name') ?? '', entry?.get('path'), Boolean(entry?.get('newRecord')), data) };
  }

  /**
   * Decap asks before saving (unbound, hence a bound function): a refusal here keeps the file as it was. Every problem
   * is then shown beside its cell, and in the summary at the top of the form; Decap's list above the field is given no
   * words.
   */
  readonly isValid = () => {
    const { missing, found } = this.problems();
    this.setState({ showAll: true });
    if (!missing && found.length === 0) return true;
    refusedNow();
    // A Decap internal: an error with an empty message still stops the save, and lists nothing above the field (the
    // messages stand beside their inputs). Guarded by tests/e2e/editor-refusals.spec.ts.
    return { error: { type: 'CUSTOM', message: '' } };
  };

  /** The problems above the table (the file as a whole) in the summary, by the file chooser that replaces it. */
  private aboveTable(): string[] {
    const { value, field } = this.props;
    const { missing, found } = this.problems();
    if (missing) return [missing];
    const header = (this.rows()?.[0] ?? []).map((name) => name.toLowerCase());
    return placeProblems(value ?? '', header, columnsOf(field), found).sheet.map(({ short }) => short);
  }

  override componentDidMount(): void {
    this.componentDidUpdate();
  }

  override componentDidUpdate(): void {
    showInSummary(
      this.props.forID,
      this.aboveTable().map((text) => ({ target: this.props.forID, text })),
    );
  }

  override componentWillUnmount(): void {
    showInSummary(this.props.forID, []);
  }

  /** The table's rows written as the sheet's clean text. */
  private readonly setRows = (header: string[]) => (rows: string[][]) => {
    const text = writeCsv([header, ...rows]);
    this.typed = { text, rows: [header, ...rows] };
    this.setState({ normalised: [] });
    this.props.onChange(text);
  };

  /** A new row: empty, but for the one value its column shares in a folder whose files are named after it (the year). */
  private readonly newRow = (header: string[], rows: string[][]) => () => {
    const column = header.findIndex((name) => name.toLowerCase() === fileNameColumnOf(this.props.field));
    const shared = new Set(rows.map((row) => row[column]));
    return header.map((_, index) => (index === column && shared.size === 1 ? [...shared][0] : ''));
  };

  private readonly replace = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    // Decoded with its byte-order mark kept (Blob.text() drops it), so the note can name it.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer());
    // Written clean unless it cannot be read as a CSV, which the check then refuses in its own words.
    const clean = spreadsheetProblem(text, []) ? text : (cleanText(text) ?? text);
    this.setState({ normalised: clean === text ? [] : untidiness(text), showAll: true });
    this.props.onChange(clean);
  };

  override render() {
    const { value, forID, classNameWrapper, entry, field } = this.props;
    const { missing, found } = this.problems();
    const rows = missing ? undefined : this.rows();
    const [header = [], ...body] = rows ?? [];
    const placed = placeProblems(
      value ?? '',
      header.map((name) => name.toLowerCase()),
      columnsOf(field),
      found,
    );
    const untidy = value ? untidiness(value) : [];
    const fileName = (entry?.get('path') ?? 'spreadsheet.csv').split('/').pop();
    return (
      <div className={classNameWrapper}>
        {this.state.normalised.length > 0 && (
          <p role="status">
            Your file was saved from a spreadsheet program: {listed(this.state.normalised)}, normalised. It is saved as a clean CSV (UTF-8, one line per row).
          </p>
        )}
        {this.state.normalised.length === 0 && untidy.length > 0 && (
          <p role="status">
            This file was saved from a spreadsheet program ({listed(untidy)}): your first change saves it normalised, as a clean CSV, which changes each of its
            lines once.
          </p>
        )}
        {(missing || placed.sheet.length > 0) && (
          <p role="alert" id={`${forID}-problem`} className="field-problem" style={{ whiteSpace: 'pre-wrap' }}>
            {missing ?? placed.sheet.map(({ text }) => text).join('\n')}
          </p>
        )}
        {rows && (
          <SheetTable
            id={`${forID}-table`}
            columns={columnsOf(field)}
            header={header}
            rows={body}
            problems={placed}
            showAll={this.state.showAll || !entry?.get('newRecord')}
            control={this.props}
            onRows={this.setRows(header)}
            newRow={this.newRow(header, body)}
          />
        )}
        {value && (
          <p>
            <a download={fileName} href={`data:text/csv;charset=utf-8,${encodeURIComponent(value)}`}>
              Download this spreadsheet
            </a>{' '}
            to change it in a spreadsheet program.
          </p>
        )}
        <p>
          <label htmlFor={forID}>Upload a replacement (a CSV file): </label>
          <input
            id={forID}
            type="file"
            accept=".csv,text/csv"
            onChange={this.replace}
            aria-invalid={missing || placed.sheet.length > 0 ? true : undefined}
            aria-describedby={missing || placed.sheet.length > 0 ? `${forID}-problem` : undefined}
          />
        </p>
      </div>
    );
  }
}
