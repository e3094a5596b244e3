/**
 * `npm run edit` as the office starts it (editor/edit.ts: Decap's local proxy and the dev server serving the editor at
 * /admin/), on a scratch git copy of the fixture site and on free ports: the dev server's given by VITE_CONFIG, the
 * proxy's by DECAP_PROXY_PORT. Ready once the proxy answers for the scratch copy and the dev server serves /admin/.
 * `stop` ends its process group (the proxy and the dev server are its children) and, once it has exited, removes the copy.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, proxyInfo, scratchRepository, stopGroup } from './editorLocalBackend.ts';

export async function startEdit(): Promise<{ url: string; scratch: ReturnType<typeof scratchRepository>; stop(): Promise<void> }> {
  const scratch = scratchRepository('content');
  const [proxyPort, devPort] = [await freePort(), await freePort()];
  const edit = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'editor/edit.ts'], {
    env: {
      ...process.env,
      CONTENT_DIR: scratch.contentDir,
      DECAP_PROXY_PORT: String(proxyPort),
      VITE_CONFIG: JSON.stringify({ server: { port: devPort, strictPort: true, host: '127.0.0.1' } }),
    },
    // Its own process group, so that stopping it stops the proxy and the dev server it started.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let said = '';
  edit.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const stop = async () => {
    await stopGroup(edit);
    scratch.remove();
  };
  const url = `http://127.0.0.1:${devPort}`;
  const exited = new Promise<never>((_, reject) => edit.once('exit', (code) => reject(new Error(`npm run edit exited (${code}):\n${said}`))));
  let waiting = true;
  const ready = (async () => {
    while (waiting) {
      const info = await proxyInfo(proxyPort);
      const admin = await fetch(`${url}/admin/`).then(
        (response) => response.ok,
        () => false,
      );
      if (info?.repo === path.basename(scratch.repo) && admin) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    waiting = false;
  }
  return { url, scratch, stop };
}
