/**
 * The question papers' form without Decap or React: the folders it offers (from the tree as it is), where a batch goes,
 * and each chosen file's row as the question bank will list it, with its problem in the office's words. A folder is
 * programme / semester / year / subject, or programme / year for a programme whose folders are years (MA).
 */
import { compareFolderNames } from '../../../common/questionPaperTree.ts';
import { readPaperName, UNREADABLE_PAPER_NAME, type PaperName } from '../../../common/questionPaperName.ts';
import { nameFault, nameKey, sameFileName, type NameFault } from '../../../common/fileNames.ts';

export const QUESTION_PAPERS_WIDGET = 'questionPapers';

/** What the office picks or types: where the papers go. */
export interface PaperPlace {
  programme: string;
  semester: string;
  year: string;
  subject: string;
}

/** The choices the tree offers for what is picked so far; `semesters` undefined when the programme has none (MA). */
interface PlaceChoices {
  programmes: string[];
  semesters: string[] | undefined;
  years: string[];
  subjects: string[];
}

const YEAR = /^(19|20)\d\d$/;
const sorted = (names: Iterable<string>) => [...new Set(names)].sort(compareFolderNames);

/** The choices under the folders the tree has (`folders`: every folder under question-papers/, e.g. "MA/2024"). */
export function placeChoices(folders: readonly string[], place: PaperPlace): PlaceChoices {
  const parts = folders.map((folder) => folder.split('/'));
  const under = (...above: string[]) =>
    parts.filter((path) => above.every((name, index) => path[index] === name) && path.length > above.length).map((path) => path[above.length]);
  const programmes = sorted(under());
  const children = place.programme ? sorted(under(place.programme)) : [];
  const bySemester = children.some((name) => !YEAR.test(name));
  if (!bySemester) return { programmes, semesters: undefined, years: children, subjects: [] };
  // A new year takes the subjects of every year of that semester: the office picks "English", never retypes it.
  const subjects = place.semester
    ? parts.filter((path) => path[0] === place.programme && path[1] === place.semester && path.length === 4).map((path) => path[3])
    : [];
  return { programmes, semesters: children, years: place.semester ? sorted(under(place.programme, place.semester)) : [], subjects: sorted(subjects) };
}

/** The folder under question-papers/ the place names, or what is missing or wrong, in the office's words. */
export function placeFolder(place: PaperPlace, choices: PlaceChoices): { folder: string[] } | { missing: string } {
  const year = place.year.trim();
  const subject = place.subject.trim().replace(/\s+/g, ' ');
  if (!place.programme) return { missing: 'Choose the programme.' };
  if (choices.semesters && !place.semester) return { missing: 'Choose the semester.' };
  if (!YEAR.test(year)) return { missing: year ? `“${year}” is not a year: type four digits, e.g. 2025.` : 'Choose or type the year.' };
  if (!choices.semesters) return { folder: [place.programme, year] };
  if (!subject) return { missing: 'Choose or type the subject.' };
  if (nameFault(subject))
    return { missing: `A subject cannot have / \\ : * ? " < > | or two dots in a row in it, start or end with a dot, or be CON, PRN, AUX or NUL.` };
  // "english" typed is the folder "English" the tree has: never a second folder that differs by case alone.
  const known = choices.subjects.find((name) => sameFileName(name, subject));
  return { folder: [place.programme, place.semester, year, known ?? subject.normalize('NFC')] };
}

/** A folder as the office reads it: "BA Major, Minor and Hons, 3rd Sem, 2025, English". */
export const folderInWords = (folder: readonly string[]): string => folder.join(', ');

/** One chosen file in the batch, as the question bank will list it. */
export interface PaperRow {
  /** The file name it is saved under, as the office gave it (with .pdf). */
  fileName: string;
  folder: string[];
  /** Replacing the paper of that name in its folder (chosen from the list of papers there). */
  replacing: boolean;
  /** Whether the file's first bytes say PDF (the build's test: it starts with %PDF-). */
  isPdf: boolean;
  bytes: number;
  read: PaperName | undefined;
  problem: string | undefined;
}

/** Whether a file's first bytes are a PDF's, as the build tells (scripts/content/signatures.ts: "%PDF-"). */
export const startsAsPdf = (bytes: Uint8Array): boolean => String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';

/** The largest paper taken: a scanned paper of a few pages is 1 to 5 MB; GitHub refuses a file over 100 MB. */
const LARGEST_MB = 20;

/** A folder as the batch keys it (its names joined by "/", which no folder name holds). */
export const folderKey = (folder: readonly string[]): string => folder.join('/');

/** Why a paper's name cannot be a file's (fileNames.ts, nameFault), in the office's words. */
const NAME_FAULT: Record<NameFault, string> = {
  empty: 'Type the paper’s name here, or remove it.',
  'leaves its folder':
    'A file name cannot hold a slash (/ or \\), two dots in a row or an invisible character: it would put the paper in another folder. Correct the name here, or remove it.',
  hidden: 'A file name cannot start with a dot: it would be hidden. Correct the name here, or remove it.',
  'not on Windows':
    'A file name cannot hold : * ? " < > |, end with a space or a dot, or be a name Windows keeps for itself (CON, PRN, AUX, NUL, COM1, LPT1): Windows could not open it. Correct the name here, or remove it.',
};

/**
 * The batch's rows with each one's problem: a name that cannot be a file's (nameFault), a file that is not a PDF or a name
 * without ".pdf", a name the question bank cannot read, a paper of that name already in its folder (`there`: the names in each folder, by folderKey) or earlier in the batch, a file
 * too large to publish.
 */
export function checkRows(rows: readonly Omit<PaperRow, 'read' | 'problem'>[], there: ReadonlyMap<string, readonly string[]>): PaperRow[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const name = row.fileName.trim();
    const stem = name.replace(/\.pdf$/i, '');
    const read = readPaperName(stem);
    const key = `${folderKey(row.folder)}/${nameKey(name)}`;
    const taken = (there.get(folderKey(row.folder)) ?? []).some((other) => sameFileName(other, name));
    const fault = nameFault(name);
    let problem: string | undefined;
    if (fault) problem = NAME_FAULT[fault];
    else if (!row.isPdf) problem = 'This is not a PDF: save it as PDF and choose it again, or remove it.';
    else if (!/\.pdf$/i.test(name)) problem = 'The name must end in “.pdf”: add “.pdf” at the end of the name here.';
    else if (row.bytes > LARGEST_MB * 1024 * 1024)
      problem = `This file is larger than ${LARGEST_MB} MB: scan or save it again at a lower resolution, or remove it.`;
    else if (!read) problem = `${UNREADABLE_PAPER_NAME.charAt(0).toUpperCase()}${UNREADABLE_PAPER_NAME.slice(1)}. Correct the name here, or remove it.`;
    else if (seen.has(key)) problem = 'Chosen twice for the same folder: remove one of them.';
    else if (taken && !row.replacing) problem = 'A paper of this name is already in this folder: replace it from the list above, or remove this row.';
    seen.add(key);
    return { ...row, fileName: name, read, problem };
  });
}
