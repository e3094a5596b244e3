/**
 * The file name of a photo uploaded for a person: made from the person's name, so the office finds it in the folder
 * and the sheet's cell reads as whose photo it is. "Dr. Aren Sample" gives aren-sample: titles dropped, letters without
 * accents in lower case, every other run of characters one hyphen.
 */
import { nameKey } from '../../common/fileNames.ts';

/** Titles a name may start with (with or without their dot): they are not part of the file's name. */
const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'miss', 'prof', 'rev', 'fr', 'sr', 'shri', 'smt']);

/** Names Windows keeps for devices: a file called con.jpg cannot be made there. */
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/;

/** The longest name made, in characters: room for -2 and the extension within any file system's limit. */
const LONGEST = 60;

/** The photo name for a person (no extension); `photo` when the name has no letter or digit to make one from. */
export function photoNameFor(personName: string): string {
  // Letters without their accents, in lower case; its words are the runs of letters and digits ("A." is the word a).
  const words = personName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const first = words.findIndex((word) => !TITLES.has(word));
  const name = (first === -1 ? [] : words.slice(first)).join('-').slice(0, LONGEST).replace(/-+$/, '');
  if (!name) return 'photo';
  return RESERVED.test(name) ? `${name}-photo` : name;
}

/**
 * The first free file name for `name` with `extension` among `taken` (the file names in the folder): name.jpg, else
 * name-2.jpg, name-3.jpg and so on. A name is taken by a file of any extension (the build names a photo's responsive
 * copies without it: a-sample.jpg and a-sample.png would share a-sample.480w.webp), compared ignoring case, as Windows and
 * macOS do.
 */
export function freeFileName(name: string, extension: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((file) => nameKey(file.replace(/\.[^.]*$/, ''))));
  for (let number = 1; ; number++) {
    const candidate = number === 1 ? name : `${name}-${number}`;
    if (!used.has(nameKey(candidate))) return `${candidate}.${extension}`;
  }
}
