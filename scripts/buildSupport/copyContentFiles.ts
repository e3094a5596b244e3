import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Asset } from '../content/context.ts';
import { FileFailure } from './buildFailure.ts';

/**
 * Copies the content files pages use into `filesDir` (served at /files/…), each as its bytes: a symbolic link inside
 * content/ would otherwise be copied as a link into the build machine, which points nowhere once served.
 */
export function copyContentFiles(assets: readonly Asset[], contentDir: string, filesDir: string): void {
  for (const asset of assets) {
    const source = path.join(contentDir, ...asset.source.split('/'));
    const target = path.join(filesDir, ...asset.source.split('/'));
    try {
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(source, target);
    } catch (error) {
      throw new FileFailure(source, error);
    }
  }
}
