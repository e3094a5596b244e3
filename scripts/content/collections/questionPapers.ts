import { statSync } from 'node:fs';
import fg from 'fast-glob';
import type { Asset, CompileContext } from '../context.ts';
import { defineCollection } from './collection.ts';
import { buildPaperTree, programmeSlug, type FoundPaper } from '../derive/questionPaperTree.ts';

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

/** Files that operating systems and office programs leave behind: never question papers. */
const SYSTEM_FILE = /^(\.ds_store|thumbs\.db|ehthumbs\.db|desktop\.ini|~\$.*|\..*)$/i;

/** Where each programme's tree is written: .generated/public/data/question-bank/<slug>.json, served at /data/question-bank/<slug>.json. */
const DATA_DIR = 'data/question-bank';

/**
 * content/question-papers/: every PDF, its folder path being its data (programme / semester / year /
 * subject / paper; MA: programme / year / paper). Other files are left out with a warning naming them.
 * The page gets the programmes only; each programme's tree is a separate file the page fetches when opened.
 */
export const questionPapers = defineCollection<QuestionBank>({
  name: 'questionBank',
  compile(ctx) {
    const found: FoundPaper[] = [];
    for (const relative of fg.sync('question-papers/**', { cwd: ctx.contentDir, dot: true, onlyFiles: true }).sort()) {
      const file = `content/${relative}`;
      const segments = relative.split('/').slice(1);
      const name = segments[segments.length - 1];
      if (segments.some((segment) => SYSTEM_FILE.test(segment))) {
        ctx.problems.warn(file, 'a system file, not a question paper: left out (it can be deleted)');
      } else if (!/\.pdf$/i.test(name)) {
        ctx.problems.warn(file, 'not a PDF: left out of the question bank (save it as PDF to publish it)');
      } else if (segments.length < 2) {
        ctx.problems.warn(file, 'not inside a programme folder: left out (move it into a folder such as question-papers/MA/2024/)');
      } else {
        const asset = registerPaper(ctx, relative);
        found.push({ folders: segments.slice(0, -1), file: { name: name.slice(0, -'.pdf'.length), url: asset.url, format: asset.format, bytes: asset.bytes } });
      }
    }
    const taken = new Set<string>();
    const programmes = buildPaperTree(found).map((folder) => {
      const slug = programmeSlug(folder.name, taken);
      ctx.outputs.set(`public/${DATA_DIR}/${slug}`, folder);
      return { name: folder.name, papers: folder.papers, data: `/${DATA_DIR}/${slug}.json` };
    });
    ctx.routes.add('/library/questionBank', 'content/question-papers');
    return { papers: found.length, programmes };
  },
});

/**
 * Registers a paper the glob just found to be served, as ctx.asset would, with one stat instead of three:
 * at 10,000 papers the file-system calls are most of the compile time.
 */
function registerPaper(ctx: CompileContext, source: string): Asset {
  const asset: Asset = {
    source,
    url: `/files/${source.split('/').map(encodeURIComponent).join('/')}`,
    bytes: statSync(ctx.abs(source)).size,
    format: 'PDF',
  };
  ctx.assets.set(source, asset);
  return asset;
}
