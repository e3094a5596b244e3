/**
 * Which content files name a published file (a notice's attachment, a page's document, a photo), given the text of the
 * content files as they are now: a value of a settings file, of a Markdown file's front matter or of a spreadsheet's
 * cell that is the file's path under content/ (or its address, /files/…), a link to /files/… in a Markdown file's text,
 * and a gallery's captions naming the photos beside them. Each file is read as the editor reads it (inPlaceFormats.ts,
 * csvRows.ts). A file that cannot be read as such still names a file whose path its text holds: the editor never
 * deletes what a broken notice names.
 */
import { CAPTIONS_FILE } from '../../../common/galleryCaptions.ts';
import { isServedFile } from '../../../common/servedFiles.ts';
import { csvRows } from '../../helpers/csvRows.ts';
import { withoutFileAsRead } from '../formats/fileAsRead.ts';
import { frontMatterInPlaceFormat, yamlInPlaceFormat } from '../formats/inPlaceFormats.ts';

/** A content file: its path under the content folder (notices/2026/2026-11-18-merit-list.md) and its text. */
export interface ContentText {
  file: string;
  text: string;
}

/** A content file as read here: its values, the text after a Markdown file's front matter, and its title if it has one. */
interface ReadContent {
  values: unknown;
  body: string;
  title?: string;
}

/** A value that may name a file under content/ (as the schemas' ContentFile does): relative, with an extension, no address. */
const FILE_NAME = /^[^/\\][^:]*\.[A-Za-z0-9]+$/;
/** Where the site serves the files under content/: a link to /files/attachments/x.pdf names attachments/x.pdf. */
const FILES_ADDRESS = '/files/';
const CONTENT_TEXT = /\.(md|ya?ml|csv)$/i;

/** Whether a file under the content folder is one whose text can name others (Markdown, YAML, CSV). */
export const isContentText = (file: string): boolean => CONTENT_TEXT.test(file);

const titleOf = (values: Record<string, unknown>) => (typeof values.title === 'string' && values.title.trim() ? values.title.trim() : undefined);

/** A content file's values and text; undefined when it cannot be read as its kind. */
function read({ file, text }: ContentText): ReadContent | undefined {
  try {
    if (/\.csv$/i.test(file)) {
      const rows = csvRows(text);
      return rows && { values: rows, body: '' };
    }
    if (/\.md$/i.test(file)) {
      const { body, ...values } = withoutFileAsRead(frontMatterInPlaceFormat.fromFile(text));
      return { values, body: String(body ?? ''), title: titleOf(values) };
    }
    const values = withoutFileAsRead(yamlInPlaceFormat.fromFile(text));
    return { values, body: '', title: titleOf(values) };
  } catch {
    return undefined;
  }
}

const decoded = (address: string) => {
  try {
    return decodeURIComponent(address);
  } catch {
    return address;
  }
};

/** The file a value names, if it names one: attachments/x.pdf, or its address /files/attachments/x.pdf. */
function fileNamedBy(text: string): string | undefined {
  const trimmed = text.trim();
  const name = trimmed.startsWith(FILES_ADDRESS) ? decoded(trimmed.slice(FILES_ADDRESS.length).split(/[?#]/)[0]) : trimmed;
  return FILE_NAME.test(name) && isServedFile(name) ? name : undefined;
}

/** The file names among a value's strings, wherever they stand in it. */
function namedInValues(value: unknown): string[] {
  if (typeof value === 'string') {
    const name = fileNamedBy(value);
    return name ? [name] : [];
  }
  if (Array.isArray(value)) return value.flatMap(namedInValues);
  if (value && typeof value === 'object') return Object.values(value).flatMap(namedInValues);
  return [];
}

/** The files a Markdown text links or shows: every /files/… address in it. */
const namedInText = (body: string): string[] =>
  [...body.matchAll(/\/files\/[^\s)"'<>\]]+/g)].map(([address]) => fileNamedBy(address)).filter((name): name is string => name !== undefined);

/**
 * Whether a text holds the file's address as written or URI-encoded (`/files/documents/form (1).pdf` or
 * `/files/documents/form%20(1).pdf`): a link the pattern above cuts short at a space or a bracket still counts.
 */
const linksTo = (body: string, target: string): boolean => [target, encodeURI(target)].some((form) => body.includes(`${FILES_ADDRESS}${form}`));

const folderOf = (file: string) => file.split('/').slice(0, -1).join('/');

/** The photos a gallery's captions name: each key, a file name beside the captions file. */
function captioned(file: string, values: unknown): string[] {
  if (file.split('/').pop() !== CAPTIONS_FILE || !values || typeof values !== 'object' || Array.isArray(values)) return [];
  const folder = folderOf(file);
  return Object.keys(values).map((name) => (folder ? `${folder}/${name}` : name));
}

/** A content file naming a file: its path under the content folder, and its title when it has one. */
interface FileUser {
  file: string;
  title?: string;
}

/**
 * The content files among `files` that name `target` (a path under the content folder, e.g. attachments/x.pdf), in
 * the order given; a file does not name itself.
 */
export function usersOf(target: string, files: ContentText[]): FileUser[] {
  return files.flatMap((content) => {
    if (content.file === target) return [];
    const readable = read(content);
    if (!readable) return content.text.includes(target) ? [{ file: content.file }] : [];
    const named = new Set([...namedInValues(readable.values), ...namedInText(readable.body), ...captioned(content.file, readable.values)]);
    return named.has(target) || linksTo(readable.body, target) ? [{ file: content.file, ...(readable.title && { title: readable.title }) }] : [];
  });
}

/** A content file's title (a notice's, a page's), when it has one. */
export const titleOfText = (content: ContentText): string | undefined => read(content)?.title;
