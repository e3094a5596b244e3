/**
 * The editor's guards as decisions over what the port (guardPort.ts) reads, with no part of Decap: may these files be
 * deleted, where is each upload written, may this waiting entry be published, is this new entry's name taken, may
 * these question papers be written. Each either answers or throws a Refusal (refusals.ts), which the backends
 * (guardedBackends.ts) show the office. The content is read once per operation, the waiting entries' files in parallel.
 */
import { inContent, inParallel, type ContentNow, type GuardCollection, type GuardFacts, type GuardPort, type WaitingEntry } from './guardPort.ts';
import { isContentText, titleOfText, usersOf } from './fileUsers.ts';
import { Refusal, type FileInUse } from './refusals.ts';
import { numberedFrom } from './sameName.ts';
import { pathsOutside, pathsToWrite } from './writeGuard.ts';
import { paperPath, papersFolderIn, type PaperToWrite } from './questionPaperFiles.ts';
import { officeName } from '../../helpers/officeNames.ts';
import { isServedFile } from '../../../common/servedFiles.ts';
import { nameFault, nameKey, sameFileName } from '../../../common/fileNames.ts';

/** How many files of the waiting entries are read at a time. */
const WAITING_READS = 4;

const trimmed = (path: string) => path.replace(/^\/+/, '');
const folderOf = (path: string) => trimmed(path).split('/').slice(0, -1).join('/');
const nameOf = (path: string) => path.split('/').pop()!;

/** A folder of entries named by their date (the notices: {{year}}-{{month}}-{{day}}-…), which is listed newest first. */
export const isDated = (collection: GuardCollection | undefined): boolean => /^\{\{year\}\}/.test(collection?.slug ?? '');

/** The facts, or the refusal of an operation asked before the editor has read its config. */
function known(port: GuardPort, action: 'saved' | 'published' | 'deleted'): GuardFacts {
  const facts = port.facts();
  if (!facts) throw new Refusal({ kind: 'starting', action });
  return facts;
}

/** The content files each waiting entry changes, as that entry has them; a file that cannot be read throws. */
async function waitingContent(port: GuardPort, contentPath: string): Promise<ContentNow[]> {
  const files = (await port.waitingEntries()).flatMap((entry) =>
    entry.files.flatMap((changed) => {
      const file = isContentText(changed.path) ? inContent(changed.path, contentPath) : undefined;
      return file ? [{ entry, changed, file }] : [];
    }),
  );
  return inParallel(files, WAITING_READS, async ({ entry, changed, file }) => {
    const text = await port.waitingText(entry, changed);
    if (typeof text !== 'string') throw new Error(`could not read ${file}, waiting to be published`);
    return { file, text, waiting: true };
  });
}

/** The content files now: as published, and with the editorial workflow as each waiting entry has them. */
export async function contentSnapshot(port: GuardPort, { contentPath, workflow }: Pick<GuardFacts, 'contentPath' | 'workflow'>): Promise<ContentNow[]> {
  const [published, waiting] = await Promise.all([port.publishedContent(), workflow ? waitingContent(port, contentPath) : []]);
  return [...published, ...waiting];
}

/** The files the waiting entries add or change (paths in the repository), in `folder` or everywhere; none without the workflow. */
export async function waitingFiles(port: GuardPort, facts: Pick<GuardFacts, 'workflow'> | undefined, folder?: string): Promise<string[]> {
  if (!facts?.workflow) return [];
  const paths = (await port.waitingEntries()).flatMap(({ files }) => files.map(({ path }) => trimmed(path)));
  const inFolder = folder?.replace(/^\/+|\/+$/g, '');
  return inFolder === undefined ? paths : paths.filter((path) => folderOf(path) === inFolder);
}

/** How the office knows a content file (officeNames.ts): by a path in the repository, its title and whether it waits. */
type OfficeName = (file: string, title: string | undefined, waiting: boolean) => string;

/**
 * The files among `paths` (in the repository, under `contentPath`) that a content file names now (`content`, waiting
 * entries included), with who names each in the office's words. Files deleted together do not keep each other.
 */
export function filesInUse(paths: string[], contentPath: string, content: ContentNow[], name: OfficeName): FileInUse[] {
  const deleted = new Set(paths.map((file) => inContent(file, contentPath)));
  const others = content.filter(({ file }) => !deleted.has(file));
  const waiting = new Set(others.filter((file) => file.waiting).map(({ file }) => file));
  return paths.flatMap((path) => {
    const target = inContent(path, contentPath);
    const users = target ? usersOf(target, others) : [];
    if (users.length === 0) return [];
    const who = users.map(({ file, title }) => name(`${contentPath}/${file}`, title, waiting.has(file)));
    return [{ file: nameOf(path), who: [...new Set(who)] }];
  });
}

/** Refuses to write any file outside the content folder (writeGuard.ts, pathsOutside). */
export function mayWriteAt(paths: string[], facts: GuardFacts | undefined): void {
  const outside = facts ? pathsOutside(paths, facts.contentPath) : paths;
  if (outside.length > 0) throw new Refusal({ kind: 'outside', names: outside.map(nameOf) });
}

/** Refuses to delete (or replace) files a content file names now, naming who. */
export async function mayDelete(port: GuardPort, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const facts = known(port, 'deleted');
  const content = await contentSnapshot(port, facts).catch(() => undefined);
  if (!content) throw new Refusal({ kind: 'unreadable', action: 'deleted' });
  const files = filesInUse(paths, facts.contentPath, content, (file, title, waiting) => officeName(facts.collections, file, title, waiting));
  if (files.length > 0) throw new Refusal({ kind: 'in use', action: 'deleted', files });
}

/**
 * Where each of `paths` is written: each over an existing file that content other than `ownFiles` names goes beside
 * it (writeGuard.ts), a name a waiting entry uploaded counted as taken. When the guard cannot tell, nothing is written.
 */
export async function whereWritten(port: GuardPort, paths: string[], ownFiles: string[]): Promise<string[]> {
  if (paths.length === 0) return paths;
  const facts = known(port, 'saved');
  mayWriteAt(paths, facts);
  const written = await pathsToWrite(paths, ownFiles, facts.contentPath, {
    filesIn: async (folder) => [...(await port.filesIn(folder)), ...(await waitingFiles(port, facts, folder))],
    contentNow: () => contentSnapshot(port, facts),
  }).catch(() => undefined);
  if (!written) throw new Refusal({ kind: 'unreadable', action: 'saved' });
  return written;
}

/** The files the entry's publishing would write over (paths in the repository), and the published content beside. */
async function replacedInUse(port: GuardPort, entry: WaitingEntry, contentPath: string) {
  const own = entry.files.map(({ path }) => trimmed(path));
  const media = own.filter((file) => !isContentText(file));
  const there = await Promise.all(media.map((path) => port.filesIn(folderOf(path))));
  const replaced = media.filter((path, index) => there[index].some((file) => sameFileName(trimmed(file), path)));
  if (replaced.length === 0) return { replaced, content: [] };
  const ownInContent = new Set(own.map((path) => inContent(path, contentPath)));
  return { replaced, content: (await port.publishedContent()).filter(({ file }) => !ownInContent.has(file)) };
}

/**
 * Refuses to publish a waiting entry (`entry`: read through the port) when one of its files replaces one on the
 * branch that another content file names now (a colleague's notice published meanwhile with a file of that name).
 */
export async function mayPublish(port: GuardPort, entry: () => Promise<WaitingEntry>): Promise<void> {
  const { contentPath, collections } = known(port, 'published');
  const checked = await entry()
    .then((waiting) => replacedInUse(port, waiting, contentPath))
    .catch(() => undefined);
  if (!checked) throw new Refusal({ kind: 'unreadable', action: 'published' });
  const files = filesInUse(checked.replaced, contentPath, checked.content, (file, title) => officeName(collections, file, title, false));
  if (files.length > 0) throw new Refusal({ kind: 'in use', action: 'published', files });
}

/** A new entry's file as Decap hands it to be saved. */
interface NewEntryFile {
  path: string;
  slug: string;
  raw: string;
}

/**
 * Refuses a new entry Decap named after another's name with a number (…-1.md), naming the other, published or waiting
 * (`waitingEntry`: the entry of a collection and slug, as the workflow has it).
 */
export async function mayCreate(
  port: GuardPort,
  file: NewEntryFile | undefined,
  collectionName: string | undefined,
  waitingEntry: (collection: string, slug: string) => Promise<WaitingEntry>,
): Promise<void> {
  const facts = port.facts();
  const collection = facts?.collections.find(({ name }) => name === collectionName);
  const extension = file?.path.slice(file.path.lastIndexOf('.')) ?? '';
  if (!facts || !collection || !file?.path.endsWith(`${file.slug}${extension}`)) return;
  const base = numberedFrom(file.slug, titleOfText({ file: file.path, text: file.raw }));
  if (!base) return;
  const path = `${file.path.slice(0, -(file.slug.length + extension.length))}${base}${extension}`;
  const published = await port.entryText(path).catch(() => undefined);
  let other = published ? { text: published, waiting: false } : undefined;
  if (!other && facts.workflow) {
    const entry = await waitingEntry(collection.name, base).catch(() => undefined);
    const changed = entry?.files.find((one) => one.path === path);
    const text = entry && changed && (await port.waitingText(entry, changed).catch(() => undefined));
    other = text ? { text, waiting: true } : undefined;
  }
  if (!other) return;
  const name = officeName(facts.collections, path, titleOfText({ file: path, text: other.text }), other.waiting);
  throw new Refusal({ kind: 'same name', other: name, sameDay: isDated(collection) });
}

/** The facts for the question papers' form, refused in its own words until the editor has read its config. */
export function papersFacts(port: GuardPort): GuardFacts {
  const facts = port.facts();
  if (!facts) throw new Refusal({ kind: 'papers starting' });
  return facts;
}

/** The names of the papers in a folder under question-papers/: the files the site publishes there. */
export async function papersIn(port: GuardPort, folder: string[]): Promise<string[]> {
  const files = await port.filesIn(paperPath(papersFacts(port).contentPath, folder));
  return files.map(nameOf).filter(isServedFile);
}

/**
 * The paths the question papers are written at, each in its own folder under question-papers/ by a name that is a
 * name and nothing more. A paper replaced loses its old bytes, so it is refused as its deletion would be; a paper
 * whose name was taken since the form listed its folder is refused rather than replaced.
 */
export async function mayWritePapers(port: GuardPort, papers: PaperToWrite[]): Promise<string[]> {
  const { contentPath } = papersFacts(port);
  const pathOf = ({ folder, name }: PaperToWrite) => paperPath(contentPath, folder, name);
  for (const paper of papers) {
    const fault = nameFault(paper.name) ?? (pathsOutside([pathOf(paper)], papersFolderIn(contentPath)).length > 0 ? 'leaves its folder' : undefined);
    if (fault) throw new Refusal({ kind: 'paper name', name: paper.name, hidden: fault === 'not on Windows' || fault === 'hidden' });
  }
  await mayDelete(port, papers.filter(({ replacing }) => replacing).map(pathOf));
  const folders = [...new Set(papers.map(({ folder }) => folder.join('/')))];
  const listed = await Promise.all(folders.map((folder) => papersIn(port, folder.split('/')))).catch(() => {
    throw new Refusal({ kind: 'papers unreadable' });
  });
  folders.forEach((folder, index) => {
    // Compared as the office's file systems would: "eng-mj-3 ….pdf" would be written over "ENG-MJ-3 ….pdf".
    const there = new Set(listed[index].map(nameKey));
    const taken = papers.find((paper) => !paper.replacing && paper.folder.join('/') === folder && there.has(nameKey(paper.name)));
    if (taken) throw new Refusal({ kind: 'paper taken', name: taken.name });
  });
  return papers.map(pathOf);
}
