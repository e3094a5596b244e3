/**
 * No write replaces a file that content names. Decap writes an uploaded file through its backend's persistMedia (the
 * Media page, at once) or with an entry's persistEntry (an attachment, a page's document, a row's photo, when the entry
 * is published or, in the editorial workflow, saved to its branch). Whatever led there (the media window's question
 * "… already exists. Do you want to replace it?" answered OK, a name the window's renaming did not know, a colleague's
 * file written since), the guarded backends ask here first: a file about to be written over an existing file that a
 * content file names is written beside it instead, under the first free name (merit-list-2.pdf), and the entry being
 * saved names the new file. The old file stays byte for byte.
 *
 * The entry being saved does not count among the users: a notice that names a file and is saved with a new upload of
 * that very name replaces its own file, and with the editorial workflow only when it is published (until then the new
 * bytes are on the entry's branch, and the old file is kept). A file no content names (a question paper) is written
 * over as Decap asked.
 */
import { freeFileName } from '../../helpers/photoName.ts';
import { inContent, type ContentNow } from './guardPort.ts';
import { usersOf } from './fileUsers.ts';
import { nameFault, sameFileName } from '../../../common/fileNames.ts';

/** What the guard reads through the backend: a folder's files (paths in the repository), and the content files now. */
interface WriteGuardReading {
  filesIn(folder: string): Promise<string[]>;
  contentNow(): Promise<ContentNow[]>;
}

const trimmed = (path: string) => path.replace(/^\/+/, '');
const folderOf = (path: string) => trimmed(path).split('/').slice(0, -1).join('/');
const nameOf = (path: string) => path.split('/').pop()!;

/**
 * Where each of `paths` (files about to be written, in the repository) is written: the path itself, or the path beside
 * it under a free name when a file of that name exists there and a content file other than `ownFiles` (the entry being
 * saved, paths in the repository) names it, or when it is spelt otherwise (other capitals, another Unicode form). Names are compared as the office's file systems compare them (fileNames.ts).
 * The content is read only when a name is taken; a reading that fails throws, so nothing is written unchecked.
 */
export async function pathsToWrite(paths: string[], ownFiles: string[], contentPath: string, read: WriteGuardReading): Promise<string[]> {
  const inFolder = new Map<string, string[]>();
  for (const folder of new Set(paths.map(folderOf))) inFolder.set(folder, (await read.filesIn(folder)).map(trimmed));
  const existing = (path: string) => inFolder.get(folderOf(path))!.find((file) => sameFileName(file, trimmed(path)));
  if (!paths.some(existing)) return paths;
  const own = new Set(ownFiles.map((file) => inContent(trimmed(file), contentPath)));
  const others = (await read.contentNow()).filter(({ file }) => !own.has(file));
  const chosen: string[] = [];
  return paths.map((path) => {
    const file = existing(path);
    const target = file && inContent(file, contentPath);
    // The same name spelt otherwise (other capitals, é stored another way) is written beside it whatever names it: as a
    // second file, a copy on Windows or a Mac would hold one of the two.
    if (!file || !target) return path;
    const spelledAlike = nameOf(file) === nameOf(trimmed(path));
    if (spelledAlike && usersOf(target, others).length === 0) return path;
    const taken = [...inFolder.get(folderOf(path))!, ...chosen].map(nameOf);
    const [, stem, extension] = /^(.*)\.([^.]+)$/.exec(nameOf(path)) ?? [undefined, nameOf(path), ''];
    const free = extension ? freeFileName(stem, extension, taken) : freeFileName(stem, '', taken).replace(/\.$/, '');
    const beside = `${path.slice(0, path.length - nameOf(path).length)}${free}`;
    chosen.push(beside);
    return beside;
  });
}

/**
 * The paths (in the repository) that are not plainly inside the content folder: outside it, or with a part that cannot
 * be a name (fileNames.ts, nameFault: empty, ".", "..", a backslash or a control character, which a file system or the
 * proxy could read as another place; a name hidden or one Windows refuses, which the office's copies could not hold).
 * The guarded backends write none of them, whatever part of the editor asks.
 */
export function pathsOutside(paths: readonly string[], contentPath: string): string[] {
  return paths.filter((path) => {
    const parts = trimmed(path).split('/');
    const inside = parts.length > 1 && parts.slice(0, -1).join('/').concat('/').startsWith(`${contentPath}/`);
    return !inside || parts.some((part) => nameFault(part) !== undefined);
  });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An entry's text with every mention of the file name `from` (after a slash, a space, a quote or a bracket, or at a
 * line's start, as a path, an address or a gallery caption's key) made `to`, as written and as URI-encoded.
 */
export function withFileRenamed(text: string, from: string, to: string): string {
  return [
    [from, to],
    [encodeURI(from), encodeURI(to)],
  ].reduce(
    (result, [was, now]) =>
      result.replace(new RegExp(`(^|[\\s/"'(\\[:,])${escaped(was)}(?=$|[\\s"')\\]:,#?])`, 'gm'), (_, before: string) => `${before}${now}`),
    text,
  );
}
