import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/serve.ts';

/**
 * The preview server (scripts/serve.ts) serves the files a folder holds now. The tests' hosts deploy by swapping the
 * folder served under the same path, and come back to the first folder: whatever it compressed before, it answers each
 * request with the bytes of the folder swapped in, even when both folders' files have the same times and sizes.
 */
describe('the preview server, its folder swapped under the same path', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'serve-'));
  const link = path.join(folder, 'served');
  const release = (name: string, text: string) => {
    mkdirSync(path.join(folder, name));
    const file = path.join(folder, name, 'notice.html');
    writeFileSync(file, text);
    // The same time and size in both releases: only the file itself tells them apart.
    utimesSync(file, new Date('2026-11-23T10:00:00Z'), new Date('2026-11-23T10:00:00Z'));
  };
  const serve = (name: string) => {
    symlinkSync(path.join(folder, name), `${link}.next`);
    renameSync(`${link}.next`, link);
  };
  let server: Server;
  let origin = '';

  beforeAll(async () => {
    release('first', '<p>The examination is on 1 December.</p>');
    release('second', '<p>The examination is on 4 December.</p>');
    serve('first');
    server = await startServer({ root: link, port: 0, base: '/' });
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  // fetch asks for gzip and undoes it: the text is what a browser shows.
  const page = async () => (await fetch(`${origin}/notice.html`)).text();

  it('answers with the bytes of the folder served now, compressed, through every swap and back', async () => {
    const response = await fetch(`${origin}/notice.html`);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('1 December');
    serve('second');
    expect(await page()).toContain('4 December');
    serve('first');
    expect(await page()).toContain('1 December');
    serve('second');
    expect(await page()).toContain('4 December');
  });
});
