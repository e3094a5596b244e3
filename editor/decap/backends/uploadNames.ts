/**
 * An upload never replaces a file. Decap's media window asks "… already exists. Do you want to replace it?" when a
 * file of the same name is uploaded, and then deletes the old file at once, before the entry the new one is uploaded
 * in is published; an entry never published left the old file gone. Here a file chosen in the media window whose name
 * is taken in the folders the backend listed is renamed before Decap sees it: merit-list.pdf becomes merit-list-2.pdf
 * (photoName.ts's rule), so the old file stays as it is and the entry names the new one.
 *
 * This relies on Decap's media window (an internal of decap-cms-core, guarded by tests/e2e/editor-files.spec.ts): its
 * upload is an <input type="file"> inside the window's role="dialog", whose change handler reads the input's files.
 * A listener on the window, in the capture phase, runs before React's handler on Decap's root and swaps those files.
 */
import { freeFileName } from '../../helpers/photoName.ts';

/** The file names in each folder (in the repository), as the backend last listed them and as files were added since. */
const listed = new Map<string, Set<string>>();

const folderOf = (path: string) =>
  path
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .slice(0, -1)
    .join('/');

/** The backend listed a folder (getMedia; its default folder when none is named): these are its files' paths. */
export function listedFolder(folder: string | undefined, paths: string[]): void {
  const key = folder === undefined ? paths[0] && folderOf(paths[0]) : folder.replace(/^\/+|\/+$/g, '');
  if (key !== undefined) listed.set(key, new Set(paths.map((path) => path.split('/').pop()!.toLowerCase())));
}

/** Files were written (an upload, an entry's media) or deleted: the names taken change with them. */
export function filesChanged(paths: { added?: string[]; deleted?: string[] }): void {
  for (const path of paths.added ?? []) listed.get(folderOf(path))?.add(path.split('/').pop()!.toLowerCase());
  for (const path of paths.deleted ?? []) listed.get(folderOf(path))?.delete(path.split('/').pop()!.toLowerCase());
}

/**
 * A file's name as Decap stores it (its sanitizeSlug of the name in lower case): letters, digits, _ . ~ and -, each run of
 * anything else one hyphen, no hyphen at either end.
 */
function storedName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_.~-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The name to upload `name` under: itself when no listed folder has it, else the first free one (name-2.pdf). */
export function uploadName(name: string): string {
  const stored = storedName(name);
  const taken = [...listed.values()].flatMap((names) => [...names]);
  if (!taken.includes(stored)) return name;
  const [, stem, extension] = /^(.*)\.([^.]+)$/.exec(stored) ?? [];
  return stem && extension ? freeFileName(stem, extension, taken) : name;
}

/** The media window's file input, and not the editor's own (a photo in a sheet's row picks its own name). */
const isMediaWindowUpload = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.type === 'file' && target.closest('[role="dialog"]') !== null;

/** Renames, before Decap reads them, the files chosen in a media window whose names are taken. */
export function renameTakenUploads(window: Window): void {
  window.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!isMediaWindowUpload(input) || !input.files?.length) return;
      const files = [...input.files];
      const renamed = files.map((file) => {
        const name = uploadName(file.name);
        return name === file.name ? file : new File([file], name, { type: file.type, lastModified: file.lastModified });
      });
      if (renamed.every((file, index) => file === files[index])) return;
      const transfer = new DataTransfer();
      for (const file of renamed) transfer.items.add(file);
      input.files = transfer.files;
    },
    true,
  );
}
