/** The child process of bundleInChild.ts: Vike's build into the folder named by its argument; prerendering is left to the parent. */
import './productionEnv.ts';
import { build } from 'vike/api';

try {
  await build({ viteConfig: { build: { outDir: process.argv[2] } }, vikeConfig: { prerender: { disableAutoRun: true } } });
} catch (error) {
  const record = (typeof error === 'object' && error !== null ? error : {}) as { id?: unknown; file?: unknown; path?: unknown };
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  process.send?.({ message: error instanceof Error ? error.message : String(error), id: text(record.id), file: text(record.file), path: text(record.path) });
  process.exitCode = 1;
}
