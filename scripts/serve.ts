/**
 * `npm run preview`: serves dist/client as a static host would: files by path, a folder's index.html,
 * and 404.html with status 404 for anything else. BASE_PATH serves it under a sub-path.
 * PORT picks the port (default 4173; 0 = any free port); DIST_DIR serves another build than dist/.
 */
import { createReadStream, existsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { staticFile } from './buildSupport/staticFile.ts';
import { contentType } from './contentType.ts';

const gzip = promisify(gzipCallback);

/** Text is sent gzip-compressed when the browser accepts it, as every static host does (Lighthouse measures transfer sizes). */
const compressible = (type: string) => /^(text\/|application\/(json|xml))|svg/.test(type);

/**
 * Each text file compressed once, as a static host does, and again only once it has changed: compressing the editor's
 * 4 MB script takes about 0.1 s of a core, which every opening of the editor would otherwise spend again. The
 * file is opened once, and its identity (device, inode), time and size read from the file opened: a folder swapped
 * under the same path (a deploy, as the tests' hosts do) can never pair one file's bytes with another's stamp, even when
 * the swap comes back to a folder whose files have the very same times and sizes.
 */
const compressed = new Map<string, { stamp: string; body: Buffer }>();
async function gzipped(file: string): Promise<Buffer> {
  const handle = await open(file);
  try {
    const { dev, ino, mtimeMs, size } = await handle.stat();
    const stamp = `${dev}:${ino} ${mtimeMs} ${size}`;
    const kept = compressed.get(file);
    if (kept?.stamp === stamp) return kept.body;
    const body = await gzip(await handle.readFile());
    compressed.set(file, { stamp, body });
    return body;
  } finally {
    await handle.close();
  }
}

export function startServer(options: { root?: string; port?: number; base?: string } = {}): Promise<Server> {
  const root = path.resolve(options.root ?? path.join(process.env.DIST_DIR ?? 'dist', 'client'));
  const base = (options.base ?? process.env.BASE_PATH ?? '/').replace(/\/$/, '');
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const inBase = url.pathname === base || url.pathname.startsWith(`${base}/`);
    const file = inBase ? staticFile(root, url.pathname.slice(base.length) || '/') : undefined;
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, '404.html');
    const type = contentType(served);
    const compress = compressible(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': served.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(compress ? { 'Content-Encoding': 'gzip' } : {}),
    });
    if (req.method === 'HEAD') return res.end();
    // A file gone between its lookup and its reading (a deploy replacing the files) ends this answer, not the server.
    if (compress)
      gzipped(served).then(
        (body) => res.end(body),
        () => res.destroy(),
      );
    else pipeline(createReadStream(served), res, () => undefined);
  });
  return new Promise((resolve) => server.listen(options.port ?? Number(process.env.PORT ?? 4173), '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(path.join(dist, 'client', 'index.html'))) {
    console.error(`${dist}/client is empty: run "npm run build" first (npm start does both).`);
    process.exit(1);
  }
  const server = await startServer();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 4173;
  const base = (process.env.BASE_PATH ?? '/').replace(/\/?$/, '/');
  console.log(`Serving ${dist}/client at http://localhost:${port}${base}  (Ctrl+C stops)`);
}
