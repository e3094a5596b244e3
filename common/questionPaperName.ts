/**
 * What a question paper's file name says: its course code, its title and its scheme, read the one way the build and the
 * editor both use ("ENG-MJ-3 British Poetry [FYUGP Major]": code ENG-MJ-3, title British Poetry, scheme FYUGP Major).
 * A name that does not start with a course code is one the question bank cannot read (a scan's "scan0001", a name
 * made lower case and hyphenated by a program); a code alone ("ENG-5") is read, its title left empty.
 */
import { nameFault } from './fileNames.ts';

export interface PaperName {
  /** The course code, e.g. "ENG-MJ-3", "COM-HC-3016", "AECC-1", "SOC-102". */
  code: string;
  /** The paper's title, e.g. "British Poetry", "Tally & GST (100% practical)"; "" when the name is the code alone. */
  title: string;
  /** The scheme in square brackets, or in round ones when it names one (CBCS, FYUGP, Honours …); "" when none is given. */
  scheme: string;
  /** A part of a paper split in two, e.g. "Descriptive" or "Objective"; "" when the paper is whole. */
  part: string;
}

/** Capital letters in groups, then the paper's number: ENG-MJ-3, COM-HC-3016, AECC-1, SOC-102; then a space and the rest. */
const CODE = /^([A-Z]{2,}(?:-[A-Z]{2,})*-\d+[A-Z]?)(?:\s+(.*))?$/u;
/** A scheme written in round brackets names one of these (the university's words). */
const SCHEME_WORD = /\b(CBCS|FYUGP|Honours|Hons|Major|Minor|Pass|General|AECC|SEC|IDC|MDC?|VAC|NEP)\b/i;
const LAST_SQUARE = /\s*\[([^\][]+)\]$/u;
const LAST_ROUND = /\s*\(([^()]+)\)$/u;

/**
 * The course code, title, scheme and part a paper's name (without ".pdf") gives; undefined when it cannot be read,
 * as a name that would take the file out of its folder (fileNames.ts, nameFault) cannot.
 */
export function readPaperName(name: string): PaperName | undefined {
  if (nameFault(name) === 'leaves its folder') return undefined;
  const coded = CODE.exec(name.normalize('NFC').trim());
  if (!coded) return undefined;
  let rest = (coded[2] ?? '').trim();
  let scheme = '';
  let part = '';
  // "[FYUGP Major] (Descriptive)": a part after the scheme; "(CBCS Honours)": a scheme in round brackets.
  const round = LAST_ROUND.exec(rest);
  if (round && !SCHEME_WORD.test(round[1]) && LAST_SQUARE.test(rest.slice(0, round.index))) {
    part = round[1].trim();
    rest = rest.slice(0, round.index);
  }
  const square = LAST_SQUARE.exec(rest);
  const roundScheme = LAST_ROUND.exec(rest);
  if (square) {
    scheme = square[1].trim();
    rest = rest.slice(0, square.index);
  } else if (roundScheme && SCHEME_WORD.test(roundScheme[1])) {
    scheme = roundScheme[1].trim();
    rest = rest.slice(0, roundScheme.index);
  } else if (roundScheme && /^(descriptive|objective|theory|practical)$/i.test(roundScheme[1].trim())) {
    part = roundScheme[1].trim();
    rest = rest.slice(0, roundScheme.index);
  }
  return { code: coded[1], title: rest.trim(), scheme, part };
}

/** Why a name cannot be read, in the office's words, with an example of one that can. */
export const UNREADABLE_PAPER_NAME =
  'the question bank cannot read this name: it must start with the course code in capitals, then a space and the title, e.g. “ENG-MJ-3 British Poetry [FYUGP Major].pdf”';
