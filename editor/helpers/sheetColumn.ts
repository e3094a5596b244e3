/**
 * One column of a spreadsheet as the table editor shows it, written into config.yml when the editor is built
 * (editor/config/sheetColumns.ts derives it from the row schema and the content): its name in the file's first row,
 * and the input that fits it.
 */
export interface SheetColumn {
  /** As the file's first row names it, lower case (as the content check compares them). */
  name: string;
  label: string;
  /**
   * number: a figure (typed as text with a numeric keypad, so "-" for no figure and a mistyped word reach the check);
   * date: a calendar; choice: one of `options`; photo: a photo of the row's person under `folder`; text otherwise.
   */
  input: 'text' | 'number' | 'date' | 'choice' | 'photo';
  /** The choices of a choice column: the value stored and what the office reads. */
  options?: { value: string; label: string }[];
  /** Where a photo column's photos live, under content/ (e.g. staff/photos). */
  folder?: string;
  /**
   * The sheet's rows are kept together by this column (a staff sheet's department or section): a new row given its
   * value goes after the last row that has it.
   */
  groups?: boolean;
}
