/**
 * The editor's guarded backends: Decap's GitHub backend and its local proxy's with the editor's guards against losing a
 * file, registered under names of their own (github-guarded, local-proxy-guarded; mediaGuard.ts says why), extended
 * through the methods of Decap's backend interface:
 * - the media they list keyed by path and offered only when the site publishes them, and the names listed kept so an
 *   upload is never given a name taken (uploadNames.ts);
 * - no file deleted that a content file names now: before a deletion the content files are read through the backend
 *   (contentOnBranch.ts), and a refusal names each user in the office's words (officeNames.ts) in an alert dialog;
 * - no write replaces a file that content names: it is written beside it, and the entry saved names the new file
 *   (writeGuard.ts), and the slug options Decap gives the backend name uploads as Decap does (uploadNames.ts);
 * - no new entry saved under a numbered name beside another of the same name (sameName.ts);
 * - the entries of a folder named by date (the notices) listed newest first;
 * - the question papers' form (questionPaperFiles.ts): its entry is the folder itself, and a batch of papers is written
 *   in one commit, a replaced paper only when nothing names it (the deletion's rule).
 */
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { contentNow, inContent, waitingEntries } from './contentOnBranch.ts';
import { isContentText, titleOfText } from './fileUsers.ts';
import { deletionRefusal, GITHUB_BACKEND, keyedByPath, offeredMedia, PROXY_BACKEND, refusalLine } from './mediaGuard.ts';
import { officeName, type NamingCollection } from '../../helpers/officeNames.ts';
import { showRefusal, type RefusalText } from '../../helpers/refusalDialog.ts';
import { numberedFrom, sameNameRefusal } from './sameName.ts';
import { UploadNames } from './uploadNames.ts';
import { pathsOutside, pathsToWrite, withFileRenamed } from './writeGuard.ts';
import { PAPERS_COMMIT_MESSAGE, paperPath, papersFolderIn, type PapersBackend, type PaperToWrite } from './questionPaperFiles.ts';
import { nameFault, nameKey, sameFileName } from '../../../common/fileNames.ts';

/** The parts of config.yml's collections the backends read. */
interface EditorCollection extends NamingCollection {
  name: string;
  slug?: string;
}

/** What the backends know once the editor has read its config: the content folder, the workflow, the collections. */
interface EditorFacts {
  contentPath: string;
  workflow: boolean;
  collections: EditorCollection[];
}

/** A refusal thrown to Decap, whose own message ("Failed to …: ") then says it in one line. */
class Refused extends Error {
  override toString(): string {
    return this.message;
  }
}

/** Shows the office a refusal (an alert dialog that stays until dismissed), and throws it to Decap. */
function refuse(refusal: RefusalText): never {
  showRefusal(refusal);
  throw new Refused(refusalLine(refusal));
}

/** A folder of entries named by their date (the notices: {{year}}-{{month}}-{{day}}-…), which is listed newest first. */
const isDated = (collection: EditorCollection | undefined) => /^\{\{year\}\}/.test(collection?.slug ?? '');

const nameOf = (path: string) => path.split('/').pop()!;

/** An asset of Decap's (an AssetProxy, whose methods read its file) to be written at `path` instead. */
const movedTo = <A extends DecapAsset>(asset: A, path: string): A =>
  path === asset.path ? asset : Object.assign(Object.create(Object.getPrototypeOf(asset) as object) as A, asset, { path });

/** What a guarded backend is told by the editor's page (EditorBackends): the facts once read, and that it was made. */
interface EditorPage {
  facts(): EditorFacts | undefined;
  made(backend: GuardedBackend): void;
}

/** A guarded backend as the editor's page uses it: the papers' form's methods, and the names its uploads may take. */
interface GuardedBackend extends PapersBackend {
  readonly uploads: UploadNames;
}

/** Decap's backend `Base` with the guards above, for the editor's page `page`. */
function guarded<B extends DecapBackendClass>(Base: B, page: EditorPage) {
  return class extends Base implements GuardedBackend {
    /** The names this backend's uploads may take; Decap constructs it with config.yml's `slug` options completed with its defaults. */
    readonly uploads: UploadNames;

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Decap's constructor arguments, as the base class takes them
    constructor(...args: any[]) {
      super(...args);
      this.uploads = new UploadNames((args[0] as { slug?: ConstructorParameters<typeof UploadNames>[0] } | undefined)?.slug);
      // Decap makes one backend from config.yml: the question papers' form lists, writes and deletes through it.
      page.made(this);
    }

    /** What the editor's page has read of its config; undefined until then, when every write and deletion is refused. */
    get known(): EditorFacts | undefined {
      return page.facts();
    }

    override async getEntry(path: string) {
      // The question papers' form has no file of its own: its entry is their folder, read as empty (never saved).
      if (this.known && path === papersFolderIn(this.known.contentPath)) return { file: { path }, data: '' };
      return super.getEntry(path);
    }

    /**
     * The assets as they are written: each over an existing file that content other than `ownFiles` names goes beside
     * it (writeGuard.ts). When the editor cannot tell, nothing is written.
     */
    async assetsToWrite<A extends DecapAsset>(assets: A[], ownFiles: string[]): Promise<A[]> {
      if (assets.length === 0) return assets;
      if (!this.known) refuse({ heading: 'Not saved yet', paragraphs: ['The editor is still starting: try again in a moment.'] });
      const { contentPath, workflow } = this.known;
      this.refuseOutside(assets.map(({ path }) => path));
      const paths = await pathsToWrite(
        assets.map(({ path }) => path),
        ownFiles,
        contentPath,
        {
          filesIn: async (folder) => [...(await super.getMedia(folder)).map(({ path }) => path), ...(await this.waitingFiles(folder))],
          contentNow: () => contentNow(this, contentPath, workflow, this.filesListed()),
        },
      ).catch(() => undefined);
      if (!paths) {
        refuse({
          heading: 'Not saved: the editor could not check the files already there',
          paragraphs: ['The files could not be read just now. Nothing was changed: try again in a moment.'],
        });
      }
      return assets.map((asset, index) => movedTo(asset, paths[index]));
    }

    /** Refuses, in an alert dialog, to write any file outside the content folder (writeGuard.ts, pathsOutside). */
    refuseOutside(paths: string[]) {
      const outside = this.known ? pathsOutside(paths, this.known.contentPath) : paths;
      if (outside.length === 0) return;
      refuse({
        heading: 'Not saved: a file’s name would put it outside the site’s files',
        paragraphs: [
          ...new Set(outside.map((path) => `“${nameOf(path)}”: a file name cannot hold a slash, two dots in a row or an invisible character.`)),
          'Nothing was changed: rename the file and choose it again.',
        ],
      });
    }

    /**
     * GitHub's listing of the content folder (its API's listFiles, as its allEntriesByFolder calls it), which that
     * method's reading is checked against: it leaves out a file it failed to read. The local proxy's listing throws
     * instead, and has no such API.
     */
    filesListed(): ((folder: string, depth: number) => Promise<string[]>) | undefined {
      const api = (this as { api?: DecapGitHubApi | null }).api;
      if (!this.allEntriesByFolder || !api) return undefined;
      return async (folder, depth) => (await api.listFiles(folder, { repoURL: api.originRepoURL, depth })).map(({ path }) => path);
    }

    override async getMedia(mediaFolder?: string) {
      const files = await super.getMedia(mediaFolder);
      this.uploads.listedFolder(
        mediaFolder,
        files.map(({ path }) => path),
      );
      // A name an entry waiting in the editorial workflow uploaded is taken too: its file is published with it. Unread,
      // the guard where files are written (assetsToWrite) still counts it.
      this.uploads.filesChanged({ added: await this.waitingFiles().catch(() => []) });
      return offeredMedia(files);
    }

    /**
     * The files the entries waiting in the editorial workflow add or change (paths in the repository), in `folder` or
     * everywhere; none without the workflow. A reading that fails throws: nothing is written unchecked.
     */
    async waitingFiles(folder?: string): Promise<string[]> {
      if (!this.known?.workflow) return [];
      const paths = (await waitingEntries(this)).flatMap(({ diffs }) => diffs.map(({ path }) => path.replace(/^\/+/, '')));
      const trimmed = folder?.replace(/^\/+|\/+$/g, '');
      return trimmed === undefined ? paths : paths.filter((path) => path.slice(0, path.lastIndexOf('/')) === trimmed);
    }

    /**
     * Publishes a waiting entry only when none of its files replaces one on the branch that another content file names
     * now (a colleague's notice published meanwhile with a file of that name): those bytes stay, and the office is told.
     */
    override async publishUnpublishedEntry(collection: string, slug: string) {
      if (!this.known) refuse({ heading: 'Not published yet', paragraphs: ['The editor is still starting: try again in a moment.'] });
      const { contentPath, collections } = this.known;
      const checked = await this.replacedInUse(collection, slug, contentPath).catch(() => undefined);
      if (!checked) {
        refuse({
          heading: 'Not published: the editor could not check the files already there',
          paragraphs: ['The files could not be read just now. Nothing was changed: try again in a moment.'],
        });
      }
      const refusal = deletionRefusal(checked.replaced, contentPath, checked.content, (file, title) => officeName(collections, file, title, false));
      if (refusal)
        refuse({
          heading: 'Not published: it would replace a file in use',
          paragraphs: [...refusal.paragraphs.slice(0, -1), 'Upload the file again under another name in this entry, then publish it.'],
        });
      return super.publishUnpublishedEntry(collection, slug);
    }

    /** The files an entry's publishing would write over (paths in the repository), and the published content beside. */
    async replacedInUse(collection: string, slug: string, contentPath: string) {
      const { diffs } = await this.unpublishedEntry({ collection, slug });
      const own = diffs.map(({ path }) => path.replace(/^\/+/, ''));
      const replaced: string[] = [];
      for (const path of own.filter((file) => !isContentText(file))) {
        const there = await super.getMedia(path.slice(0, path.lastIndexOf('/')));
        if (there.some((file) => sameFileName(file.path.replace(/^\/+/, ''), path))) replaced.push(path);
      }
      if (replaced.length === 0) return { replaced, content: [] };
      const ownInContent = new Set(own.map((path) => inContent(path, contentPath)));
      const content = (await contentNow(this, contentPath, false, this.filesListed())).filter(({ file }) => !ownInContent.has(file));
      return { replaced, content };
    }

    override async persistMedia(asset: DecapAsset, ...rest: unknown[]) {
      const [written] = await this.assetsToWrite([asset], []);
      const file = keyedByPath(await super.persistMedia(written, ...rest));
      this.uploads.filesChanged({ added: [file.path] });
      // The window shows the name it was written under (GitHub's backend gives the name of the file as chosen).
      return { ...file, name: nameOf(file.path) };
    }

    override async unpublishedEntryMediaFile(...args: unknown[]) {
      return keyedByPath(await super.unpublishedEntryMediaFile(...args));
    }

    override async entriesByFolder(folder: string, extension: string, depth: number) {
      if (!isDated(this.known?.collections.find((collection) => collection.folder === folder))) return super.entriesByFolder(folder, extension, depth);
      // Newest first: all of them (GitHub's entriesByFolder gives the oldest 20 first), the latest file name first. Decap
      // keeps this order when the office chooses no sort (a Decap internal; tests/e2e/editor-traps.spec.ts fails without it).
      // The sorted copy carries no paging cursor: Decap takes a list without one as the whole folder. Another internal,
      // met only on GitHub, which no test drives (the proxy's list never had a cursor).
      const entries = await (this.allEntriesByFolder ?? super.entriesByFolder).call(this, folder, extension, depth);
      return [...entries].sort((a, b) => (a.file.path < b.file.path ? 1 : a.file.path > b.file.path ? -1 : 0));
    }

    override async deleteFiles(paths: string[], commitMessage: string) {
      await this.refuseDeletingNamed(paths);
      const deleted = await super.deleteFiles(paths, commitMessage);
      this.uploads.filesChanged({ deleted: paths });
      return deleted;
    }

    /**
     * The names of the papers in a folder under question-papers/. Both backends list a folder not made yet as empty, and
     * throw when the folder cannot be read: then nothing may be written, or a paper there could be replaced unseen.
     */
    async listPapers(folder: string[]) {
      if (!this.known) throw new Error('The editor is still starting: try again in a moment.');
      const files = await super.getMedia(paperPath(this.known.contentPath, folder));
      return offeredMedia(files).map(({ name }) => name);
    }

    /**
     * Writes question papers in one commit, straight to the branch (useWorkflow false: a batch has no entry file to wait
     * on, as an upload on the Media page). A paper replaced loses its old bytes, so it is refused as its deletion would
     * be; a paper whose name was taken since the form listed its folder is refused rather than replaced.
     */
    async persistPapers(papers: PaperToWrite[]) {
      if (!this.known) throw new Error('The editor is still starting: try again in a moment.');
      const { contentPath } = this.known;
      const pathOf = ({ folder, name }: PaperToWrite) => paperPath(contentPath, folder, name);
      // Each paper goes into its own folder under question-papers/, by a name that is a name and nothing more.
      for (const paper of papers) {
        const fault = nameFault(paper.name) ?? (pathsOutside([pathOf(paper)], papersFolderIn(contentPath)).length > 0 ? 'leaves its folder' : undefined);
        if (fault === 'not on Windows' || fault === 'hidden')
          throw new Refused(`the name “${paper.name}” is one Windows or a Mac would not show. Correct the name in its row.`);
        if (fault) throw new Refused(`the name “${paper.name}” would put it in another folder. Correct the name in its row.`);
      }
      await this.refuseDeletingNamed(papers.filter(({ replacing }) => replacing).map(pathOf));
      for (const folder of new Set(papers.map(({ folder }) => folder.join('/')))) {
        const names = await this.listPapers(folder.split('/')).catch(() => {
          throw new Refused('the papers already there could not be read just now, so nothing was written. Try again in a moment.');
        });
        // Compared as the office's file systems would: "eng-mj-3 ….pdf" would be written over "ENG-MJ-3 ….pdf".
        const there = new Set(names.map(nameKey));
        const taken = papers.find((paper) => !paper.replacing && paper.folder.join('/') === folder && there.has(nameKey(paper.name)));
        if (taken) throw new Refused(`a paper named “${taken.name}” was added there meanwhile, perhaps by a colleague. Remove its row, or replace that paper.`);
      }
      const assets = papers.map((paper) => ({ path: pathOf(paper), toBase64: () => Promise.resolve(paper.base64) }));
      // Decap's own persistEntry, past this class's write guard: a replaced paper was refused above when content names it.
      await super.persistEntry({ dataFiles: [], assets }, { commitMessage: PAPERS_COMMIT_MESSAGE(papers.length), useWorkflow: false }).catch(() => {
        throw new Refused('the papers could not be saved just now (the connection may have dropped). Try again in a moment.');
      });
      this.uploads.filesChanged({ added: assets.map(({ path }) => path) });
    }

    /** Deletes a paper through deleteFiles, with its guard. */
    async deletePaper(folder: string[], name: string) {
      if (!this.known) throw new Error('The editor is still starting: try again in a moment.');
      await this.deleteFiles([paperPath(this.known.contentPath, folder, name)], `Delete question paper “${name}” (in the browser)`);
    }

    /** Refuses to delete (or replace) files a content file names now, naming who in an alert dialog. */
    async refuseDeletingNamed(paths: string[]) {
      if (paths.length === 0) return;
      if (!this.known) refuse({ heading: 'Not deleted yet', paragraphs: ['The editor is still starting: try again in a moment.'] });
      const { contentPath, workflow, collections } = this.known;
      const content = await contentNow(this, contentPath, workflow, this.filesListed()).catch(() => undefined);
      if (!content) {
        refuse({
          heading: 'Not deleted: the editor could not check who uses it',
          paragraphs: ['The files could not be read just now. Try again in a moment.'],
        });
      }
      const refusal = deletionRefusal(paths, contentPath, content, (file, title, waiting) => officeName(collections, file, title, waiting));
      if (refusal) refuse(refusal);
    }

    override async persistEntry(entry: DecapEntryToSave, options: Parameters<DecapContentBackend['persistEntry']>[1]) {
      this.refuseOutside(entry.dataFiles.map(({ path }) => path));
      if (options.newEntry) await this.refuseNumberedName(entry, options.collectionName);
      const assets = await this.assetsToWrite(
        entry.assets,
        entry.dataFiles.map(({ path }) => path),
      );
      // The entry names each file written beside the one it would have replaced by its new name.
      const moved = entry.assets.flatMap(({ path }, index) => (assets[index].path === path ? [] : [[nameOf(path), nameOf(assets[index].path)]]));
      const dataFiles = entry.dataFiles.map((file) => ({ ...file, raw: moved.reduce((raw, [from, to]) => withFileRenamed(raw, from, to), file.raw) }));
      const saved = await super.persistEntry({ ...entry, dataFiles, assets }, options);
      this.uploads.filesChanged({ added: assets.map(({ path }) => path) });
      return saved;
    }

    /** Refuses a new entry Decap named after another's name with a number (…-1.md), naming the other. */
    async refuseNumberedName({ dataFiles: [file] }: DecapEntryToSave, collectionName: string | undefined) {
      const collection = this.known?.collections.find(({ name }) => name === collectionName);
      const extension = file?.path.slice(file.path.lastIndexOf('.')) ?? '';
      if (!this.known || !collection || !file?.path.endsWith(`${file.slug}${extension}`)) return;
      const base = numberedFrom(file.slug, titleOfText({ file: file.path, text: file.raw }));
      if (!base) return;
      const basePath = `${file.path.slice(0, -(file.slug.length + extension.length))}${base}${extension}`;
      const other = await this.entryNow(basePath, collection.name, base);
      if (!other) return;
      const name = officeName(this.known.collections, basePath, titleOfText({ file: basePath, text: other.text }), other.waiting);
      refuse(sameNameRefusal(name, isDated(collection)));
    }

    /** An entry's text as published, else as waiting in the editorial workflow; undefined when there is none. */
    async entryNow(path: string, collection: string, slug: string): Promise<{ text: string; waiting: boolean } | undefined> {
      const published = await this.getEntry(path).then(
        ({ data }) => data,
        () => null,
      );
      if (published) return { text: published, waiting: false };
      if (!this.known?.workflow) return undefined;
      const diff = await this.unpublishedEntry({ collection, slug }).then(
        ({ diffs }) => diffs.find((changed) => changed.path === path),
        () => undefined,
      );
      const waiting = diff && (await this.unpublishedEntryDataFile(collection, slug, path, diff.id).catch(() => undefined));
      return waiting ? { text: waiting, waiting: true } : undefined;
    }
  };
}

/**
 * The editor page's backends: what they know once config.yml is read, and the backend Decap made from it (the last made
 * is the one in use). main.ts makes one for the page; a test makes its own, so nothing is shared between them.
 */
export class EditorBackends {
  private facts: EditorFacts | undefined;
  private inUse: GuardedBackend | undefined;

  /** Registers both guarded backends with Decap (CMS.registerBackend). */
  register(register: (name: string, backend: DecapBackendClass) => void): void {
    const page: EditorPage = { facts: () => this.facts, made: (backend) => void (this.inUse = backend) };
    register(GITHUB_BACKEND, guarded(GitHubBackend, page));
    register(PROXY_BACKEND, guarded(ProxyBackend, page));
  }

  /** The content folder in the repository, whether entries wait in the editorial workflow, and the collections. */
  know(facts: EditorFacts): void {
    this.facts = facts;
  }

  /** The backend in use, for the question papers' form; it is drawn only after Decap has made it (an entry is read through it). */
  papers(): PapersBackend {
    if (!this.inUse) throw new Error('The editor is still starting: try again in a moment.');
    return this.inUse;
  }

  /** The names the backend in use knows taken (uploadNames.ts); undefined until Decap has made it. */
  uploadNames(): UploadNames | undefined {
    return this.inUse?.uploads;
  }
}
