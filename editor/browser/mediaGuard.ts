/**
 * What the editor's media windows may show and delete. Decap's windows tell files apart by the `id` a backend gives
 * them, and keep it as the file's key when one is picked or deleted; the GitHub backend and the local proxy give the
 * blob's hash, so two files of the same bytes under two names were one to the window, and "Delete selected" could
 * delete the other one. The editor's backends (keptFileBackends.ts) give each file its path as id instead (Decap's
 * backend interface asks for a key unique to the file), offer only the files the site publishes (PDFs and images), and
 * refuse to delete a file that a notice, a page or another content file names, saying which.
 */
import { isServedFile } from '../../common/servedFiles.ts';

/** The backends config.yml names: Decap's GitHub backend and its local proxy, each with the rules above. */
export const GITHUB_BACKEND = 'github-files-kept';
export const PROXY_BACKEND = 'local-proxy-files-kept';

/** A content file naming a published file: its path (content/…), what it is, and its title when it has one. */
export interface FileUser {
  file: string;
  kind: 'notice' | 'page' | 'file';
  title?: string;
}

/** The content files naming each file, by the file's path relative to the content folder (attachments/x.pdf). */
export type FileUsers = Record<string, FileUser[]>;

/** A media file known by its path, the one key no other file shares. */
export const keyedByPath = <F extends DecapMediaFile>(file: F): F => ({ ...file, id: file.path });

/** The files a window offers: those the site publishes, each known by its path. */
export const offeredMedia = <F extends DecapMediaFile>(files: F[]): F[] => files.filter((file) => isServedFile(file.name)).map(keyedByPath);

const described = ({ file, kind, title }: FileUser) => (kind === 'file' ? file : `the ${kind} ${title ? `“${title}” ` : ''}(${file})`);

/** The text of a file of the repository as saved now; undefined when there is none. */
type ReadFile = (repositoryPath: string) => Promise<string | undefined>;

/**
 * Why the files at `paths` (in the repository, under `contentPath`) may not be deleted: each one a content file names,
 * with who names it. The list of users was read when the editor was built; each user is read again (`read`), so a file
 * taken out of a notice since then may go. Undefined when none is named; a refusal of all when the list is unknown.
 */
export async function deletionRefusal(paths: string[], users: FileUsers | undefined, contentPath: string, read: ReadFile): Promise<string | undefined> {
  if (!users) return 'the list of files in use could not be read: reload the editor and try again';
  const inContent = (file: string) => file.replace(/^\/+/, '').slice(contentPath.length + 1);
  const inRepository = (file: string) => `${contentPath}/${file.replace(/^content\//, '')}`;
  const refusals: string[] = [];
  for (const file of paths.map(inContent)) {
    // A user still names the file when its text still holds the file's name (a gallery's captions name photos bare).
    const name = file.split('/').pop()!;
    const still = await Promise.all((users[file] ?? []).map(async (user) => ((await read(inRepository(user.file)))?.includes(name) ? user : undefined)));
    const by = still.filter((user): user is FileUser => user !== undefined);
    if (by.length > 0) {
      refusals.push(
        `content/${file} is in use and was not deleted: ${by.map(described).join('; ')} ${by.length === 1 ? 'names' : 'name'} it. Take it out there first.`,
      );
    }
  }
  return refusals.length > 0 ? refusals.join(' ') : undefined;
}
