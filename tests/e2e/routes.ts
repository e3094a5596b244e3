import path from 'node:path';
import { htmlFiles } from '../../scripts/postbuild/htmlFiles.ts';

/** Every prerendered route of a build: the build under test (dist/client, or DIST_DIR's) unless another client folder is named. */
export function builtRoutes(client = path.join(process.env.DIST_DIR ?? 'dist', 'client')): string[] {
  return htmlFiles(client)
    .map(({ route }) => route)
    .filter(Boolean);
}
