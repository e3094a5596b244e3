import path from 'node:path';
import { htmlFiles } from '../../scripts/postbuild/htmlFiles.ts';

/** Every prerendered route of the build under test (dist/client, or DIST_DIR). */
export function builtRoutes(): string[] {
  const client = path.join(process.env.DIST_DIR ?? 'dist', 'client');
  return htmlFiles(client)
    .map(({ route }) => route)
    .filter(Boolean);
}
