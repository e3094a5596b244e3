/**
 * The prerenderer's own cost, for the build-at-scale bench (buildScale.ts): a project of Vike and React alone, in a
 * temporary folder, prerendering a home page and pages like the bench's generated ones (two headings, a list, a table,
 * about 400 words), as data rather than Markdown, with nothing else: no content compiler, search index, link check or
 * editor. Timed with as many pages as the sample site and with 4,000 more, it shows how the prerender alone grows with
 * the pages, on the same machine and in the same run as the site's build.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatedPageParts } from './generatedPage.ts';
import { measuredRun } from './measuredRun.ts';

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'bare-vike', private: true, type: 'module' }),
  'vite.config.ts': `import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
export default { plugins: [react(), vike()] };
`,
  'pages/+config.ts': `import vikeReact from 'vike-react/config';
export default { extends: [vikeReact], prerender: true, clientHooks: false, lang: 'en-IN' };
`,
  'pages/index/+Page.tsx': `export default function Page() {
  return <h1>Home</h1>;
}
`,
  // The pages' text, from bench-pages.json (written by benchBareVike): the list is read once, as the site's compiled content is.
  'pages/bench/@n/+onBeforePrerenderStart.ts': `export function onBeforePrerenderStart() {
  return Array.from({ length: Number(process.env.BENCH_PAGES) }, (_, n) => \`/bench/page-\${n + 1}\`);
}
`,
  'pages/bench/@n/+data.ts': `import { readFileSync } from 'node:fs';
import type { PageContextServer } from 'vike/types';
let pages: { title: string; overview: string; points: string[]; figures: string[][]; closing: string }[] | undefined;
export function data(pageContext: PageContextServer) {
  pages ??= JSON.parse(readFileSync('bench-pages.json', 'utf8'));
  return pages![Number(pageContext.routeParams.n.replace('page-', '')) - 1];
}
export type Data = ReturnType<typeof data>;
`,
  'pages/bench/@n/+Page.tsx': `import { useData } from 'vike-react/useData';
import type { Data } from './+data';
export default function Page() {
  const page = useData<Data>();
  return (
    <main>
      <h1>{page.title}</h1>
      <h2>Overview</h2>
      <p>{page.overview}.</p>
      <h2>Points</h2>
      <ul>{page.points.map((point, i) => <li key={i}>{point}</li>)}</ul>
      <h2>Figures</h2>
      <table>
        <thead><tr><th>Item</th><th>Count</th><th>Note</th></tr></thead>
        <tbody>{page.figures.map((row, i) => <tr key={i}>{row.map((cell, j) => <td key={j}>{cell}</td>)}</tr>)}</tbody>
      </table>
      <p>{page.closing}.</p>
    </main>
  );
}
`,
};

/** `vike build` of the bare project with `pages` pages in all (the home page and bench pages): its wall-clock seconds. */
async function timeBareBuild(folder: string, pages: number): Promise<number> {
  rmSync(path.join(folder, 'dist'), { recursive: true, force: true });
  // Vike's command line (its package's "bin"), as `npx vike build` runs it.
  const run = await measuredRun(process.execPath, [path.join(folder, 'node_modules/vike/bin.js'), 'build'], {
    cwd: folder,
    env: { ...process.env, BENCH_PAGES: String(pages - 1) },
  });
  if (run.status !== 0) throw new Error(`the bare Vike build failed:\n${run.stdout}\n${run.stderr}`);
  return run.seconds;
}

/** The bare project's build with `small` and with `large` pages in all, each timed once, in the same run. */
export async function benchBareVike(root: string, small: number, large: number): Promise<{ small: number; large: number }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bare-vike-'));
  try {
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), text);
    }
    // The same text as the site's generated pages (generatedPage.ts), as data.
    writeFileSync(path.join(folder, 'bench-pages.json'), JSON.stringify(Array.from({ length: large - 1 }, (_, n) => generatedPageParts(n + 1))));
    symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
    return { small: await timeBareBuild(folder, small), large: await timeBareBuild(folder, large) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
