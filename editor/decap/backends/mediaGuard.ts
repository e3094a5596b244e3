/**
 * What the editor's media windows may show and delete. Decap's windows tell files apart by the `id` a backend gives
 * them, and keep it as the file's key when one is picked or deleted; the GitHub backend and the local proxy give the
 * blob's hash, so two files of the same bytes under two names were one to the window, and "Delete selected" could
 * delete the other one. The editor's backends (guardedBackends.ts) give each file its path as id instead (Decap's
 * backend interface asks for a key unique to the file), offer only the files the site publishes (PDFs and images), and
 * refuse to delete a file that a notice, a page or another content file names now, saying which.
 */
import { isServedFile } from '../../../common/servedFiles.ts';
import type { ContentNow } from './guardPort.ts';
import { filesInUse } from './guards.ts';
import { refusalText } from './refusals.ts';
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
 * Why the files at `paths` (in the repository, under `contentPath`) may not be deleted, in the office's words: each
 * one that a content file names now (guards.ts, filesInUse), with who. Undefined when none is named.
 */
export function deletionRefusal(paths: string[], contentPath: string, content: ContentNow[], name: OfficeName): RefusalText | undefined {
  const files = filesInUse(paths, contentPath, content, name);
  return files.length === 0 ? undefined : refusalText({ kind: 'in use', action: 'deleted', files });
}
