import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { pipeline } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fg from 'fast-glob';
import { startServer } from '../../scripts/serve.ts';
import { removeBuild } from '../unit/builtSite.ts';
import { FIXTURE_DIR } from './fixtureSite.ts';

/** The sub-path a GitHub project site is served under, which the sub-path build is built for. */
export const SUB_PATH = '/college/';

/**
 * The fixture site built under SUB_PATH, into a folder of its own (removed by `remove`). One build, about 15 s on a
 * quiet machine, a minute on a busy one: the price of running the worker under a sub-path.
 */
export async function subPathBuild(): Promise<{ client: string; remove: () => void }> {
  const root = process.cwd();
  const dist = path.join(root, `dist-e2e-sub-path-${process.pid}`);
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: FIXTURE_DIR, DIST_DIR: dist, BASE_PATH: SUB_PATH, BUILD_DATE: '2026-11-23' },
  });
  return { client: path.join(dist, 'client'), remove: () => removeBuild(root, dist) };
}

export interface SlowHost {
  /** The address the site is served at, its sub-path included: `http://127.0.0.1:<port>/college/`. */
  url: string;
  /** The folder served at first: a copy of the build, which a test changes as a deploy changes the host's files. */
  root: string;
  /**
   * Serves another folder from now on, as a deploy that replaces the host's files in one step: a request that came
   * before is answered wholly from the folder served then, one that comes after wholly from this one.
   */
  serve: (folder: string) => Promise<void>;
  /** How long the host waits before it answers each request, in ms (0: at once). */
  delayMs: number;
  /** Whether the host, once it has waited, drops the connection instead of answering (a link that gives out). */
  dropping: boolean;
  /** When the host last sent the answer for each path, or dropped it (Date.now()): a test measures from that moment. */
  answeredAt: Map<string, number>;
  /** When a request for each path last reached the host (Date.now()), answered or not. */
  askedAt: Map<string, number>;
  /** How many requests for each path have reached the host, answered or not: what a slow link carried. */
  asked: Map<string, number>;
  /** Each answer the host gave with an error status (400 and above), as `404 /assets/chunk-7y9sWmk5.js`, in order. */
  errors: string[];
  close: () => void;
}

/**
 * A static host for a copy of `client`, served under `base`, that answers each request `delayMs` after it came: a
 * cold connection on 2G or a crowded tower, with the server's delay under the test's control (the browser's own
 * network emulation would not slow the service worker's requests).
 */
export async function slowHost(client: string, base: string): Promise<SlowHost> {
  const root = mkdtempSync(path.join(tmpdir(), 'slow-host-'));
  cpSync(client, root, { recursive: true });
  // A file server for each folder served. (Not one server on a link swapped between folders: a request caught by the
  // swap between the file's lookup and its reading was cut off, which no real host does to a request.)
  const servers = new Map<string, Server>();
  let filesPort = 0;
  const serve = async (folder: string) => {
    if (!servers.has(folder)) servers.set(folder, await startServer({ root: folder, port: 0, base }));
    const address = servers.get(folder)!.address();
    // A test cut short by its time limit goes on running for a moment after its host was closed: say so plainly.
    if (address === null || typeof address === 'string') throw new Error('a deploy to a host already closed (the test had ended)');
    filesPort = address.port;
  };
  await serve(root);
  const host: SlowHost = {
    url: '',
    root,
    serve,
    delayMs: 0,
    dropping: false,
    answeredAt: new Map(),
    askedAt: new Map(),
    asked: new Map(),
    errors: [],
    close: () => undefined,
  };
  const front: Server = createServer((incoming, outgoing) => {
    const asked = new URL(incoming.url ?? '/', 'http://host').pathname;
    host.askedAt.set(asked, Date.now());
    host.asked.set(asked, (host.asked.get(asked) ?? 0) + 1);
    const answered = () => host.answeredAt.set(asked, Date.now());
    const port = filesPort;
    setTimeout(() => {
      if (host.dropping) {
        answered();
        return outgoing.destroy();
      }
      // A connection of its own for each request (agent: false): a kept-alive one could be closed by the file server
      // just as it is used again, which would cut off the visitor's answer.
      const proxied = request({ port, host: '127.0.0.1', path: incoming.url, method: incoming.method, headers: incoming.headers, agent: false }, (answer) => {
        answered();
        if ((answer.statusCode ?? 502) >= 400) host.errors.push(`${answer.statusCode} ${incoming.url}`);
        // The visitor went away while the host was slow (a page left, a request the browser cancelled): no one to answer.
        if (outgoing.destroyed) return answer.resume();
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        // An answer cut off midway ends the visitor's answer too, rather than leaving it open.
        pipeline(answer, outgoing, () => undefined);
      });
      proxied.on('error', () => outgoing.destroy());
      incoming.pipe(proxied);
    }, host.delayMs);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  host.url = `http://127.0.0.1:${(front.address() as { port: number }).port}${base}`;
  host.close = () => {
    front.closeAllConnections();
    front.close();
    for (const files of servers.values()) files.close();
    rmSync(root, { recursive: true, force: true });
  };
  return host;
}

/**
 * Makes `client` stand for a release that changed the site's code: each hashed file under /assets/ is renamed
 * (`chunk-7y9sWmk5.js` to `chunk-7y9sWmk5-2.js`) with every mention of it (sw.js's precache list included), as a new
 * bundle renames them, so the files the earlier build's pages name are gone. Answers with the old names and the new.
 */
export function renameHashedFiles(client: string): Map<string, string> {
  const renamed = new Map(fg.sync('assets/**/*.{js,css}', { cwd: client }).map((file) => [file, file.replace(/\.(js|css)$/, '-2.$1')]));
  const names = new Map([...renamed].map(([from, to]) => [path.basename(from), path.basename(to)]));
  const mention = new RegExp(`(?<![\\w.-])(${[...names.keys()].map((name) => name.replace(/[.]/g, '\\.')).join('|')})`, 'g');
  for (const file of fg.sync('**/*.{html,js,css,json}', { cwd: client })) {
    const text = readFileSync(path.join(client, file), 'utf8');
    const rewritten = text.replace(mention, (name) => names.get(name)!);
    if (rewritten !== text) writeFileSync(path.join(client, file), rewritten);
  }
  for (const [from, to] of renamed) cpSync(path.join(client, from), path.join(client, to));
  for (const from of renamed.keys()) rmSync(path.join(client, from));
  return renamed;
}
