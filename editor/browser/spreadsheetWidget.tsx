/**
 * The form of a spreadsheet (CSV): what the file holds now, a link to download it, and a file chooser that
 * replaces it with a CSV saved from a spreadsheet program. A replacement missing a column the file has, or with a row
 * the content check's own rules refuse, is refused before saving, in the check's words.
 */
import { Component, type ChangeEvent } from 'react';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { csvRows, spreadsheetProblem } from './csvRows.ts';
import { rememberUpload } from './uploadedSheets.ts';
import { entryProblems, refusal } from './entryCheck.ts';

/** Rows shown of a long spreadsheet: enough to recognise it. */
const SHOWN_ROWS = 8;
const CELL = { padding: '0.2em 1em 0.2em 0', textAlign: 'left', verticalAlign: 'top' } as const;

/** The entry Decap passes a control (an Immutable map): its path, whether it is new, and its data. */
interface EntryProp {
  get(key: 'path'): string | undefined;
  get(key: 'newRecord'): boolean | undefined;
  get(key: 'data'): { toJS(): Record<string, unknown> } | undefined;
}

type ControlProps = CmsWidgetControlProps<string> & { entry?: EntryProp; collection?: { get(key: 'name'): string } };

/** The columns config.yml gives the field (those of the file on disk when the editor was built). */
const columnsOf = (field: CmsWidgetControlProps['field']): string[] => field.get('columns')?.toJS?.() ?? [];

function Table({ text }: { text: string }) {
  const rows = csvRows(text) ?? [];
  if (rows.length === 0) return <p>The file is empty.</p>;
  const [header, ...body] = rows;
  return (
    <table className="spreadsheet-table">
      <caption style={{ textAlign: 'left' }}>
        {body.length === 1 ? '1 row' : `${body.length} rows`}
        {body.length > SHOWN_ROWS ? `, the first ${SHOWN_ROWS} shown` : ''}
      </caption>
      <thead>
        <tr>
          {header.map((name, index) => (
            <th key={index} style={CELL}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {body.slice(0, SHOWN_ROWS).map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) => (
              <td key={column} style={CELL}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export class SpreadsheetControl extends Component<ControlProps> {
  /**
   * What is wrong with the sheet in the form, in the content check's words: a missing column, else what the content
   * check's own rules for this sheet find (a results or staff sheet). Shown under the file chooser as soon as a file is
   * chosen.
   */
  private problem(): string | undefined {
    const { value, field, entry, collection } = this.props;
    if (!value) return undefined;
    const missing = spreadsheetProblem(value, columnsOf(field));
    if (missing) return missing;
    const data = { ...(entry?.get('data')?.toJS() ?? {}), [field.get('name')]: value };
    const problems = entryProblems(collection?.get('name') ?? '', entry?.get('path'), Boolean(entry?.get('newRecord')), data);
    return problems.length > 0 ? refusal(problems) : undefined;
  }

  /**
   * Decap asks before saving: a refusal here keeps the file as it was, and Decap shows it above the field. Decap calls
   * it unbound, hence a bound function.
   */
  readonly isValid = () => {
    const problem = this.problem();
    return problem ? { error: { type: 'CUSTOM', message: problem } } : true;
  };

  private readonly replace = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const text = await file.text();
    rememberUpload(text, file.name);
    this.props.onChange(text);
  };

  override render() {
    const { value, forID, classNameWrapper, entry } = this.props;
    const problem = this.problem();
    const fileName = (entry?.get('path') ?? 'spreadsheet.csv').split('/').pop();
    return (
      <div className={classNameWrapper}>
        {value ? <Table text={value} /> : <p>No file yet: upload one.</p>}
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
          <input id={forID} type="file" accept=".csv,text/csv" onChange={this.replace} />
        </p>
        {problem && <p role="alert">{problem}</p>}
      </div>
    );
  }
}
