/**
 * The editor's guarded backends: Decap's GitHub backend and its local proxy's with the editor's guards against losing a
 * file, registered under names of their own (github-guarded, local-proxy-guarded; mediaGuard.ts says why). Each method
 * overridden is an adapter: it reads through the guards' port (guardPort.ts, answered by contentOnBranch.ts through
 * Decap's own methods), once for the operation, asks the decision (guards.ts), and either goes on to Decap's method or
 * shows the refusal (refusals.ts, in an alert dialog) and throws it to Decap. Beside the guards:
 * - the media they list keyed by path and offered only when the site publishes them, and the names listed kept so an
 *   upload is never given a name taken (uploadNames.ts);
 * - the entries of a folder named by date (the notices) listed newest first;
 * - the question papers' form (questionPaperFiles.ts): its entry is the folder itself, and a batch of papers is written
 *   in one commit.
 */
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { decapPort } from './contentOnBranch.ts';
import { oncePerOperation, type GuardFacts, type GuardPort } from './guardPort.ts';
import { isDated, mayCreate, mayDelete, mayPublish, mayWriteAt, mayWritePapers, papersFacts, papersIn, waitingFiles, whereWritten } from './guards.ts';
import { GITHUB_BACKEND, keyedByPath, offeredMedia, PROXY_BACKEND } from './mediaGuard.ts';
import { Refusal, refusalText } from './refusals.ts';
import { showRefusal } from '../../helpers/refusalDialog.ts';
import { UploadNames } from './uploadNames.ts';
import { withFileRenamed } from './writeGuard.ts';
import { PAPERS_COMMIT_MESSAGE, paperPath, papersFolderIn, type PapersBackend, type PaperToWrite } from './questionPaperFiles.ts';
import { githubReading } from '../decapInternals.ts';

const nameOf = (path: string) => path.split('/').pop()!;

/** The refusals already shown: one that passes through two guarded methods is shown once. */
const shownOnce = new WeakSet<Refusal>();

/** `operation`, whose refusal the office is shown in an alert dialog (when it is one to show) before Decap is told it. */
async function showingRefusals<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof Refusal && error.shown && !shownOnce.has(error)) {
      shownOnce.add(error);
      showRefusal(refusalText(error.facts));
    }
    throw error;
  }
}

/** An asset of Decap's (an AssetProxy, whose methods read its file) to be written at `path` instead. */
const movedTo = <A extends DecapAsset>(asset: A, path: string): A =>
  path === asset.path ? asset : Object.assign(Object.create(Object.getPrototypeOf(asset) as object) as A, asset, { path });

/** What a guarded backend is told by the editor's page (EditorBackends): the facts once read, and that it was made. */
interface EditorPage {
  facts(): GuardFacts | undefined;
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

    /** The guards' port for one operation, read through Decap's own methods (not these guarded ones), each thing once. */
    guardPort(): GuardPort {
      const decap: DecapReading = {
        getEntry: (path) => super.getEntry(path),
        getMedia: (folder) => super.getMedia(folder),
        entriesByFolder: (folder, extension, depth) => super.entriesByFolder(folder, extension, depth),
        allEntriesByFolder: this.allEntriesByFolder && ((folder, extension, depth) => super.allEntriesByFolder!(folder, extension, depth)),
        unpublishedEntries: () => this.unpublishedEntries(),
        unpublishedEntry: (key) => this.unpublishedEntry(key),
        unpublishedEntryDataFile: (collection, slug, path, id) => this.unpublishedEntryDataFile(collection, slug, path, id),
      };
      return oncePerOperation(decapPort(decap, () => page.facts(), githubReading(this)));
    }

    /** An entry waiting in the editorial workflow, as the port reads one. */
    guardWaitingEntry(collection: string, slug: string) {
      return this.unpublishedEntry({ collection, slug }).then(({ diffs }) => ({ collection, slug, files: diffs }));
    }

    override async getEntry(path: string) {
      // The question papers' form has no file of its own: its entry is their folder, read as empty (never saved).
      const facts = page.facts();
      if (facts && path === papersFolderIn(facts.contentPath)) return { file: { path }, data: '' };
      return super.getEntry(path);
    }

    override async getMedia(mediaFolder?: string) {
      const files = await super.getMedia(mediaFolder);
      this.uploads.listedFolder(
        mediaFolder,
        files.map(({ path }) => path),
      );
      // A name an entry waiting in the editorial workflow uploaded is taken too: its file is published with it. Unread,
      // the guard where files are written (whereWritten) still counts it.
      this.uploads.filesChanged({ added: await waitingFiles(this.guardPort(), page.facts()).catch(() => []) });
      return offeredMedia(files);
    }

    /** Publishes a waiting entry only when none of its files replaces one on the branch that content names now. */
    override async publishUnpublishedEntry(collection: string, slug: string) {
      await showingRefusals(() => mayPublish(this.guardPort(), () => this.guardWaitingEntry(collection, slug)));
      return super.publishUnpublishedEntry(collection, slug);
    }

    override async persistMedia(asset: DecapAsset, ...rest: unknown[]) {
      const [path] = await showingRefusals(() => whereWritten(this.guardPort(), [asset.path], []));
      const file = keyedByPath(await super.persistMedia(movedTo(asset, path), ...rest));
      this.uploads.filesChanged({ added: [file.path] });
      // The window shows the name it was written under (GitHub's backend gives the name of the file as chosen).
      return { ...file, name: nameOf(file.path) };
    }

    override async unpublishedEntryMediaFile(...args: unknown[]) {
      return keyedByPath(await super.unpublishedEntryMediaFile(...args));
    }

    override async entriesByFolder(folder: string, extension: string, depth: number) {
      if (!isDated(page.facts()?.collections.find((collection) => collection.folder === folder))) return super.entriesByFolder(folder, extension, depth);
      // Newest first: all of them (GitHub's entriesByFolder gives the oldest 20 first), the latest file name first. Decap
      // keeps this order when the office chooses no sort (a Decap internal; tests/e2e/editor-traps.spec.ts fails without it).
      // The sorted copy carries no paging cursor: Decap takes a list without one as the whole folder. Another internal,
      // met only on GitHub, which no test drives (the proxy's list never had a cursor).
      const entries = await (this.allEntriesByFolder ?? super.entriesByFolder).call(this, folder, extension, depth);
      return [...entries].sort((a, b) => (a.file.path < b.file.path ? 1 : a.file.path > b.file.path ? -1 : 0));
    }

    override async deleteFiles(paths: string[], commitMessage: string) {
      await showingRefusals(() => mayDelete(this.guardPort(), paths));
      const deleted = await super.deleteFiles(paths, commitMessage);
      this.uploads.filesChanged({ deleted: paths });
      return deleted;
    }

    /**
     * The names of the papers in a folder under question-papers/. Both backends list a folder not made yet as empty, and
     * throw when the folder cannot be read: then nothing may be written, or a paper there could be replaced unseen.
     */
    async listPapers(folder: string[]) {
      return papersIn(this.guardPort(), folder);
    }

    /**
     * Writes question papers in one commit, straight to the branch (useWorkflow false: a batch has no entry file to wait
     * on, as an upload on the Media page), once the guards let them (guards.ts, mayWritePapers).
     */
    async persistPapers(papers: PaperToWrite[]) {
      const paths = await showingRefusals(() => mayWritePapers(this.guardPort(), papers));
      const assets = papers.map((paper, index) => ({ path: paths[index], toBase64: () => Promise.resolve(paper.base64) }));
      // Decap's own persistEntry, past this class's write guard: a replaced paper was refused above when content names it.
      await super.persistEntry({ dataFiles: [], assets }, { commitMessage: PAPERS_COMMIT_MESSAGE(papers.length), useWorkflow: false }).catch(() => {
        throw new Refusal({ kind: 'papers not saved' });
      });
      this.uploads.filesChanged({ added: paths });
    }

    /** Deletes a paper through deleteFiles, with its guard. */
    async deletePaper(folder: string[], name: string) {
      const { contentPath } = papersFacts(this.guardPort());
      await this.deleteFiles([paperPath(contentPath, folder, name)], `Delete question paper “${name}” (in the browser)`);
    }

    override async persistEntry(entry: DecapEntryToSave, options: Parameters<DecapContentBackend['persistEntry']>[1]) {
      const port = this.guardPort();
      const assets = await showingRefusals(async () => {
        mayWriteAt(
          entry.dataFiles.map(({ path }) => path),
          page.facts(),
        );
        if (options.newEntry) await mayCreate(port, entry.dataFiles[0], options.collectionName, (collection, slug) => this.guardWaitingEntry(collection, slug));
        const paths = await whereWritten(
          port,
          entry.assets.map(({ path }) => path),
          entry.dataFiles.map(({ path }) => path),
        );
        return entry.assets.map((asset, index) => movedTo(asset, paths[index]));
      });
      // The entry names each file written beside the one it would have replaced by its new name.
      const moved = entry.assets.flatMap(({ path }, index) => (assets[index].path === path ? [] : [[nameOf(path), nameOf(assets[index].path)]]));
      const dataFiles = entry.dataFiles.map((file) => ({ ...file, raw: moved.reduce((raw, [from, to]) => withFileRenamed(raw, from, to), file.raw) }));
      const saved = await super.persistEntry({ ...entry, dataFiles, assets }, options);
      this.uploads.filesChanged({ added: assets.map(({ path }) => path) });
      return saved;
    }
  };
}

/** The part of Decap's backend the port reads with (contentOnBranch.ts): Decap's own methods, not the guarded ones. */
type DecapReading = Parameters<typeof decapPort>[0];

/**
 * The editor page's backends: what they know once config.yml is read, and the backend Decap made from it (the last made
 * is the one in use). main.ts makes one for the page; a test makes its own, so nothing is shared between them.
 */
export class EditorBackends {
  private facts: GuardFacts | undefined;
  private inUse: GuardedBackend | undefined;

  /** Registers both guarded backends with Decap (CMS.registerBackend). */
  register(register: (name: string, backend: DecapBackendClass) => void): void {
    const page: EditorPage = { facts: () => this.facts, made: (backend) => void (this.inUse = backend) };
    register(GITHUB_BACKEND, guarded(GitHubBackend, page));
    register(PROXY_BACKEND, guarded(ProxyBackend, page));
  }

  /** The content folder in the repository, whether entries wait in the editorial workflow, and the collections. */
  know(facts: GuardFacts): void {
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
