/**
 * A photo column's cell in the table editor: the path of the row's photo under content/, typed. It keeps the
 * interface a cell that picks or uploads the photo itself has: the row's person, the folder the sheet's photos share
 * and the control Decap gave the table (its media library).
 */
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { CELL_INPUT } from './cellInputStyle.ts';

export function PhotoCell(props: {
  value: string;
  personName: string;
  folder: string;
  label: string;
  onChange(value: string): void;
  control: CmsWidgetControlProps<string>;
  /** The cell's own id, and the message that describes it when the check refuses it. */
  id?: string;
  describedBy?: string;
}) {
  const { value, folder, label, onChange, id, describedBy } = props;
  return (
    <input
      id={id}
      type="text"
      value={value}
      aria-label={label}
      aria-invalid={describedBy ? true : undefined}
      aria-describedby={describedBy}
      placeholder={`${folder}/….jpg`}
      onChange={(event) => onChange(event.target.value)}
      style={{ ...CELL_INPUT, minWidth: '9em' }}
    />
  );
}
