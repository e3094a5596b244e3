import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import fg from 'fast-glob';
import type { Asset, CompileContext } from '../context.ts';
import { defineCollection } from './collection.ts';
import { byCodeUnits } from '../../../common/codeUnitOrder.ts';
import { SIGNATURE_BYTES, sniff } from '../signatures.ts';
import { buildPaperTree, programmeSlug, QUESTION_PAPERS_FOLDER, type FoundPaper, type PaperFolder } from '../../../common/questionPaperTree.ts';
import { QUESTION_BANK_ROUTE } from '../../../common/routes.ts';
import { readPaperName, UNREADABLE_PAPER_NAME } from '../../../common/questionPaperName.ts';

/** A top-level folder of the question bank: what the page shows before anything is opened. */
export interface QuestionBankProgramme {
  name: string;
  papers: number;
  /** Where its folders and files are fetched from when opened (without the base path). */
  data: string;
}

export interface QuestionBank {
  papers: number;
  programmes: QuestionBankProgramme[];
}

/** The question bank as loaded: what the page shows, and each programme's tree by the file it is published as. */
interface LoadedQuestionBank extends QuestionBank {
  trees: Record<string, PaperFolder>;
}

/** Files that operating systems and office programs leave behind: never question papers. */
const SYSTEM_FILE = /^(\.ds_store|thumbs\.db|ehthumbs\.db|desktop\.ini|~\$.*|\..*)$/i;

/** Where each programme's tree is written: .generated/public/data/question-bank/<slug>.json, served at /data/question-bank/<slug>.json. */
export const QUESTION_BANK_DATA = 'data/question-bank';

/**
 * content/question-papers/: every PDF, its folder path being its data (programme / semester / year /
 * subject / paper; MA: programme / year / paper). Other files are left out with a warning naming them.
 * The page gets the programmes only; each programme's tree is a separate file the page fetches when opened.
 */
export const questionPapers = defineCollection({
  name: 'questionBank',
  /** PDFs only: a paper's data is its folder path. */
  files: { [`${QUESTION_PAPERS_FOLDER}/**/*.pdf`]: undefined },
  load(ctx): LoadedQuestionBank | undefined {
    const found: FoundPaper[] = [];
    // Symbolic links are not followed: each is judged by where it points (a host's packer would follow it).
    const entries = fg.sync(`${QUESTION_PAPERS_FOLDER}/**`, { cwd: ctx.contentDir, dot: true, onlyFiles: false, followSymbolicLinks: false, objectMode: true });
    for (const { path: relative, dirent } of entries.sort(byCodeUnits((entry) => entry.path))) {
      if (dirent.isDirectory()) continue;
      const file = `content/${relative}`;
      const segments = relative.split('/').slice(1);
      const name = segments[segments.length - 1];
      if (dirent.isSymbolicLink()) {
        const outside = ctx.leavesContent(relative);
        if (outside) {
          ctx.problems.add({
            file,
            expected: 'a file or folder inside content/',
            found: outside,
            hint: 'delete the shortcut and copy the paper itself into the folder',
          });
          continue;
        }
        if (!statSync(ctx.abs(relative)).isFile()) {
          ctx.problems.warn(file, 'a shortcut (symbolic link) to a folder: left out (move the folder here instead)');
          continue;
        }
      }
      if (segments.some((segment) => SYSTEM_FILE.test(segment))) {
        ctx.problems.warn(file, 'a system file, not a question paper: left out (it can be deleted)');
      } else if (!/\.pdf$/i.test(name)) {
        ctx.problems.warn(file, 'not a PDF: left out of the question bank (save it as PDF to publish it)');
      } else if (segments.length < 2) {
        ctx.problems.warn(file, 'not inside a programme folder: left out (move it into a folder such as question-papers/MA/2024/)');
      } else {
        const asset = registerPaper(ctx, relative);
        // Listed under its file name all the same; the editor refuses such a name by the same rule (readPaperName).
        if (asset && !readPaperName(name.slice(0, -'.pdf'.length))) ctx.problems.warn(file, `${UNREADABLE_PAPER_NAME} (rename the file)`);
        if (asset)
          found.push({
            folders: segments.slice(0, -1),
            file: { name: name.slice(0, -'.pdf'.length), url: asset.url, format: asset.format, bytes: asset.bytes },
          });
      }
    }
    const taken = new Set<string>();
    const trees: Record<string, PaperFolder> = {};
    const programmes = buildPaperTree(found).map((folder) => {
      const slug = programmeSlug(folder.name, taken);
      trees[`public/${QUESTION_BANK_DATA}/${slug}`] = folder;
      return { name: folder.name, papers: folder.papers, data: `/${QUESTION_BANK_DATA}/${slug}.json` };
    });
    ctx.routes.add(QUESTION_BANK_ROUTE, `content/${QUESTION_PAPERS_FOLDER}`);
    return { papers: found.length, programmes, trees };
  },
  /** The page gets the programmes only; each programme's tree is a file of its own, fetched when opened. */
  publish: ({ trees, ...questionBank }) => ({ questionBank: questionBank satisfies QuestionBank, ...trees }),
});

/**
 * Registers a paper the glob just found to be served, as ctx.asset would, reading only its size and first
 * bytes (at 10,000 papers the file-system calls are most of the compile time). An empty file, or one
 * that is not a PDF inside (a Word file renamed .pdf), is left out with a warning like any other non-PDF.
 */
function registerPaper(ctx: CompileContext, source: string): Asset | undefined {
  const fd = openSync(ctx.abs(source), 'r');
  let bytes: number;
  const head = Buffer.alloc(SIGNATURE_BYTES);
  try {
    bytes = fstatSync(fd).size;
    readSync(fd, head, 0, SIGNATURE_BYTES, 0);
  } finally {
    closeSync(fd);
  }
  const kind = sniff(head);
  if (bytes === 0 || kind?.kind !== 'pdf') {
    const what = bytes === 0 ? 'an empty file (0 bytes)' : kind ? `${kind.name} named .pdf` : 'not a PDF inside, though named .pdf (perhaps damaged)';
    ctx.problems.warn(`content/${source}`, `${what}: left out of the question bank (open it and save it as PDF)`);
    return undefined;
  }
  const asset: Asset = { source, url: `/files/${source.split('/').map(encodeURIComponent).join('/')}`, bytes, format: 'PDF' };
  ctx.assets.set(source, asset);
  return asset;
}
