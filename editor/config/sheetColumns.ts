/**
 * The columns of a spreadsheet's table editor, derived when the editor is built: their order from the file's first
 * row (the schema's fields for a file not yet written), each column's input from the row schema (a choice from the
 * schema's list, a figure where the schema turns digits into a number, a date where it asks for one), the staff
 * sheets' department or section from departments.yaml (its label shown, its key stored; the rows kept together by it),
 * and a photo column's folder the one its schema names (photoColumn), else the one the photos the sheet already names share.
 */
import path from 'node:path';
import { z } from 'zod';
import { STAFF_SHEETS } from '../../scripts/content/entryCheck.ts';
import { photoFolderOf } from '../../scripts/content/schemas/common.ts';
import type { SheetColumn } from '../helpers/sheetColumn.ts';
import { commonFolder } from './commonFolder.ts';
import { labelOf } from './decapFields.ts';
import { readSections } from './entryLists.ts';
import { hasDatePart } from './realDatePattern.ts';

/** The column holding a row's photo. */
const PHOTO_COLUMN = 'photo';
/** Digit strings one of which a figure's schema (a count, a year) accepts and turns into a number. */
const FIGURES = ['0', '7', '42', '2024'];

/** The input one field of the row schema calls for. */
function inputOf(schema: z.ZodType): Pick<SheetColumn, 'input' | 'options'> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { enum?: string[]; pattern?: string };
  if (json.enum) return { input: 'choice', options: json.enum.map((value) => ({ value, label: value })) };
  if (FIGURES.some((figure) => typeof schema.safeParse(figure).data === 'number')) return { input: 'number' };
  if (json.pattern && hasDatePart(json.pattern)) return { input: 'date' };
  return { input: 'text' };
}

/**
 * The columns of the sheet `file` (under content/; for a folder of sheets, its latest file) read by `rowSchema`, whose
 * rows as read (the first row naming the columns) are `rows`; undefined rows for a file not there yet.
 */
export function sheetColumns(file: string, rowSchema: z.ZodType | undefined, contentDir: string, rows: string[][] | undefined): SheetColumn[] {
  const fields: Record<string, z.ZodType> = rowSchema instanceof z.ZodObject ? (rowSchema.shape as Record<string, z.ZodType>) : {};
  const staff = STAFF_SHEETS.find((sheet) => sheet.csv === file);
  const header = rows?.[0]?.map((name) => name.toLowerCase()).filter(Boolean) ?? [...(staff ? [staff.column] : []), ...Object.keys(fields)];
  return header.map((name, index) => {
    const label = labelOf(name.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()));
    if (staff?.column === name) {
      const options = readSections(contentDir)[name].map(({ key, label: shown }) => ({ value: key, label: shown }));
      return { name, label, input: 'choice', options, groups: true };
    }
    if (name === PHOTO_COLUMN) {
      const photos = (rows ?? []).slice(1).flatMap((row) => (row[index] ? [row[index]] : []));
      return { name, label, input: 'photo', folder: (fields[name] && photoFolderOf(fields[name])) ?? commonFolder(photos) ?? path.posix.dirname(file) };
    }
    return { name, label, ...(fields[name] ? inputOf(fields[name]) : { input: 'text' }) };
  });
}
