/**
 * When two file names are one: as the file systems the office saves on compare them (Windows's and macOS's ignore
 * case), and as a name typed on a Mac (é as e and an accent, Unicode's decomposed form) meets the same name typed
 * elsewhere (é as one character). The editor's guards, its upload names, the question papers' batch and the free-name
 * rule all compare names by this key alone.
 */
export const nameKey = (name: string): string => name.normalize('NFC').toLowerCase().normalize('NFC');

/** Whether `a` and `b` name one file. */
export const sameFileName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);
