/**
 * When two file names are one: as the file systems the office saves on compare them (Windows's and macOS's ignore
 * case), and as a name typed on a Mac (é as e and an accent, Unicode's decomposed form) meets the same name typed
 * elsewhere (é as one character). The editor's guards, its upload names, the question papers' batch and the free-name
 * rule all compare names by this key alone.
 */
export const nameKey = (name: string): string => name.normalize('NFC').toLowerCase().normalize('NFC');

/** Whether `a` and `b` name one file. */
export const sameFileName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);

/**
 * Why a file or folder name cannot be one, or undefined when it can:
 * - `empty`: nothing at all;
 * - `leaves its folder`: a slash or a backslash (which make it a path), two dots in a row (the folder above) or an
 *   invisible control character, which a file system or the editor's proxy could read as another place;
 * - `hidden`: a dot first, which hides it on a Mac (and the build leaves it out, as it does .DS_Store);
 * - `not on Windows`: what Windows, where the office saves and copies the site, refuses in a name (: * ? " < > |, a
 *   space or a dot at its end, a name it keeps for a device, CON, PRN, AUX, NUL, COM1 to COM9, LPT1 to LPT9, with any
 *   extension).
 * The build's reading of a question paper's name, the editor's question papers form and its write guard all ask this.
 */
export type NameFault = 'empty' | 'leaves its folder' | 'hidden' | 'not on Windows';

export function nameFault(name: string): NameFault | undefined {
  if (name === '') return 'empty';
  if (/[/\\\p{Cc}]|\.\./u.test(name)) return 'leaves its folder';
  if (name.startsWith('.')) return 'hidden';
  if (/[:*?"<>|]|[. ]$|^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\.|$)/i.test(name)) return 'not on Windows';
  return undefined;
}
