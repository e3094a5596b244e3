import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A request the stubbed provider received. */
interface Sent {
  method: string;
  path: string;
  contentType: string;
  body: Buffer;
}

export interface StubbedProvider {
  /** The proxy the browser sends its HTTPS requests through: `127.0.0.1:<port>`. */
  proxy: { host: string; port: number };
  /** What the provider received since the last `reset`. */
  sent: Sent[];
  /** How it answers: a status and a body, or `drop` (the connection closed without an answer). */
  answer: { status: number; body: string } | 'drop';
  reset: () => void;
  close: () => void;
}

/**
 * A third-party provider stubbed at the network's edge, for the engines no test can route requests in (W3C WebDriver has
 * no interception): the browser sends its HTTPS requests through this proxy (a capability or preference of its own),
 * which answers those for `hostname` itself, over TLS with a certificate made for the run (the browser is told to accept
 * it), and refuses every other; the site's own pages are plain HTTP on 127.0.0.1 and never reach it.
 */
export async function stubProvider(hostname: string): Promise<StubbedProvider> {
  const folder = mkdtempSync(path.join(tmpdir(), 'stub-provider-'));
  const [key, cert] = [path.join(folder, 'key.pem'), path.join(folder, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      `/CN=${hostname}`,
      '-addext',
      `subjectAltName=DNS:${hostname}`,
    ],
    {
      stdio: 'ignore',
    },
  );
  const provider: StubbedProvider = {
    proxy: { host: '127.0.0.1', port: 0 },
    sent: [],
    answer: { status: 200, body: 'OK' },
    reset: () => {
      provider.sent = [];
      provider.answer = { status: 200, body: 'OK' };
    },
    close: () => undefined,
  };
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST' };
  const tls = createHttpsServer({ key: readFileSync(key), cert: readFileSync(cert) }, async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    provider.sent.push({
      method: request.method ?? '',
      path: request.url ?? '',
      contentType: request.headers['content-type'] ?? '',
      body: Buffer.concat(chunks),
    });
    const { answer } = provider;
    if (answer === 'drop') return void request.socket.destroy();
    response.writeHead(answer.status, cors).end(answer.body);
  });
  const proxy = createHttpServer();
  proxy.on('connect', (request: IncomingMessage, socket, head) => {
    if (request.url !== `${hostname}:443`) return void socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length) socket.unshift(head);
    tls.emit('connection', socket);
  });
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  provider.proxy.port = (proxy.address() as { port: number }).port;
  provider.close = () => {
    proxy.closeAllConnections();
    proxy.close();
    tls.close();
    rmSync(folder, { recursive: true, force: true });
  };
  return provider;
}
