import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { swapIn } from './swapIn.ts';

/** What the cache holds beside the bundle's files: the code it was made from, and the folder it was built into. */
interface Made {
  code: string;
  outDir: string;
}

/** The bundle's files whose text names the folder it was built into (Vike's server entry, with Vite's config). */
const namingFiles = (outDir: string, builtInto: string) =>
  readdirSync(path.join(outDir, 'server'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file, 'utf8').includes(builtInto));

/**
 * The build's cache of the bundle (Vike's client and server build, issue 14): the bundle reads no content, so the same
 * code (scripts/lib/codeKey.ts) makes the same bundle, and a build after a content edit copies it instead of bundling
 * again. One bundle is kept, in node_modules/.cache; a build with other code replaces it.
 *
 * Vike's server entry records the folder the bundle was built into, and the prerender writes there: a bundle built into
 * another build's staging folder has that folder's path replaced with this build's. A bundle in which the path is not
 * found is not used.
 */
export function restoreBundle(cacheDir: string, code: string, outDir: string): boolean {
  const madeFile = path.join(cacheDir, 'made.json');
  if (!existsSync(madeFile)) return false;
  let made: Made;
  try {
    made = JSON.parse(readFileSync(madeFile, 'utf8')) as Made;
  } catch {
    return false;
  }
  // Vike's server entry also records the project's folder: a bundle made in another checkout is not used.
  if (made.code !== code || path.dirname(made.outDir) !== path.dirname(outDir)) return false;
  cpSync(path.join(cacheDir, 'bundle'), outDir, { recursive: true });
  const builtInto = `${made.outDir}/`;
  const naming = namingFiles(outDir, builtInto);
  if (naming.length === 0) {
    rmSync(outDir, { recursive: true, force: true });
    return false;
  }
  for (const file of naming) writeFileSync(file, readFileSync(file, 'utf8').replaceAll(builtInto, `${outDir}/`));
  return true;
}

/** Keeps the bundle just built into `outDir` (before the prerender, which removes its server half) for the next build. */
export function saveBundle(cacheDir: string, code: string, outDir: string): void {
  const temporary = `${cacheDir}.${process.pid}.tmp`;
  rmSync(temporary, { recursive: true, force: true });
  mkdirSync(temporary, { recursive: true });
  cpSync(outDir, path.join(temporary, 'bundle'), { recursive: true });
  writeFileSync(path.join(temporary, 'made.json'), JSON.stringify({ code, outDir } satisfies Made));
  swapIn(temporary, cacheDir);
}
