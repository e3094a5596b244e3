/**
 * Decap's GitHub and local-proxy backends ship without type declarations: the part of their interface (Decap's
 * backend interface, decap-cms-lib-util's Implementation) the editor calls and extends (guardedBackends.ts): the
 * methods that list, add and delete media, that read the content files and the entries waiting in the editorial
 * workflow, and that save and publish an entry.
 */
/** One media file as a backend lists it. */
interface DecapMediaFile {
  id: string;
  name: string;
  path: string;
}

/** One file of a folder as a backend reads it: its path in the repository and its text (null when unreadable). */
interface DecapEntryFile {
  file: { path: string };
  data: string | null;
}

/** An entry waiting in the editorial workflow: the files its branch changes (paths in the repository). */
interface DecapUnpublishedEntry {
  collection: string;
  slug: string;
  diffs: { path: string; id: string }[];
}

/** A file Decap hands a backend to write (its AssetProxy): where, and methods that read its bytes. */
interface DecapAsset {
  path: string;
  /** The file's bytes, as Decap's asset proxies give them to a backend to write. */
  toBase64?(): Promise<string>;
}

/** An entry as Decap hands it to a backend to save: its files (path, slug, text) and the media uploaded with it. */
interface DecapEntryToSave {
  dataFiles: { path: string; slug: string; raw: string }[];
  assets: DecapAsset[];
}

/**
 * GitHub's API object of Decap's GitHub backend (its `api`, reached through decapInternals.ts alone): the listing of a
 * folder and the reading of a file by its blob, as its allEntriesByFolder calls them.
 */
interface DecapGitHubApi {
  originRepoURL: string;
  listFiles(path: string, options: { repoURL?: string; depth?: number }): Promise<{ path: string; id: string }[]>;
  readFile(path: string, sha: string | null, options: { repoURL?: string }): Promise<unknown>;
}

interface DecapContentBackend {
  getEntry(path: string): Promise<{ file: { path: string }; data: string | null }>;
  entriesByFolder(folder: string, extension: string, depth: number): Promise<DecapEntryFile[]>;
  /** GitHub's only: a folder's entries all at once (its entriesByFolder gives 20 at a time). */
  allEntriesByFolder?(folder: string, extension: string, depth: number): Promise<DecapEntryFile[]>;
  unpublishedEntries(): Promise<string[]>;
  unpublishedEntry(key: { id?: string; collection?: string; slug?: string }): Promise<DecapUnpublishedEntry>;
  unpublishedEntryDataFile(collection: string, slug: string, path: string, id: string): Promise<string>;
  persistEntry(
    entry: DecapEntryToSave,
    options: { newEntry?: boolean; collectionName?: string; useWorkflow?: boolean; commitMessage?: string },
  ): Promise<unknown>;
  getMedia(mediaFolder?: string): Promise<DecapMediaFile[]>;
  persistMedia(asset: DecapAsset, ...rest: unknown[]): Promise<DecapMediaFile>;
  unpublishedEntryMediaFile(...args: unknown[]): Promise<DecapMediaFile>;
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
  /** Publishes an entry waiting in the editorial workflow (merges its branch). */
  publishUnpublishedEntry(collection: string, slug: string): Promise<unknown>;
}

/** A backend class: its constructor takes Decap's config and options. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a class to extend must take any arguments
type DecapBackendClass = new (...args: any[]) => DecapContentBackend;

declare module 'decap-cms-backend-github' {
  export const GitHubBackend: DecapBackendClass;
  /** Its client of GitHub's API, which the backend's `API` option takes (the unit tests make it as its sign-in does). */
  export const API: new (config: { token: string; branch: string; repo: string; originRepo?: string; initialWorkflowStatus?: string }) => DecapGitHubApi & {
    hasWriteAccess(): Promise<boolean>;
  };
}
declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: DecapBackendClass;
}

/** Decap's own rule for a stored file name (decap-cms-core's lib/urlHelper, used by its media window's persistMedia; decapInternals.ts). */
declare module 'decap-cms-core/dist/esm/lib/urlHelper.js' {
  /** config.yml's `slug` options. */
  export interface DecapSlugOptions {
    encoding?: 'unicode' | 'ascii';
    clean_accents?: boolean;
    sanitize_replacement?: string;
  }
  export function sanitizeSlug(str: string, options?: DecapSlugOptions, preserveSlashes?: boolean): string;
}

/** decap-cms-lib-util's lock, which Decap's GitHub backend is constructed with (its bundle for Node lacks it: the unit tests). */
declare module 'decap-cms-lib-util/dist/esm/asyncLock.js' {
  export function asyncLock(): unknown;
}
/** decap-cms-lib-util's reading of every page of an answer, which its bundle for Node lacks too (the unit tests). */
declare module 'decap-cms-lib-util/dist/esm/backendUtil.js' {
  export function getAllResponses(...args: unknown[]): Promise<unknown>;
}
