/**
 * Decap CMS's config.yml, generated from the content schemas (through schemaSources.ts) and the content
 * folder: the settings files, every Markdown page with its template's fields (one group per section), the
 * notices, the galleries, the spreadsheets, the documents. Nothing here restates a field: a new template or field appears by itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { CAPTIONS_FORMAT } from '../decap/formats/captionsFormat.ts';
import { FRONT_MATTER_IN_PLACE_FORMAT, YAML_IN_PLACE_FORMAT } from '../decap/formats/inPlaceFormats.ts';
import { SPREADSHEET_FIELD, SPREADSHEET_FORMAT, SPREADSHEET_WIDGET } from '../decap/formats/spreadsheetFormat.ts';
import { GITHUB_BACKEND } from '../decap/backends/mediaGuard.ts';
import { QUESTION_PAPERS_FOLDER } from '../../common/questionPaperTree.ts';
import { QUESTION_PAPERS_WIDGET } from '../decap/widgets/questionPaperBatch.ts';
import { OFFICE_LOCALE } from '../decap/officeLocale.ts';
import { formOf, labelOf, type DecapField } from './decapFields.ts';
import { readCategories } from './entryLists.ts';
import { readFrontMatter } from './lenientRead.ts';
import { commonFolder } from './commonFolder.ts';
import { sheetColumns } from './sheetColumns.ts';
import { fileNameColumn, newSheetText } from './sheetTemplate.ts';
import { csvRows } from '../helpers/csvRows.ts';
import type { SheetColumn } from '../helpers/sheetColumn.ts';
import { contentFileSchema, documentsFolder, galleries, notices, pagesFolder, pageTemplates, settingsFiles, spreadsheets } from './schemaSources.ts';

export interface CmsOptions {
  /** The content folder on disk, read for the list of pages and the notice categories. */
  contentDir: string;
  /** The same folder as a path inside the repository the editor commits to (e.g. content). */
  contentPath: string;
  /** GitHub owner/name and branch the production editor commits to. */
  repository: string;
  branch: string;
  /** Decap's local proxy (decap-server), used when the editor runs on localhost. */
  localProxyUrl: string;
  /** The address of a small OAuth provider for GitHub sign-in outside Netlify (its base_url). */
  authUrl?: string;
  siteUrl?: string;
}

/** The template of the pages the editor creates: the plain one (a title, a description, the text). */
const NEW_PAGE_TEMPLATE = 'text';

const body: DecapField = { name: 'body', label: 'Text', widget: 'markdown', required: false };

export function decapConfig(options: CmsOptions): Record<string, unknown> {
  const inContent = (...parts: string[]) => path.posix.join(options.contentPath, ...parts);
  const pages = pageEntries(options, inContent);
  return {
    backend: {
      // Decap's GitHub backend with the editor's rules for media (editor/decap/backends/mediaGuard.ts).
      name: GITHUB_BACKEND,
      repo: options.repository,
      branch: options.branch,
      ...(options.authUrl && { base_url: options.authUrl }),
      commit_messages: { create: 'Add {{collection}} “{{slug}}” (in the browser)', update: 'Edit {{collection}} “{{slug}}” (in the browser)' },
    },
    // Every change becomes a pull request: the content check runs on it before anything goes live.
    publish_mode: 'editorial_workflow',
    // Decap's English with the editor's own words where it misleads (editor/decap/officeLocale.ts).
    locale: OFFICE_LOCALE,
    local_backend: { url: options.localProxyUrl },
    media_folder: inContent(documentsFolder),
    public_folder: documentsFolder,
    ...(options.siteUrl && { site_url: options.siteUrl, display_url: options.siteUrl }),
    collections: [
      settingsCollection(inContent),
      noticesCollection(options, inContent),
      galleriesCollection(inContent),
      questionPapersCollection(options, inContent),
      ...spreadsheetCollections(options, inContent),
      documentsCollection(pages),
      ...pageCollections(pages),
      ...newPageCollections(pages, inContent),
    ],
  };
}

function settingsCollection(inContent: (...parts: string[]) => string) {
  return {
    name: 'settings',
    label: 'Settings',
    description: 'The college, the menu, the home page and the notice categories.',
    editor: { preview: false },
    format: YAML_IN_PLACE_FORMAT,
    files: settingsFiles.map(({ name, label, file, schema }) => ({ name, label, file: inContent(file), fields: formOf(schema, contentFileSchema) })),
  };
}

function noticesCollection(options: CmsOptions, inContent: (...parts: string[]) => string) {
  const fields = formOf(notices.schema, contentFileSchema).map((field) => {
    if (field.name !== notices.categoryField) return field;
    const categories = readCategories(options.contentDir);
    return categories.length > 0 ? { ...field, widget: 'select', options: categories } : field;
  });
  return {
    name: 'notices',
    label: 'Notices',
    label_singular: 'Notice',
    description: 'A new notice is named by today’s date and its title, in a folder per year.',
    folder: inContent(notices.folder),
    create: true,
    extension: 'md',
    format: FRONT_MATTER_IN_PLACE_FORMAT,
    // The notice format: the date first, then a short name; one folder per year.
    slug: '{{year}}-{{month}}-{{day}}-{{slug}}',
    path: '{{year}}/{{slug}}',
    // Listed newest first by the editor's backends (guardedBackends.ts: a folder named by date); Decap's own sort
    // needs a value of the entry's data, and a notice's date is in its file's name. The office can sort by title too.
    sortable_fields: ['title'],
    summary: '{{filename}}: {{title}}',
    // Attachments are uploaded into their own folder, named from content/ (attachments/…pdf): its window lists them
    // alone, and a file left there by a deleted notice is never read as a notice.
    media_folder: `/${inContent(notices.attachmentsFolder)}`,
    public_folder: notices.attachmentsFolder,
    fields: [...fields, body],
  };
}

function galleriesCollection(inContent: (...parts: string[]) => string) {
  return {
    name: 'galleries',
    label: 'Galleries',
    label_singular: 'Gallery',
    description: 'Add photos to a gallery: each needs a sentence saying what it shows. Photos are shown in file-name order.',
    folder: inContent(galleries.folder),
    path: `{{slug}}/${galleries.captionsFile.replace(/\.yaml$/, '')}`,
    extension: 'yaml',
    format: CAPTIONS_FORMAT,
    create: false,
    summary: '{{dirname}}',
    identifier_field: 'photos',
    // Photos go into the gallery's own folder, named by their file name only.
    media_folder: '',
    public_folder: '',
    editor: { preview: false },
    fields: [
      {
        name: 'photos',
        label: 'Photos',
        label_singular: 'Photo',
        widget: 'list',
        required: false,
        summary: '{{fields.photo}}',
        fields: [
          { name: 'photo', label: 'Photo', widget: 'image' },
          { name: 'caption', label: 'What the photo shows', widget: 'string', hint: 'A sentence, read aloud to people who cannot see the photo.' },
        ],
      },
    ],
  };
}

/**
 * The question papers: one form whose entry is their folder (never saved itself: the editor's backend answers it as
 * empty). Its widget adds many PDFs at once under their own names into the folder chosen, and lists, replaces and
 * deletes the papers there. It offers the folders the tree has now (`folders`, relative to question-papers/).
 */
function questionPapersCollection(options: CmsOptions, inContent: (...parts: string[]) => string) {
  const root = path.join(options.contentDir, QUESTION_PAPERS_FOLDER);
  const folders = existsSync(root) ? fg.sync('**', { cwd: root, onlyDirectories: true }).sort() : [];
  return {
    name: 'question-papers',
    label: 'Question papers',
    description:
      'Add question papers by the dozen: choose the programme, semester, year and subject, then the PDFs. Each keeps its file name, which the question bank shows.',
    editor: { preview: false },
    format: 'yaml',
    files: [
      {
        name: 'papers',
        label: 'Add, replace or delete question papers',
        file: inContent(QUESTION_PAPERS_FOLDER),
        // Required, so Decap says no “(optional)”; the form is never saved, so nothing is ever missing.
        fields: [{ name: 'papers', label: 'Question papers', widget: QUESTION_PAPERS_WIDGET, folders }],
      },
    ],
  };
}

const SPREADSHEET_HELP =
  'Edit the rows in the table: every cell is checked as you type, with the content check’s rules. Or download the file, edit it in a spreadsheet program, save it as CSV (UTF-8) and upload it here. Either way it is saved as a clean CSV, one line per row.';
/** The field naming a new file of a folder of spreadsheets (Decap names new entries from it). */
const NEW_FILE_NAME = 'newFileName';

/**
 * The spreadsheets stay CSV files: each is a form with a table of its rows (each column's input derived from the row
 * schema, editor/config/sheetColumns.ts) and a file chooser for a replacement, saved as a clean CSV. The list is the
 * compiler's: each CSV a collection reads; one file per pattern (results/*.csv) is a folder where new files can be
 * added as well, starting from the latest file's rows when the files are named after a column (the year).
 */
function spreadsheetCollections(options: CmsOptions, inContent: (...parts: string[]) => string) {
  const labelFor = ({ collection, file }: (typeof spreadsheets)[number]) =>
    spreadsheets.filter((other) => other.collection === collection).length > 1
      ? `${labelOf(collection)}: ${path.posix.basename(file, '.csv')}`
      : labelOf(collection);
  const single = spreadsheets.filter((sheet) => !fg.isDynamicPattern(sheet.file));
  const folders = spreadsheets.filter((sheet) => fg.isDynamicPattern(sheet.file));
  const rowsOf = (file: string) => readRows(path.join(options.contentDir, file));
  return [
    {
      name: 'spreadsheets',
      label: 'Spreadsheets',
      label_singular: 'Spreadsheet',
      description: `The site's lists that are spreadsheets (CSV files). ${SPREADSHEET_HELP}`,
      format: SPREADSHEET_FORMAT,
      extension: 'csv',
      editor: { preview: false },
      files: single.map((sheet) => ({
        name: sheet.file.replace(/\.csv$/, '').replace(/[^A-Za-z0-9]+/g, '-'),
        label: `${labelFor(sheet)} (${sheet.file})`,
        file: inContent(sheet.file),
        fields: [
          {
            ...spreadsheetField(sheetColumns(sheet.file, sheet.rowSchema, options.contentDir, rowsOf(sheet.file))),
            ...(sheet.photoFolder && photoFolderOptions(options, inContent, sheet.photoFolder)),
          },
        ],
      })),
    },
    ...folders.map((sheet) => {
      const folder = path.posix.dirname(sheet.file);
      const existing = fg
        .sync(sheet.file, { cwd: options.contentDir })
        .sort()
        .flatMap((file) => {
          const rows = rowsOf(file);
          return rows ? [{ file, rows }] : [];
        });
      const latest = existing.at(-1);
      const columns = sheetColumns(latest?.file ?? sheet.file, sheet.rowSchema, options.contentDir, latest?.rows);
      const nameColumn = fileNameColumn(existing);
      const template = latest && newSheetText(columns, latest.rows, nameColumn);
      const example = latest ? `, e.g. ${path.posix.basename(latest.file, '.csv')}` : '';
      const field = spreadsheetField(columns);
      return {
        name: `spreadsheets-${sheet.collection}`,
        label: `Spreadsheets: ${labelFor(sheet)}`,
        // "New Results year": a new file is the next value of the column naming the files.
        label_singular: nameColumn ? `${labelFor(sheet)} ${nameColumn}` : `${labelFor(sheet)} spreadsheet`,
        description: `${labelFor(sheet)}, ${nameColumn ? `one spreadsheet per ${nameColumn}: a new one starts with the rows of the latest, the ${nameColumn} one on and the other figures empty` : 'a spreadsheet (CSV file) each'}. ${SPREADSHEET_HELP}`,
        folder: inContent(folder),
        extension: 'csv',
        format: SPREADSHEET_FORMAT,
        create: true,
        identifier_field: NEW_FILE_NAME,
        summary: '{{filename}}.{{extension}}',
        editor: { preview: false },
        fields: [
          nameColumn
            ? // Named from its rows' one value of that column when saved (editor/decap/entryCheck.ts): nothing to type.
              { name: NEW_FILE_NAME, label: 'File name of a new spreadsheet', widget: 'hidden', required: false }
            : {
                name: NEW_FILE_NAME,
                label: 'File name of a new spreadsheet',
                widget: 'string',
                // Not required by the form: a spreadsheet already saved has no value here and keeps its name.
                required: false,
                pattern: ['^[A-Za-z0-9-]*$', 'letters, digits and hyphens only'],
                hint: `The name of a new spreadsheet, without .csv${example}; a spreadsheet already saved keeps its name.`,
              },
          { ...field, ...(nameColumn && { fileNameColumn: nameColumn }), ...(template && { default: template }) },
        ],
      };
    }),
  ];
}

/**
 * A spreadsheet's field. Its hint says what an upload needs in the office's words: the headings of its first row, never
 * where the file lives or a "column".
 */
function spreadsheetField(columns: SheetColumn[]): DecapField {
  const headings = columns.map(({ name }) => name).join(', ');
  return {
    name: SPREADSHEET_FIELD,
    label: 'The spreadsheet',
    widget: SPREADSHEET_WIDGET,
    // The table's columns; the widget refuses a replacement missing one of them (as the content check would).
    columns,
    hint: `Type in the table, or upload a CSV file${headings ? ` whose first row holds the headings ${headings}` : ''}.`,
  };
}

/** Photos the office may pick in a row: the JPG, PNG and WebP files of a photo folder, by name. */
const PHOTO_FILES = '*.{jpg,jpeg,png,webp}';

/**
 * A sheet with a photo column: a photo uploaded in a row is saved with the sheet into its photo folder (Decap's
 * media_folder, from the repository's root, and public_folder, the path the row names it by), and the photos already
 * there are listed to pick from (the widget's `photos`).
 */
function photoFolderOptions(options: CmsOptions, inContent: (...parts: string[]) => string, folder: string) {
  const photos = fg.sync(PHOTO_FILES, { cwd: path.join(options.contentDir, folder), caseSensitiveMatch: false }).sort();
  return { media_folder: `/${inContent(folder)}`, public_folder: folder, photos };
}

/** A CSV's rows as the content check reads them; undefined when it cannot be read. */
function readRows(file: string): string[][] | undefined {
  try {
    return csvRows(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

interface PageEntry {
  name: string;
  label: string;
  file: string;
  fields: DecapField[];
  /** Uploads go beside the documents the page already shows (absolute: from the repository's root). */
  media_folder?: string;
  public_folder?: string;
}

/** Every Markdown page's form (its template's fields), by section: its first folder under content/pages/. */
function pageEntries(options: CmsOptions, inContent: (...parts: string[]) => string): { section: string; entry: PageEntry; documents: string[] }[] {
  const pagesDir = path.join(options.contentDir, pagesFolder);
  const files = existsSync(pagesDir) ? fg.sync('**/*.md', { cwd: pagesDir }).sort() : [];
  // One form per template, shared by its pages (written out in full for each): made once per page, thousands of
  // pages made the editor a step of the build that grew with the site.
  const forms = new Map<string, DecapField[]>();
  const formOfTemplate = (template: (typeof pageTemplates)[number]) => {
    if (!forms.has(template.name)) forms.set(template.name, formOf(template.schema, contentFileSchema));
    return forms.get(template.name)!;
  };
  return files.map((file) => {
    const front = readFrontMatter(path.join(pagesDir, file));
    const template = pageTemplates.find((candidate) => candidate.name === (front.template ?? 'text')) ?? pageTemplates[0];
    const documents = documentsNamed(front);
    const folder = commonFolder(documents);
    const entry: PageEntry = {
      name: file.replace(/\.md$/, '').replace(/[^A-Za-z0-9]+/g, '-'),
      label: typeof front.title === 'string' ? `${front.title} (/${file.replace(/\.md$/, '')})` : `/${file.replace(/\.md$/, '')}`,
      file: inContent(pagesFolder, file),
      fields: [...formOfTemplate(template), body],
      ...(folder && { media_folder: `/${inContent(folder)}`, public_folder: folder }),
    };
    return { section: file.includes('/') ? file.split('/')[0] : '', entry, documents };
  });
}

/** Each section of content/pages/ (its first folder) is a group; a page's form has its template's fields. */
function pageCollections(pages: ReturnType<typeof pageEntries>) {
  const sections = new Map<string, PageEntry[]>();
  for (const { section, entry } of pages) sections.set(section, [...(sections.get(section) ?? []), entry]);
  const ordered = [...sections].sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : 0));
  return ordered.map(([section, entries]) => ({
    name: `pages-${section || 'top'}`,
    label: section ? `Pages: /${section}` : 'Pages: policies and help',
    label_singular: 'Page',
    format: FRONT_MATTER_IN_PLACE_FORMAT,
    files: entries,
  }));
}

/**
 * New text pages, one folder per section: Decap names the file from the title (lower case, hyphens), which is the
 * page's address; it refuses a name already taken, and the compiler refuses two pages at one address. Listed
 * are the pages that say `template: text`, as new ones do. A field from the page (the section) cannot name
 * the folder instead, because Decap lowers its case and sections such as /NAAC and /studentServices have capitals.
 */
function newPageCollections(pages: ReturnType<typeof pageEntries>, inContent: (...parts: string[]) => string) {
  const text = pageTemplates.find((template) => template.name === NEW_PAGE_TEMPLATE)!;
  const sections = [...new Set(pages.map(({ section }) => section))].filter(Boolean);
  return sections.map((section) => ({
    name: `new-pages-${section}`,
    label: `New pages: /${section}`,
    label_singular: `text page in /${section}`,
    description: `Text pages at /${section}/<name>, the name made from the title. Add a new one to the menu under Settings.`,
    folder: inContent(pagesFolder, section),
    create: true,
    extension: 'md',
    format: FRONT_MATTER_IN_PLACE_FORMAT,
    filter: { field: 'template', value: NEW_PAGE_TEMPLATE },
    fields: [...formOf(text.schema, contentFileSchema), body],
  }));
}

/**
 * The documents the site links, by the page that shows them: every page whose front matter names a file under
 * documents/. A document uploaded in its form is saved beside the page's other documents.
 */
function documentsCollection(pages: ReturnType<typeof pageEntries>) {
  return {
    name: 'documents',
    label: 'Documents',
    label_singular: 'Page with documents',
    format: FRONT_MATTER_IN_PLACE_FORMAT,
    description: `The pages that show documents (PDFs, scans), with the folder each keeps them in. A document you upload in a page’s form is saved in that folder; the page lists it once you add it to the page’s documents.`,
    files: pages
      .filter(({ documents }) => documents.length > 0)
      .map(({ entry, documents }) => ({
        ...entry,
        label: `${entry.label}: ${documents.length === 1 ? '1 document' : `${documents.length} documents`} in ${entry.public_folder}/`,
      })),
  };
}

/** The files under documents/ a page's front matter names, wherever they stand in it. */
function documentsNamed(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith(`${documentsFolder}/`) && /\.\w+$/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(documentsNamed);
  if (value && typeof value === 'object') return Object.values(value).flatMap(documentsNamed);
  return [];
}
