/**
 * The question papers' form and the backend it writes through. Decap's own ways of adding a file (the media window, a
 * widget's onPersistMedia) take one file at a time and name it anew (lower case, spaces replaced), which would destroy
 * the course code and title the question bank reads from the name. The form (widgets/questionPapersWidget.tsx) hands
 * the files, with their folder and their own name, to the editor's guarded backend instead, which writes a batch in one
 * commit (guardedBackends.ts, persistPapers), and lists and deletes through the backend's own guarded methods. The form
 * is given the backend in use by main.ts (EditorBackends.papers): no module holds it.
 */
import { QUESTION_PAPERS_FOLDER } from '../../../common/questionPaperTree.ts';

/** The question papers' folder in the repository: the path of the form's entry. */
export const papersFolderIn = (contentPath: string): string => `${contentPath}/${QUESTION_PAPERS_FOLDER}`;

export const PAPERS_COMMIT_MESSAGE = (count: number): string =>
  `Add or replace ${count === 1 ? '1 question paper' : `${count} question papers`} (in the browser)`;

/** A paper to write: its folder under question-papers/ ("MA/2024"), its file name, its bytes, whether it replaces one. */
export interface PaperToWrite {
  folder: string[];
  name: string;
  base64: string;
  replacing: boolean;
}

/** What the form needs of the backend: list a folder, write a batch, delete a paper (each guarded as every other file). */
export interface PapersBackend {
  listPapers(folder: string[]): Promise<string[]>;
  persistPapers(papers: PaperToWrite[]): Promise<void>;
  deletePaper(folder: string[], name: string): Promise<void>;
}

/** A paper's path in the repository. */
export const paperPath = (contentPath: string, folder: readonly string[], name?: string): string =>
  [papersFolderIn(contentPath), ...folder, ...(name === undefined ? [] : [name])].join('/');
