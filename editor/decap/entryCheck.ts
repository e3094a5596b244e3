/**
 * The content check in the form: an entry goes through the compiler's own checks of one file
 * (scripts/content/entryCheck.ts): a notice's front matter, a results or staff sheet. Each field shows the problems it
 * is about beside it when Publish is pressed (checkedControl.tsx, optionalGroupWidget.tsx), a spreadsheet beside its
 * cells (spreadsheetWidget.tsx), all through entryProblems; Decap then saves nothing. Before Decap saves (its preSave
 * event), the check runs once more: a problem no field showed refuses the save in the office's words. A new
 * spreadsheet is named after the column its folder's files are named after (the year).
 */
import { checkEntryFile, type EntryLists } from '../../scripts/content/entryCheck.ts';
import type { ContentProblem } from '../../scripts/content/errors.ts';
import { problemInWords } from '../helpers/officeWords.ts';
import { SPREADSHEET_FIELD } from './formats/spreadsheetFormat.ts';
import { csvRows } from '../helpers/csvRows.ts';
import { withoutFileAsRead } from './formats/fileAsRead.ts';
import { withoutEmptyFields } from '../../scripts/content/emptyFields.ts';

/** The file beside config.yml holding the lists (written by editor/config/entryLists.ts when the editor is built). */
export const ENTRY_LISTS_FILE = 'entry-lists.json';

export interface EditorEntryLists extends EntryLists {
  /** The content folder inside the repository (e.g. content). */
  contentPath: string;
  /** The folders under it whose files are pages of the site (the notices', the Markdown pages'), for a file's address. */
  pageFolders?: PageFolders;
}

/** The folders of the content folder whose files have a page of their own on the site. */
export interface PageFolders {
  notices: string;
  pages: string;
}

/** A field of config.yml as far as its label goes, with the fields of a group. */
interface LabelledField {
  name: string;
  label?: string;
  fields?: LabelledField[];
}

/**
 * The label of a field the check names ("expires", "event.end", "attachments[2]") as the form shows it: "Expires",
 * "Event end", "Attachments 2"; undefined for a field the form does not have.
 */
export function fieldLabel(fields: readonly LabelledField[], name: string): string | undefined {
  const words: string[] = [];
  let level: readonly LabelledField[] | undefined = fields;
  for (const part of name.split('.')) {
    const [, key, position] = /^([^[]+)(?:\[(\d+)\])?$/.exec(part) ?? [];
    const field: LabelledField | undefined = level?.find((candidate) => candidate.name === key);
    if (!field) return undefined;
    words.push((field.label ?? field.name) + (position ? ` ${position}` : ''));
    level = field.fields;
  }
  return words.map((word, index) => (index === 0 ? word : word.toLowerCase())).join(' ');
}

/** The parts of a collection of config.yml this needs. */
export interface CollectionConfig {
  name: string;
  folder?: string;
  path?: string;
  slug?: string;
  extension?: string;
  identifier_field?: string;
  /** The form's fields: a folder of spreadsheets' sheet may name the column its files are named after (the year). */
  fields?: (LabelledField & { fileNameColumn?: string })[];
}

/** An entry's data as Decap holds it (an Immutable map). */
interface EntryData {
  toJS(): Record<string, unknown>;
  set(key: string, value: unknown): EntryData;
}

/** An entry as Decap hands it to an event listener. */
interface Entry {
  get(key: 'collection' | 'path'): string | undefined;
  get(key: 'newRecord'): boolean | undefined;
  get(key: 'data'): EntryData;
}

/** Today as Decap's {{year}}, {{month}} and {{day}} name a new entry (UTC). */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The file an entry is saved as, relative to the content folder: its own path, or for a new entry its collection's
 * folder and path template with today's date, the name left as "…" where Decap makes it from the title.
 */
function fileOf(
  saved: string | undefined,
  isNew: boolean,
  collection: CollectionConfig,
  data: Record<string, unknown>,
  contentPath: string,
): string | undefined {
  const inContent = (file: string) => (file.startsWith(`${contentPath}/`) ? file.slice(contentPath.length + 1) : undefined);
  if (saved && !isNew) return inContent(saved);
  if (!collection.folder) return undefined;
  const date = today();
  const dated = (template: string) =>
    template
      .replace(/\{\{year\}\}/g, date.slice(0, 4))
      .replace(/\{\{month\}\}/g, date.slice(5, 7))
      .replace(/\{\{day\}\}/g, date.slice(8, 10));
  const identifier = collection.identifier_field && data[collection.identifier_field];
  const slug = dated(collection.slug ?? '{{slug}}').replace(/\{\{slug\}\}/g, typeof identifier === 'string' && identifier ? identifier : '…');
  const name = collection.path ? dated(collection.path).replace(/\{\{slug\}\}/g, slug) : slug;
  return inContent(`${collection.folder}/${name}.${collection.extension ?? 'md'}`);
}

/**
 * The content check's refusal of an entry, shown by Decap as "Failed to persist entry: " and this text (its toString).
 * That a preSave handler which throws refuses the save is a Decap internal (its events page only says a handler may
 * change the data); tests/e2e/editor-refusals.spec.ts fails if an upgrade saves the entry anyway.
 */
class Refusal extends Error {
  override toString(): string {
    return this.message;
  }
}

/** The collections of config.yml by name, and the lists, once the editor has read them. */
let known: { collections: Map<string, CollectionConfig>; lists: EditorEntryLists } | undefined;

/** The one value a sheet's rows share in `column` (a results sheet's year); undefined when they share none. */
function sharedValue(text: string, column: string): string | undefined {
  const [header = [], ...rows] = csvRows(text) ?? [];
  const index = header.findIndex((name) => name.toLowerCase() === column);
  const values = new Set(rows.map((row) => row[index] ?? ''));
  return index >= 0 && values.size === 1 ? [...values][0] : undefined;
}

/**
 * The entry's values with a new spreadsheet's name made from the column its folder's files are named after (a results
 * sheet's year), made fit for a file name.
 */
function named(collection: CollectionConfig, isNew: boolean, values: Record<string, unknown>): Record<string, unknown> {
  const identifier = collection.identifier_field;
  const sheet = values[SPREADSHEET_FIELD];
  const column = collection.fields?.find((field) => field.name === SPREADSHEET_FIELD)?.fileNameColumn;
  if (!isNew || !identifier || !column || values[identifier] || typeof sheet !== 'string') return values;
  const name = sharedValue(sheet, column)
    ?.replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return name ? { ...values, [identifier]: name } : values;
}

/**
 * What the content check finds in an entry as the form holds it: the entry's collection, its saved path (none for a new
 * one) and its values. Nothing before the editor has read its config.
 */
export function entryProblems(collectionName: string, savedPath: string | undefined, isNew: boolean, values: Record<string, unknown>): ContentProblem[] {
  const collection = known?.collections.get(collectionName);
  if (!known || !collection) return [];
  const entry = named(collection, isNew, values);
  const file = fileOf(savedPath, isNew, collection, entry, known.lists.contentPath);
  if (!file) return [];
  // The file as read, which the entry carries for saving (fileAsRead.ts), is no field of it.
  const { body: _body, ...front } = withoutFileAsRead(entry);
  const text = entry[SPREADSHEET_FIELD];
  return checkEntryFile(file, { front: withoutEmptyFields(front), text: typeof text === 'string' ? text : undefined }, known.lists);
}

/**
 * The preSave handler for the collections of config.yml, with the lists other files give: it throws what the check
 * finds that no field showed (Decap then saves nothing and says it, each problem in the office's words), and names a new
 * spreadsheet after the column its folder's files are named after.
 */
export function entryCheck(collections: CollectionConfig[], lists: EditorEntryLists) {
  known = { collections: new Map(collections.map((collection) => [collection.name, collection])), lists };
  return ({ entry }: { entry: Entry }): EntryData | undefined => {
    const name = entry.get('collection') ?? '';
    const collection = known?.collections.get(name);
    if (!collection) return undefined;
    const isNew = Boolean(entry.get('newRecord'));
    const data = entry.get('data');
    const problems = entryProblems(name, entry.get('path'), isNew, data.toJS());
    const words = { labelOf: (field: string) => fieldLabel(collection.fields ?? [], field) };
    if (problems.length > 0) throw new Refusal(`not saved. ${problems.map((problem) => problemInWords(problem, words)).join(' ')}`);
    const identifier = collection.identifier_field;
    const values = named(collection, isNew, data.toJS());
    return identifier && values[identifier] !== data.toJS()[identifier] ? data.set(identifier, values[identifier]) : undefined;
  };
}
