import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The version of package `name` as installed: what a cache key names, so that an upgrade of a reader or drawer makes
 * the build read or draw again without anyone bumping a constant. Read from the package.json above the file the package
 * resolves to, since a package's exports need not offer its package.json.
 */
export function installedVersion(name: string): string {
  for (let folder = path.dirname(require.resolve(name)); folder !== path.dirname(folder); folder = path.dirname(folder)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { name?: string; version: string };
      if (manifest.name === name) return manifest.version;
    } catch {
      // No package.json in this folder: look in the one above.
    }
  }
  throw new Error(`${name} is installed without its package.json`);
}
