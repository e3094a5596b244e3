/**
 * What the editor's media windows may show and delete. Decap's windows tell files apart by the `id` a backend gives
 * them, and keep it as the file's key when one is picked or deleted; the GitHub backend and the local proxy give the
 * blob's hash, so two files of the same bytes under two names were one to the window, and "Delete selected" could
 * delete the other one. The editor's backends (guardedBackends.ts) give each file its path as id instead (Decap's
 * backend interface asks for a key unique to the file), offer only the files the site publishes (PDFs and images), and
 * refuse to delete a file that a notice, a page or another content file names now, saying which.
 */
import { isServedFile } from '../../../common/servedFiles.ts';
import { inContent, type ContentNow } from './contentOnBranch.ts';
import { usersOf } from './fileUsers.ts';
import type { RefusalText } from '../../helpers/refusalDialog.ts';

/** The backends config.yml names: Decap's GitHub backend and its local proxy, each with the rules above. */
export const GITHUB_BACKEND = 'github-guarded';
export const PROXY_BACKEND = 'local-proxy-guarded';

/** A media file known by its path, the one key no other file shares. */
export const keyedByPath = <F extends DecapMediaFile>(file: F): F => ({ ...file, id: file.path });

/** The files a window offers: those the site publishes, each known by its path. */
export const offeredMedia = <F extends DecapMediaFile>(files: F[]): F[] => files.filter((file) => isServedFile(file.name)).map(keyedByPath);

/** How the office knows a content file (officeNames.ts): by a path in the repository, its title and whether it waits. */
type OfficeName = (file: string, title: string | undefined, waiting: boolean) => string;

/**
 * Why the files at `paths` (in the repository, under `contentPath`) may not be deleted: each one that a content file
 * names now (`content`: the content files as the backend has them, waiting entries included), with who names it in the
 * office's words. Undefined when none is named. Files deleted together do not keep each other.
 */
export function deletionRefusal(paths: string[], contentPath: string, content: ContentNow[], name: OfficeName): RefusalText | undefined {
  const deleted = new Set(paths.map((file) => inContent(file, contentPath)));
  const others = content.filter(({ file }) => !deleted.has(file));
  const refused = paths.flatMap((path) => {
    const target = inContent(path, contentPath);
    const users = target ? usersOf(target, others) : [];
    if (users.length === 0) return [];
    const waiting = new Set(others.filter((file) => file.waiting).map(({ file }) => file));
    const who = users.map(({ file, title }) => name(`${contentPath}/${file}`, title, waiting.has(file)));
    return [{ file: path.split('/').pop()!, who: [...new Set(who)] }];
  });
  if (refused.length === 0) return undefined;
  return {
    heading: refused.length === 1 ? `“${refused[0].file}” is in use: not deleted` : 'These files are in use: not deleted',
    paragraphs: refused
      .flatMap(({ file, who }) => [`“${file}” is named by ${who.length === 1 ? 'this' : `these ${who.length}`}:`, who])
      .concat(['Take it out there first (or choose another file there), then delete it here.']),
  };
}

/** A refusal as one line, for Decap's own message ("Failed to delete media: …"). */
export const refusalLine = ({ heading, paragraphs }: RefusalText): string =>
  [heading, ...paragraphs.map((part) => (typeof part === 'string' ? part : part.join('; ')))].join(' ');
