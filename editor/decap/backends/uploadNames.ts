/**
 * An upload never replaces a file. Decap's media window asks "… already exists. Do you want to replace it?" when a
 * file of the same name is uploaded, and then deletes the old file at once, before the entry the new one is uploaded
 * in is published; an entry never published left the old file gone. Here a file chosen in the media window whose name
 * is taken in the folders the backend listed is renamed before Decap sees it: merit-list.pdf becomes merit-list-2.pdf
 * (as photoName.ts names photos), so the old file stays as it is, the question is never asked and the entry names the new one.
 * The backends' own guard where files are written (writeGuard.ts) catches what this cannot know.
 *
 * A name is taken as Decap will store it: Decap's own sanitizeSlug of the name in lower case, with config.yml's `slug`
 * options (Decap's rule in its media window's persistMedia). What is taken is each backend's own (UploadNames): no
 * module holds it, so two backends (a test's, a second sign-in's) never share it. sanitizeSlug is decap-cms-core's own (through
 * decapInternals.ts), so the two can never drift; tests/unit/editor-upload-names.test.ts feeds it the names it changes.
 *
 * This relies on Decap's media window (an internal of decap-cms-core, guarded by tests/e2e/editor-files.spec.ts): its
 * upload is an <input type="file"> inside the window's role="dialog", whose change handler reads the input's files.
 * A listener on the window, in the capture phase, runs before React's handler on Decap's root and swaps those files.
 */
import { sanitizeSlug, type DecapSlugOptions } from '../decapInternals.ts';
import { nameKey } from '../../../common/fileNames.ts';

const folderOf = (path: string) =>
  path
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .slice(0, -1)
    .join('/');

/** Decap's defaults for config.yml's `slug` options (its applyDefaults), kept by a backend constructed without them. */
const DECAP_SLUG_DEFAULTS: DecapSlugOptions = { encoding: 'unicode', clean_accents: false, sanitize_replacement: '-' };

/**
 * The names taken, as one backend knows them: the file names in each folder (in the repository) as it last listed them
 * and as files were added since, and the `slug` options Decap constructed it with. Each backend has its own.
 */
export class UploadNames {
  private readonly listed = new Map<string, Set<string>>();
  private readonly slugOptions: DecapSlugOptions;

  constructor(slugOptions: DecapSlugOptions = DECAP_SLUG_DEFAULTS) {
    this.slugOptions = slugOptions;
  }

  /** The backend listed a folder (getMedia; its default folder when none is named): these are its files' paths. */
  listedFolder(folder: string | undefined, paths: string[]): void {
    const key = folder === undefined ? paths[0] && folderOf(paths[0]) : folder.replace(/^\/+|\/+$/g, '');
    if (key !== undefined) this.listed.set(key, new Set(paths.map((path) => nameKey(path.split('/').pop()!))));
  }

  /** Files were written (an upload, an entry's media) or deleted: the names taken change with them. */
  filesChanged(paths: { added?: string[]; deleted?: string[] }): void {
    for (const path of paths.added ?? []) this.listed.get(folderOf(path))?.add(nameKey(path.split('/').pop()!));
    for (const path of paths.deleted ?? []) this.listed.get(folderOf(path))?.delete(nameKey(path.split('/').pop()!));
  }

  /** A file's name as Decap's media window stores it: its sanitizeSlug of the name in lower case. */
  storedName(name: string): string {
    return sanitizeSlug(name.toLowerCase(), this.slugOptions);
  }

  /**
   * The name to upload `name` under: itself when no listed folder has it, else the first free one (name-2.pdf), each
   * candidate as Decap will store it (a name ending in a hyphen, merit-list-b.a.-.pdf, gives merit-list-b.a.-2.pdf).
   * Names are free as photoName.ts has them: no file of any extension has the name.
   */
  uploadName(name: string): string {
    const stored = this.storedName(name);
    const taken = [...this.listed.values()].flatMap((names) => [...names]);
    if (!taken.includes(nameKey(stored))) return name;
    const [, stem, extension] = /^(.*)\.([^.]+)$/.exec(stored) ?? [];
    if (!stem || !extension) return name;
    const stems = new Set(taken.map((file) => file.replace(/\.[^.]*$/, '')));
    for (let number = 2; ; number++) {
      const candidate = this.storedName(`${stem}-${number}.${extension}`);
      if (!stems.has(nameKey(candidate).replace(/\.[^.]*$/, ''))) return candidate;
    }
  }
}

/** The media window's file input, and not the editor's own (a photo in a sheet's row picks its own name). */
const isMediaWindowUpload = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.type === 'file' && target.closest('[role="dialog"]') !== null;

/** The line in the media window that says which uploads were given a new name, and why. */
const RENAMED_NOTE = 'office-upload-renamed';

/** Says in the media window `dialog` which files were given a new name (the chosen, the new and the taken), or nothing. */
function sayRenamed(dialog: Element, renamed: { chosen: string; given: string; taken: string }[]): void {
  let note = dialog.querySelector(`.${RENAMED_NOTE}`);
  if (renamed.length === 0) return note?.remove();
  if (!note) {
    note = Object.assign(dialog.ownerDocument.createElement('p'), { className: RENAMED_NOTE });
    note.setAttribute('role', 'status');
    dialog.prepend(note);
  }
  note.textContent = renamed
    .map(({ chosen, given, taken }) => `“${chosen}” is uploaded as “${given}”: a file named “${taken}” is already there, and stays as it is.`)
    .join(' ');
}

/**
 * Renames, before Decap reads them, the files chosen in a media window whose names are taken (`names`: the backend
 * in use's, undefined until Decap has made it), and says so in the window.
 */
export function renameTakenUploads(window: Window, names: () => UploadNames | undefined): void {
  window.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      const taken = names();
      if (!isMediaWindowUpload(input) || !input.files?.length || !taken) return;
      const files = [...input.files];
      const renamed = files.map((file) => {
        const name = taken.uploadName(file.name);
        return name === file.name ? file : new File([file], name, { type: file.type, lastModified: file.lastModified });
      });
      sayRenamed(
        input.closest('[role="dialog"]')!,
        files.flatMap((file, index) =>
          renamed[index] === file ? [] : [{ chosen: file.name, given: renamed[index].name, taken: taken.storedName(file.name) }],
        ),
      );
      if (renamed.every((file, index) => file === files[index])) return;
      const transfer = new DataTransfer();
      for (const file of renamed) transfer.items.add(file);
      input.files = transfer.files;
    },
    true,
  );
}
