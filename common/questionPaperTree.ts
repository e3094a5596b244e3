/**
 * The question-paper tree: the folder path of each PDF under content/question-papers/ is its data
 * (programme / semester / year / subject / paper, or for MA programme / year / paper; depth may vary).
 */

/** The question bank's folder under content/, which the build reads the tree from and the editor's form writes into. */
export const QUESTION_PAPERS_FOLDER = 'question-papers';

/** A paper as the tree lists it: its name (NFC), where it is served (under its real name), and what its link says about it. */
export interface PaperFile {
  /** The file name without ".pdf", e.g. "ENG-MJ-1 Introduction to Literature". */
  name: string;
  /** Address on the site without the base path, URL-encoded. */
  url: string;
  format: string;
  bytes: number;
  /** The address of its text version, when it is a scan read by machine. */
  text?: string;
}

export interface PaperFolder {
  name: string;
  /** How many papers this folder holds, at any depth. */
  papers: number;
  folders: PaperFolder[];
  files: PaperFile[];
}

/** A PDF found on disk: the folders above it (under question-papers/) and the served file. */
export interface FoundPaper {
  folders: string[];
  file: PaperFile;
}

const SEMESTER = /^(\d+)\s*(?:st|nd|rd|th)?\s*sem(?:ester)?\b(.*)$/i;
const YEAR = /^(19|20)\d\d$/;
const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Where a folder goes among its siblings: semesters in natural order (1st … 6th, then supplementary
 * ones), then years newest first, then any other name alphabetically.
 */
function folderRank(name: string): [number, number] {
  const semester = SEMESTER.exec(name);
  if (semester) return [0, Number(semester[1]) + (/supp/i.test(semester[2]) ? 1000 : 0)];
  if (YEAR.test(name)) return [1, -Number(name)];
  return [2, 0];
}

export function compareFolderNames(a: string, b: string): number {
  const [groupA, keyA] = folderRank(a);
  const [groupB, keyB] = folderRank(b);
  return groupA - groupB || keyA - keyB || natural.compare(a, b);
}

/** Builds the tree: top-level folders (programmes) with their folders and files sorted. */
export function buildPaperTree(papers: readonly FoundPaper[]): PaperFolder[] {
  type Draft = { folders: Map<string, Draft>; files: PaperFile[] };
  const root: Draft = { folders: new Map(), files: [] };
  for (const { folders, file } of papers) {
    let node = root;
    // A folder typed in two Unicode forms (é as one character, or e plus an accent) is one folder to a reader.
    for (const name of folders.map((folder) => folder.normalize('NFC'))) {
      let child = node.folders.get(name);
      if (!child) {
        child = { folders: new Map(), files: [] };
        node.folders.set(name, child);
      }
      node = child;
    }
    node.files.push({ ...file, name: file.name.normalize('NFC') });
  }
  const finish = (name: string, draft: Draft): PaperFolder => {
    const folders = [...draft.folders.keys()].sort(compareFolderNames).map((child) => finish(child, draft.folders.get(child)!));
    const files = [...draft.files].sort((a, b) => natural.compare(a.name, b.name));
    return { name, papers: files.length + folders.reduce((sum, folder) => sum + folder.papers, 0), folders, files };
  };
  return [...root.folders.keys()].sort(compareFolderNames).map((name) => finish(name, root.folders.get(name)!));
}

/** Every paper of a folder with the path of folder names above it (for filtering and counting). */
export function* walkPapers(folder: PaperFolder, above: string[] = []): Generator<{ path: string[]; file: PaperFile }> {
  const path = [...above, folder.name];
  for (const child of folder.folders) yield* walkPapers(child, path);
  for (const file of folder.files) yield { path, file };
}

/** A short, stable file name for a programme's data: "BA Major, Minor and Hons" -> "ba-major-minor-and-hons". */
export function programmeSlug(name: string, taken: Set<string>): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'programme';
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
