/**
 * The content files as they are now, read through the editor's backend (Decap's GitHub backend or its local proxy):
 * every Markdown, YAML and CSV file under the content folder on the branch the editor publishes to, and, when the
 * editorial workflow is on, the same files as each entry waiting to be published has them (its branch, GitHub's pull
 * request). Only the methods of Decap's backend interface are used, as Decap itself calls them.
 */
import { isContentText, type ContentText } from './fileUsers.ts';

/** A content file as read now; `waiting` when it is an entry's, saved but not yet published. */
export interface ContentNow extends ContentText {
  waiting?: boolean;
}

/** How deep the content folder's files may lie (content/pages/<section>/<folder>/<page>.md and deeper). */
const DEPTH = 16;
/** The extensions of the files that can name others, as Decap's backends filter a folder by one extension. */
const EXTENSIONS = ['md', 'yaml', 'yml', 'csv'];

/** The part of a backend this reads with (decapBackends.d.ts). */
type ContentBackend = Pick<
  DecapContentBackend,
  'entriesByFolder' | 'allEntriesByFolder' | 'unpublishedEntries' | 'unpublishedEntry' | 'unpublishedEntryDataFile'
>;

/**
 * Every content file on the branch. GitHub's backend lists a folder 20 entries at a time through entriesByFolder and
 * whole through allEntriesByFolder; the local proxy has only entriesByFolder, which lists it whole. One request after
 * another: the proxy in its git mode answers one at a time and gives up on a request kept waiting 3 seconds.
 */
async function onBranch(backend: ContentBackend, contentPath: string, listing?: FolderListing): Promise<ContentNow[]> {
  const files = new Map<string, ContentNow>();
  for (const extension of EXTENSIONS) {
    const listed = await (backend.allEntriesByFolder ?? backend.entriesByFolder).call(backend, contentPath, extension, DEPTH);
    for (const { file, data } of listed) {
      const relative = inContent(file.path, contentPath);
      if (!relative || !isContentText(relative)) continue;
      // A file listed but not read could name the file to delete: nothing is deleted on a partial reading.
      if (typeof data !== 'string') throw new Error(`could not read ${relative}`);
      files.set(relative, { file: relative, text: data });
    }
  }
  // GitHub's backend leaves a file it failed to read out of its list, without a word: each file its listing of the
  // folder holds must have been read.
  const expected = listing ? await listing(contentPath, DEPTH) : [];
  for (const path of expected) {
    const relative = inContent(path, contentPath);
    const read = relative && EXTENSIONS.some((extension) => relative.endsWith(`.${extension}`)) ? files.has(relative) : true;
    if (!read) throw new Error(`could not read ${relative}`);
  }
  return [...files.values()];
}

/**
 * The entries waiting in the editorial workflow, as the backend lists them (its unpublishedEntries, which Decap's
 * Workflow page shows), each with the files its branch adds or changes: a file there is taken, though not yet published.
 */
export async function waitingEntries(backend: Pick<ContentBackend, 'unpublishedEntries' | 'unpublishedEntry'>): Promise<DecapUnpublishedEntry[]> {
  const entries: DecapUnpublishedEntry[] = [];
  for (const id of await backend.unpublishedEntries()) entries.push(await backend.unpublishedEntry({ id }));
  return entries;
}

/** The content files each entry waiting in the editorial workflow changes, as that entry has them. */
async function waiting(backend: ContentBackend, contentPath: string): Promise<ContentNow[]> {
  const files: ContentNow[] = [];
  for (const { collection, slug, diffs } of await waitingEntries(backend)) {
    for (const { path, id: blob } of diffs) {
      const file = isContentText(path) ? inContent(path, contentPath) : undefined;
      if (!file) continue;
      // As on the branch: a waiting entry's file that cannot be read stops the deletion (the error goes on).
      const text = await backend.unpublishedEntryDataFile(collection, slug, path, blob);
      if (typeof text !== 'string') throw new Error(`could not read ${file}, waiting to be published`);
      files.push({ file, text, waiting: true });
    }
  }
  return files;
}

/** A path of the repository as a path under the content folder; undefined outside it. */
export function inContent(repositoryPath: string, contentPath: string): string | undefined {
  const path = repositoryPath.replace(/^\/+/, '');
  return path.startsWith(`${contentPath}/`) ? path.slice(contentPath.length + 1) : undefined;
}

/** The paths in the repository a backend lists under a folder, `depth` deep, without reading the files. */
type FolderListing = (folder: string, depth: number) => Promise<string[]>;

/**
 * The content files on the branch, then those of the entries waiting in the editorial workflow when it is used. With
 * `listed`, the backend's listing of the folder, a file listed but left out of the reading stops it.
 */
export async function contentNow(backend: ContentBackend, contentPath: string, workflow: boolean, listed?: FolderListing): Promise<ContentNow[]> {
  const published = await onBranch(backend, contentPath, listed);
  return workflow ? [...published, ...(await waiting(backend, contentPath))] : published;
}
