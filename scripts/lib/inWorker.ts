import { Worker } from 'node:worker_threads';

/**
 * The worker's first module (plain CommonJS, so it needs no loader): registers tsx's loader in the worker, which
 * does not inherit the main thread's, then imports the task's module and posts back what its function returns.
 */
const BOOTSTRAP = `
const { parentPort, workerData } = require('node:worker_threads');
import('tsx/esm/api')
  .then(({ register }) => { register(); return import(workerData.module); })
  .then((module) => module[workerData.name](workerData.input))
  .then((result) => parentPort.postMessage(result));
`;

/**
 * Runs an exported function of one of the project's TypeScript modules in a worker thread of this process, so that
 * it uses the other core while this thread goes on, and resolves to what it returns (`Task` is the function's type,
 * imported as a type only: the module is loaded in the worker, not here). Input and result cross by
 * structured clone (plain data); an exception in the worker rejects with its message and stack. The worker's
 * memory is this process's, so the build's measured peak includes it, and it is freed when the worker ends.
 */
export function inWorker<Task extends (input: never) => unknown>(module: URL, name: string, input: Parameters<Task>[0]): Promise<Awaited<ReturnType<Task>>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { module: module.href, name, input } });
    let settled = false;
    worker.once('message', (result: Awaited<ReturnType<Task>>) => {
      settled = true;
      resolve(result);
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`the worker running ${name} stopped (exit code ${code}) without an answer`));
    });
  });
}
