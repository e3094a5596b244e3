/** The name config.yml gives a CSV kept as it is (editor/config/decapConfig.ts writes it) and its widget's. */
export const SPREADSHEET_FORMAT = 'spreadsheet';
export const SPREADSHEET_WIDGET = 'spreadsheet';
/** The form's one field: the file's whole text. */
export const SPREADSHEET_FIELD = 'csv';

/**
 * A spreadsheet (CSV) as the editor holds it: its text, untouched, so a replacement the office uploads is
 * saved byte for byte where the old one was, and the content check reads it as it reads any CSV.
 */
export const spreadsheetFormat = {
  fromFile: (text: string): Record<string, string> => ({ [SPREADSHEET_FIELD]: text }),
  toFile: (form: Record<string, unknown>): string => String(form[SPREADSHEET_FIELD] ?? ''),
};
