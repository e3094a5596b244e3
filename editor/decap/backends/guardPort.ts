/**
 * What the editor's guards read of the repository, and nothing of Decap: the port the backends (guardedBackends.ts)
 * answer through Decap's methods, and a test answers from memory. The decisions (guards.ts) take what is read here.
 * One operation (a deletion, a save, a publishing) reads each thing once (oncePerOperation): the content files, a
 * folder's files, the entries waiting in the editorial workflow.
 */
import type { NamingCollection } from '../../helpers/officeNames.ts';

/** A collection of config.yml as the guards read it. */
export interface GuardCollection extends NamingCollection {
  name: string;
  slug?: string;
}

/** What the editor knows once it has read its config: the content folder, the workflow, the collections. */
export interface GuardFacts {
  contentPath: string;
  workflow: boolean;
  collections: GuardCollection[];
}

/** A content file as read now: its path under the content folder and its text; `waiting` when an entry's, not yet published. */
export interface ContentNow {
  file: string;
  text: string;
  waiting?: boolean;
}

/** An entry waiting in the editorial workflow: the files its branch adds or changes (paths in the repository). */
export interface WaitingEntry {
  collection: string;
  slug: string;
  files: { path: string; id: string }[];
}

/** The reads a guard needs. A reading that fails throws: nothing is written or deleted unchecked. */
export interface GuardPort {
  /** What the editor has read of its config; undefined until then, when every write and deletion is refused. */
  facts(): GuardFacts | undefined;
  /** The files published in a folder (paths in the repository); none for a folder not made yet. */
  filesIn(folder: string): Promise<string[]>;
  /** The content files (Markdown, YAML, CSV) published under the content folder. */
  publishedContent(): Promise<ContentNow[]>;
  /** The entries waiting in the editorial workflow; none without it. */
  waitingEntries(): Promise<WaitingEntry[]>;
  /** A waiting entry's file's text, as its branch has it. */
  waitingText(entry: WaitingEntry, file: WaitingEntry['files'][number]): Promise<string>;
  /** A published entry's text; undefined when there is none. */
  entryText(path: string): Promise<string | undefined>;
}

/** A path of the repository as a path under the content folder; undefined outside it. */
export function inContent(repositoryPath: string, contentPath: string): string | undefined {
  const path = repositoryPath.replace(/^\/+/, '');
  return path.startsWith(`${contentPath}/`) ? path.slice(contentPath.length + 1) : undefined;
}

/** The port `port` with each reading made once: what one operation asks twice is read once. */
export function oncePerOperation(port: GuardPort): GuardPort {
  const kept = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    if (!kept.has(key)) kept.set(key, read());
    return kept.get(key) as Promise<T>;
  };
  return {
    facts: () => port.facts(),
    filesIn: (folder) => once(`folder ${folder}`, () => port.filesIn(folder)),
    publishedContent: () => once('content', () => port.publishedContent()),
    waitingEntries: () => once('waiting', () => port.waitingEntries()),
    waitingText: (entry, file) => once(`waiting ${entry.collection} ${entry.slug} ${file.path}`, () => port.waitingText(entry, file)),
    entryText: (path) => once(`entry ${path}`, () => port.entryText(path)),
  };
}

/** `work` done on each of `items`, at most `limit` at a time, the results in the items' order. */
export async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
