import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { compileContent } from '../content/build.ts';
import { formatReport } from '../content/errors.ts';
import { contentDirOf } from '../lib/contentDir.ts';

/**
 * For `npm run dev`: serves content files at /files/… and compiled data from .generated/public/ (the build
 * copies both instead), and recompiles
 * the content and reloads the page whenever something under content/ changes.
 */
export function contentPlugin(): Plugin {
  const root = process.cwd();
  const contentDir = contentDirOf(root);
  return {
    name: 'college:content',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(contentDir);
      const recompile = async (file: string) => {
        if (!file.startsWith(contentDir)) return;
        const result = await compileContent({ root, contentDir });
        if (result.problems.length > 0) {
          server.config.logger.error(formatReport(result.problems));
          return;
        }
        server.config.logger.info(`content recompiled (${path.relative(root, file)})`);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', recompile);
      server.watcher.on('add', recompile);
      server.watcher.on('unlink', recompile);

      const publicData = path.join(root, '.generated', 'public');
      server.middlewares.use((req, res, next) => {
        const base = server.config.base.replace(/\/$/, '');
        const url = (req.url ?? '').split('?')[0];
        if (!url.startsWith(`${base}/`)) return next();
        const relative = decodeURIComponent(url.slice(base.length + 1));
        // /files/… are content files; anything else may be compiled data under .generated/public/.
        const [dir, name] = relative.startsWith('files/') ? [contentDir, relative.slice('files/'.length)] : [publicData, relative];
        const file = path.join(dir, name);
        if (!file.startsWith(dir + path.sep) || !existsSync(file) || !statSync(file).isFile()) return next();
        res.setHeader('Content-Type', contentType(file));
        createReadStream(file).pipe(res);
      });
    },
  };
}

const types: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.json': 'application/json',
};

export function contentType(file: string): string {
  return types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}
