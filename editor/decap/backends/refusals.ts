/**
 * The guards' refusals: a typed error (Refusal) that says what was refused and the facts, thrown by the decisions
 * (guards.ts), and turned into the office's words here and nowhere else (refusalText). The backends (guardedBackends.ts)
 * show a refusal in an alert dialog when it is one the office must read there, and throw it to Decap in one line, which
 * Decap's own message ("Failed to …: ") then says. A refusal of the question papers' form is said in the form instead.
 */
import type { RefusalText } from '../../helpers/refusalDialog.ts';

/** What was refused: a save, a publishing, a deletion. */
type Action = 'saved' | 'published' | 'deleted';

/** A file in use, and who uses it in the office's words. */
export interface FileInUse {
  file: string;
  who: string[];
}

/** Each refusal, with the facts its words need. */
type RefusalFacts =
  | { kind: 'starting'; action: Action }
  | { kind: 'unreadable'; action: Action }
  | { kind: 'outside'; names: string[] }
  | { kind: 'in use'; action: 'deleted' | 'published'; files: FileInUse[] }
  | { kind: 'same name'; other: string; sameDay: boolean }
  | { kind: 'papers starting' }
  | { kind: 'paper name'; name: string; hidden: boolean }
  | { kind: 'papers unreadable' }
  | { kind: 'paper taken'; name: string }
  | { kind: 'papers not saved' };

/** A guard's refusal: its kind and facts, said by refusalText. */
export class Refusal extends Error {
  readonly facts: RefusalFacts;

  constructor(facts: RefusalFacts) {
    super(refusalLine(refusalText(facts)));
    this.facts = facts;
  }

  /** Decap says an error as "Failed to …: " and the error as a string: the refusal's one line, without "Error: ". */
  override toString(): string {
    return this.message;
  }

  /** Whether the office is shown it in an alert dialog (the question papers' form says its own in the form). */
  get shown(): boolean {
    return !this.facts.kind.startsWith('paper');
  }
}

const STARTING = 'The editor is still starting: try again in a moment.';
const HEADING: Record<Action, string> = { saved: 'Not saved', published: 'Not published', deleted: 'Not deleted' };

/** The words of a file in use: each file, and who names it. */
const inUse = (files: FileInUse[], last: string): RefusalText => ({
  heading: files.length === 1 ? `“${files[0].file}” is in use: not deleted` : 'These files are in use: not deleted',
  paragraphs: files.flatMap(({ file, who }) => [`“${file}” is named by ${who.length === 1 ? 'this' : `these ${who.length}`}:`, who]).concat([last]),
});

/** A refusal in the office's words: the one place they are written. */
export function refusalText(facts: RefusalFacts): RefusalText {
  switch (facts.kind) {
    case 'starting':
      return { heading: `${HEADING[facts.action]} yet`, paragraphs: [STARTING] };
    case 'unreadable':
      return facts.action === 'deleted'
        ? { heading: 'Not deleted: the editor could not check who uses it', paragraphs: ['The files could not be read just now. Try again in a moment.'] }
        : {
            heading: `${HEADING[facts.action]}: the editor could not check the files already there`,
            paragraphs: ['The files could not be read just now. Nothing was changed: try again in a moment.'],
          };
    case 'outside':
      return {
        heading: 'Not saved: a file’s name would put it outside the site’s files',
        paragraphs: [
          ...new Set(facts.names.map((name) => `“${name}”: a file name cannot hold a slash, two dots in a row or an invisible character.`)),
          'Nothing was changed: rename the file and choose it again.',
        ],
      };
    case 'in use':
      if (facts.action === 'deleted') return inUse(facts.files, 'Take it out there first (or choose another file there), then delete it here.');
      return {
        heading: 'Not published: it would replace a file in use',
        paragraphs: inUse(facts.files, 'Upload the file again under another name in this entry, then publish it.').paragraphs,
      };
    case 'same name':
      return facts.sameDay
        ? {
            heading: 'Not saved: this title is taken on that day',
            paragraphs: [
              `Another of that day has this title already: ${facts.other}.`,
              'Give this one a title of its own (say what is new, e.g. “…, corrected”), or open that one and change it instead.',
            ],
          }
        : {
            heading: 'Not saved: this name is taken',
            paragraphs: [`Another has this name already: ${facts.other}.`, 'Give this one a name of its own, or open that one and change it instead.'],
          };
    case 'papers starting':
      return { heading: STARTING, paragraphs: [] };
    case 'paper name':
      return {
        heading: facts.hidden
          ? `the name “${facts.name}” is one Windows or a Mac would not show. Correct the name in its row.`
          : `the name “${facts.name}” would put it in another folder. Correct the name in its row.`,
        paragraphs: [],
      };
    case 'papers unreadable':
      return { heading: 'the papers already there could not be read just now, so nothing was written. Try again in a moment.', paragraphs: [] };
    case 'paper taken':
      return {
        heading: `a paper named “${facts.name}” was added there meanwhile, perhaps by a colleague. Remove its row, or replace that paper.`,
        paragraphs: [],
      };
    case 'papers not saved':
      return { heading: 'the papers could not be saved just now (the connection may have dropped). Try again in a moment.', paragraphs: [] };
  }
}

/** A refusal as one line, for Decap's own message ("Failed to delete media: …"). */
export const refusalLine = ({ heading, paragraphs }: RefusalText): string =>
  [heading, ...paragraphs.map((part) => (typeof part === 'string' ? part : part.join('; ')))].join(' ');
