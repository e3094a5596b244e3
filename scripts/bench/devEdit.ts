/**
 * `npx tsx scripts/bench/devEdit.ts`: how long the dev server takes to show an edited Markdown page with 4,000
 * extra pages (budget: within 1 s). Copies the project into a temporary folder, adds the scale bench's 4,000
 * pages, starts `npm run dev` there (DEV_PORT, default 5184), loads one page, then edits its Markdown file a few
 * times and polls the page after each edit until the new text appears: milliseconds from the write to the page.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { copyProject, EXTRA_PAGES } from './buildScale.ts';
import { generatedPage } from './generatedPage.ts';

const EDITS = 5;
const BUDGET_MS = 1000;
const root = process.cwd();
const port = Number(process.env.DEV_PORT ?? 5184);
const pageUrl = `http://localhost:${port}/bench/page-1`;

/** Fetches the page until its HTML contains `text`; the milliseconds it took from `since`. */
async function pollUntilShown(text: string, since: number, giveUpMs: number): Promise<number> {
  while (performance.now() - since < giveUpMs) {
    const html = await fetch(pageUrl)
      .then((response) => (response.ok ? response.text() : ''))
      .catch(() => '');
    if (html.includes(text)) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${pageUrl} did not show "${text}" within ${giveUpMs} ms`);
}

const temp = mkdtempSync(path.join(tmpdir(), 'college-dev-edit-'));
const benchPages = path.join(temp, 'content/pages/bench');
copyProject(root, temp);
mkdirSync(benchPages, { recursive: true });
for (let n = 1; n <= EXTRA_PAGES; n++) writeFileSync(path.join(benchPages, `page-${n}.md`), generatedPage(n));
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const compiled = spawnSync(process.execPath, [tsx, 'scripts/content/cli.ts'], { cwd: temp, encoding: 'utf8' });
if (compiled.status !== 0) throw new Error(`the content did not compile:\n${compiled.stderr}`);

// The dev server in its own process group, so that stopping it stops Vite with it.
const server = spawn(process.execPath, [path.join(root, 'node_modules/vike/bin.js'), 'dev', '--port', String(port)], {
  cwd: temp,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
try {
  const load = loadavg()[0].toFixed(1);
  const firstLoad = await pollUntilShown('Bench page 1', performance.now(), 120_000);
  // The server's own first compile, which the edits reuse (contentPlugin), and Vite's dependency optimisation after
  // the first request: the edits are timed once the server's log has been quiet for two seconds.
  let quietSince = { length: -1, at: 0 };
  while (!log.includes('content compiled and kept') || performance.now() - quietSince.at < 2000) {
    if (server.exitCode !== null) throw new Error(`the dev server stopped:\n${log}`);
    if (log.length !== quietSince.length) quietSince = { length: log.length, at: performance.now() };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const times: number[] = [];
  for (let edit = 1; edit <= EDITS; edit++) {
    const marker = `Edited text number ${edit}`;
    const since = performance.now();
    writeFileSync(path.join(benchPages, 'page-1.md'), generatedPage(1).replace('## Points', `${marker}\n\n## Points`));
    times.push(await pollUntilShown(marker, since, 30_000));
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.table({
    'load average at start': load,
    pages: `${EXTRA_PAGES} extra`,
    'first load of the page': `${Math.round(firstLoad)} ms`,
    'edit to page, each': times.map((ms) => Math.round(ms)).join(', ') + ' ms',
    'edit to page, median': `${Math.round(median)} ms (budget ${BUDGET_MS} ms: ${median <= BUDGET_MS ? 'met' : 'OVER'})`,
  });
} catch (error) {
  console.error(log);
  throw error;
} finally {
  if (server.pid) process.kill(-server.pid);
  rmSync(temp, { recursive: true, force: true });
}
