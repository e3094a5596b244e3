import path from 'node:path';
import * as pagefind from 'pagefind';
import type { Asset } from '../content/context.ts';

/**
 * Builds the Pagefind search index into <client>/pagefind/: every page's main content, plus one record
 * per question paper (its name and folders), whose result opens the PDF.
 */
export async function writeSearchIndex(clientDir: string, assets: Asset[]): Promise<{ pages: number; papers: number }> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: ['.last-updated'] });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  try {
    const pages = await index.addDirectory({ path: clientDir, glob: '**/index.html' });
    if (pages.errors.length > 0) throw new Error(`pagefind: ${pages.errors.join('; ')}`);
    const papers = assets.filter((asset) => asset.source.startsWith('question-papers/') && asset.format === 'PDF');
    for (const paper of papers) {
      const segments = paper.source.split('/').slice(1);
      const name = segments[segments.length - 1].replace(/\.pdf$/i, '');
      const where = segments.slice(0, -1).join(' › ');
      const added = await index.addCustomRecord({
        url: paper.url,
        content: `${name}. Question paper: ${where}.`,
        language: 'en',
        meta: { title: `${name} (question paper, PDF)`, where },
      });
      if (added.errors.length > 0) throw new Error(`pagefind: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: path.join(clientDir, 'pagefind') });
    if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`);
    return { pages: pages.page_count, papers: papers.length };
  } finally {
    await pagefind.close();
  }
}
