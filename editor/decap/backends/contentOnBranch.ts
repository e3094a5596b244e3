/**
 * The guards' port (guardPort.ts) answered through Decap's backend (its GitHub backend or its local proxy), with the
 * methods of Decap's backend interface as Decap itself calls them, and on GitHub its API object (decapInternals.ts):
 * the content files under the content folder on the branch the editor publishes to, a folder's files, the entries
 * waiting in the editorial workflow and their files.
 */
import { inContent, inParallel, type ContentNow, type GuardFacts, type GuardPort } from './guardPort.ts';
import { contentSnapshot } from './guards.ts';
import { isContentText } from './fileUsers.ts';
import type { GitHubReading } from '../decapInternals.ts';

/** How deep the content folder's files may lie (content/pages/<section>/<folder>/<page>.md and deeper). */
const DEPTH = 16;
/** The extensions of the files that can name others, as Decap's backends filter a folder by one extension. */
const EXTENSIONS = ['md', 'yaml', 'yml', 'csv'];
/** How many of GitHub's files are read at a time (each a request of its own). */
const GITHUB_READS = 6;
/** How many of the waiting entries are read at a time. */
const WAITING_READS = 4;

/** The part of a backend the port reads with (decapBackends.d.ts): Decap's own methods, not the guarded ones. */
type DecapReading = Pick<
  DecapContentBackend,
  'getEntry' | 'getMedia' | 'entriesByFolder' | 'allEntriesByFolder' | 'unpublishedEntries' | 'unpublishedEntry' | 'unpublishedEntryDataFile'
>;

/**
 * Every content file on GitHub's branch: the content folder listed once (one request for its whole tree), each
 * Markdown, YAML and CSV file in it read by its blob, a few at a time. A file that cannot be read throws.
 */
async function onGitHub(github: GitHubReading, contentPath: string): Promise<ContentNow[]> {
  const listed = (await github.listFiles(contentPath, DEPTH)).flatMap(({ path, id }) => {
    const file = inContent(path, contentPath);
    return file && isContentText(file) ? [{ path, id, file }] : [];
  });
  return inParallel(listed, GITHUB_READS, async ({ path, id, file }) => ({ file, text: await github.readFile(path, id) }));
}

/**
 * Every content file on the branch through the backend's own listing (the local proxy's entriesByFolder lists a
 * folder whole). One request after another: the proxy in its git mode answers one at a time and gives up on a request
 * kept waiting 3 seconds.
 */
async function throughBackend(backend: DecapReading, contentPath: string): Promise<ContentNow[]> {
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
  return [...files.values()];
}

/**
 * The port over Decap's backend `backend` (its own methods), with what the editor knows (`facts`), and on GitHub its
 * API's reading (`github`), by which the content folder is listed once and its files read in parallel.
 */
export function decapPort(backend: DecapReading, facts: () => GuardFacts | undefined, github?: GitHubReading): GuardPort {
  return {
    facts,
    filesIn: async (folder) => (await backend.getMedia(folder)).map(({ path }) => path),
    publishedContent: () => {
      const contentPath = facts()?.contentPath;
      if (contentPath === undefined) return Promise.reject(new Error('The editor is still starting.'));
      return github ? onGitHub(github, contentPath) : throughBackend(backend, contentPath);
    },
    waitingEntries: async () => {
      if (!facts()?.workflow) return [];
      const entries = await inParallel(await backend.unpublishedEntries(), WAITING_READS, (id) => backend.unpublishedEntry({ id }));
      return entries.map(({ collection, slug, diffs }) => ({ collection, slug, files: diffs }));
    },
    waitingText: ({ collection, slug }, { path, id }) => backend.unpublishedEntryDataFile(collection, slug, path, id),
    entryText: async (path) => (await backend.getEntry(path)).data ?? undefined,
  };
}

/** The content files on the branch, then those of the entries waiting in the editorial workflow when it is used. */
export function contentNow(backend: Omit<DecapReading, 'getEntry' | 'getMedia'>, contentPath: string, workflow: boolean): Promise<ContentNow[]> {
  const reading = { getEntry: () => Promise.reject(new Error('not read here')), getMedia: () => Promise.resolve([]), ...backend };
  return contentSnapshot(
    decapPort(reading, () => ({ contentPath, workflow, collections: [] })),
    { contentPath, workflow },
  );
}
