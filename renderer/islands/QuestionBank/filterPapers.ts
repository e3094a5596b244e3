import { buildPaperTree, walkPapers, type FoundPaper, type PaperFolder } from '../../../common/questionPaperTree.ts';

/** Lower case without accents, so "kephru" finds "Kephrü". */
const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Every paper once, with the text a filter searches: its folders and its name. */
interface IndexedPaper extends FoundPaper {
  text: string;
}

export function indexPapers(programmes: readonly PaperFolder[]): IndexedPaper[] {
  return programmes.flatMap((programme) =>
    [...walkPapers(programme)].map(({ path, file }) => ({ folders: path, file, text: normalise(`${path.join(' ')} ${file.name}`) })),
  );
}

interface FilterResult {
  /** How many papers match in all. */
  total: number;
  /** The tree of the first `limit` matches, sorted as the full tree is. */
  tree: PaperFolder[];
}

/** The papers whose folders and name contain every word typed (in any order): "english 2023" finds ENG papers of 2023. */
export function filterPapers(papers: readonly IndexedPaper[], query: string, limit: number): FilterResult {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  const matches: FoundPaper[] = [];
  let total = 0;
  for (const paper of papers) {
    if (!words.every((word) => paper.text.includes(word))) continue;
    total++;
    if (matches.length < limit) matches.push(paper);
  }
  return { total, tree: buildPaperTree(matches) };
}
