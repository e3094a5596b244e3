/**
 * Vike's bundle (the client and server builds) in a Node process of its own. Vite and Rolldown keep hundreds of
 * megabytes after a build (module graphs, native buffers) that the prerender and the later steps never use; in a child
 * process that memory is returned when it ends, so the build's own process stays under its memory budget with
 * thousands of pages. A failure comes back as an error with the message and the file Vite named, as if thrown here.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** What crosses from the child: an error's message and the file it names (Vite's id/file, Node's path). */
interface BundleError {
  message: string;
  id?: string;
  file?: string;
  path?: string;
}

const CHILD = fileURLToPath(new URL('./bundleChild.ts', import.meta.url));

export function bundleInChild(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let failure: BundleError | undefined;
    const child = fork(CHILD, [outDir], { execArgv: ['--import', 'tsx'] });
    child.on('message', (message: BundleError) => (failure = message));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      const { message, ...where } = failure ?? { message: `the bundling process ended with ${signal ?? `exit code ${code}`}` };
      reject(Object.assign(new Error(message), where));
    });
  });
}
