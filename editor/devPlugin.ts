import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { contentType } from '../scripts/contentType.ts';
import { compileContent } from '../scripts/content/compile.ts';
import { contentDirOf } from '../scripts/content/contentDir.ts';
import { LOCAL_CHECK_PATH, type LocalCheckAnswer } from './decap/status/localCheck.ts';

/**
 * For `npm run edit`: the dev server also serves the editor (bundle, page, config.yml) that editor/edit.ts
 * wrote into ADMIN_DEV_DIR, at /admin/. Without ADMIN_DEV_DIR (plain `npm run dev`) there is no /admin/. Beside it,
 * /admin/content-check (a POST) runs the whole content check on the content folder as it is, without writing anything,
 * and answers its first problems: the editor asks it after each save (decap/status/localCheck.ts).
 */
// Imported by vite.config.ts when the dev server starts, which the unused-export check does not follow.
// ts-unused-exports:disable-next-line
export function adminDevPlugin(): Plugin {
  const adminDir = process.env.ADMIN_DEV_DIR;
  return {
    name: 'college:admin-dev',
    apply: 'serve',
    configureServer(server) {
      if (!adminDir) return;
      server.middlewares.use((req, res, next) => {
        const prefix = `${server.config.base.replace(/\/$/, '')}/admin/`;
        const url = decodeURIComponent((req.url ?? '').split('?')[0]);
        if (!url.startsWith(prefix)) return next();
        if (req.method === 'POST' && url === `${prefix}${LOCAL_CHECK_PATH}`) {
          const root = process.cwd();
          void compileContent({ root, contentDir: contentDirOf(root), check: true }).then(
            (result) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-store');
              res.end(JSON.stringify({ problems: result.problems.slice(0, 5) } satisfies LocalCheckAnswer));
            },
            () => {
              res.statusCode = 500;
              res.end();
            },
          );
          return;
        }
        const file = path.join(adminDir, url.slice(prefix.length) || 'index.html');
        if (!file.startsWith(adminDir + path.sep) || !existsSync(file) || !statSync(file).isFile()) return next();
        // Its stylesheet as text/css above all: a browser drops a stylesheet of any other type.
        res.setHeader('Content-Type', contentType(file));
        createReadStream(file).pipe(res);
      });
    },
  };
}
