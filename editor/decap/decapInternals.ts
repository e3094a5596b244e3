/**
 * Every reliance of the editor's code on a part of Decap that Decap does not document as a way to extend it. Decap's
 * documented ways (CMS.registerBackend, registerWidget, registerMediaLibrary, its events) are used where they are; what
 * none of them gives is reached here and nowhere else, so that an upgrade of Decap that changes one of these fails
 * tests/unit/editor-decap-backends.test.ts first:
 * - `sanitizeSlug`, Decap's rule for a stored file name (its media window's persistMedia), which decap-cms-core's entry
 *   does not export: it is imported from the package's module dist/esm/lib/urlHelper.js, the one import from a `dist/`
 *   path in editor/;
 * - the GitHub backend's client of GitHub's API (its `api` field, set at sign-in, or given by its `API` option): its
 *   listing of a folder (`listFiles`) and its reading of a file (`readFile`), as the backend's allEntriesByFolder calls them;
 * - the backend methods the guards override or call (GUARDED_METHODS), which Decap's backend interface names but does
 *   not promise to a subclass.
 *
 * Known reliances elsewhere, each guarded by a browser test: the media window's upload is an <input type="file">
 * inside its role="dialog" whose `files` the editor replaces (backends/uploadNames.ts; tests/e2e/editor-files.spec.ts
 * and editor-uploads.spec.ts); the editor's CSS matches the suffixes of Decap's class names, such as
 * [class*='-ControlErrorsList'] (styles/*.css; tests/e2e/editor-traps.spec.ts and the small-screen specs); Decap numbers
 * a taken slug `<slug>-<n>` and passes persistEntry `newEntry` and `collectionName` (backends/sameName.ts;
 * tests/e2e/editor-traps.spec.ts); decap-server's answer to `info` (backends/localProxy.ts; every browser test of the editor).
 */
import { sanitizeSlug as decapSanitizeSlug, type DecapSlugOptions } from 'decap-cms-core/dist/esm/lib/urlHelper.js';

export type { DecapSlugOptions };

/** Decap's own cleaning of a name as its media window stores it (decap-cms-core's lib/urlHelper). */
export const sanitizeSlug = (name: string, options: DecapSlugOptions): string => decapSanitizeSlug(name, options);

/** The methods of Decap's backends the guards override or call, on both; GitHub's backend has allEntriesByFolder too. */
export const GUARDED_METHODS = [
  'getMedia',
  'persistMedia',
  'unpublishedEntryMediaFile',
  'entriesByFolder',
  'deleteFiles',
  'persistEntry',
  'publishUnpublishedEntry',
  'getEntry',
  'unpublishedEntries',
  'unpublishedEntry',
  'unpublishedEntryDataFile',
] as const;
export const GITHUB_ONLY_METHODS = ['allEntriesByFolder'] as const;

/** What the guards read through GitHub's API object: a folder's files listed at a depth, and a file's text by its path. */
export interface GitHubReading {
  listFiles(folder: string, depth: number): Promise<{ path: string; id: string }[]>;
  readFile(path: string, id: string): Promise<string>;
}

/**
 * GitHub's API object inside Decap's GitHub backend (its `api` field), as the reading the guards need; undefined for
 * the local proxy, or for a GitHub backend not signed in yet.
 */
export function githubReading(backend: object): GitHubReading | undefined {
  const api = (backend as { api?: DecapGitHubApi | null }).api;
  if (!api || typeof api.listFiles !== 'function' || typeof api.readFile !== 'function') return undefined;
  return {
    listFiles: async (folder, depth) => (await api.listFiles(folder, { repoURL: api.originRepoURL, depth })).map(({ path, id }) => ({ path, id })),
    readFile: async (path, id) => {
      const text = await api.readFile(path, id, { repoURL: api.originRepoURL });
      if (typeof text !== 'string') throw new Error(`could not read ${path}`);
      return text;
    },
  };
}
