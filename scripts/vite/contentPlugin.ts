import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { formatReport } from '../content/errors.ts';
import { contentDirOf } from '../content/contentDir.ts';
import { contentRecompiler } from './contentRecompiler.ts';
import { devContent } from '../../common/devContent.ts';
import { contentType } from '../contentType.ts';

/**
 * For `npm run dev`: serves content files at /files/… and the compiled data pages fetch (the build copies both
 * instead), and recompiles the content whenever something under content/ changes: only the changed Markdown is
 * parsed again, and the result goes to the pages in memory (contentRecompiler), not through .generated/. A content
 * problem is printed and shown over the page (file and line), and the pages keep the last good content.
 */
// Imported by vite.config.ts when the dev server starts, which the unused-export check does not follow.
// ts-unused-exports:disable-next-line
export function contentPlugin(): Plugin {
  const root = process.cwd();
  const contentDir = contentDirOf(root);
  return {
    name: 'college:content',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(contentDir);
      const recompile = contentRecompiler({
        root,
        contentDir,
        compiled(changed) {
          if (!changed) return server.config.logger.info('content compiled and kept: an edit recompiles only what it changed');
          server.config.logger.info(`content recompiled (${path.relative(root, changed)})`);
          server.ws.send({ type: 'full-reload' });
        },
        failed(problems, changed) {
          const report = formatReport(problems);
          server.config.logger.error(report);
          const first = problems[0];
          server.ws.send({
            type: 'error',
            err: {
              message: report,
              stack: '',
              plugin: 'college:content',
              id: changed ?? contentDir,
              loc: first.line === undefined ? undefined : { file: path.join(root, first.file), line: first.line, column: 1 },
            },
          });
        },
        crashed(error, changed) {
          const after = changed ? ` after ${path.relative(root, changed)} changed` : '';
          server.config.logger.error(
            `content: the compile${after} failed; the last good content stays\n${error instanceof Error ? error.stack : String(error)}`,
          );
        },
      });
      const onChange = (file: string) => {
        if (file.startsWith(contentDir)) void recompile(file);
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      // The first compile parses every page (npm run dev compiled them once already, in another process, for the first
      // requests): done as soon as the server listens, so that the first edit costs only its own file.
      server.httpServer?.once('listening', () => void recompile());

      const publicData = path.join(root, '.generated', 'public');
      server.middlewares.use((req, res, next) => {
        const base = server.config.base.replace(/\/$/, '');
        const url = (req.url ?? '').split('?')[0];
        if (!url.startsWith(`${base}/`)) return next();
        const relative = decodeURIComponent(url.slice(base.length + 1));
        // Compiled data the browser fetches (outputs named public/…): the latest compile's, else what npm run content wrote.
        const compiled = relative.endsWith('.json')
          ? (devContent() as Record<string, unknown> | undefined)?.[`public/${relative.slice(0, -'.json'.length)}`]
          : undefined;
        if (compiled !== undefined) {
          res.setHeader('Content-Type', contentType(relative));
          res.end(JSON.stringify(compiled));
          return;
        }
        // /files/… are content files; anything else may be compiled data under .generated/public/.
        const [dir, name] = relative.startsWith('files/') ? [contentDir, relative.slice('files/'.length)] : [publicData, relative];
        const inDir = path.join(dir, name);
        // The pictures of a document's pages, drawn by the compile, lie with the compiled data (public/files/…).
        const [servedFrom, file] = dir === contentDir && !existsSync(inDir) ? [publicData, path.join(publicData, relative)] : [dir, inDir];
        if (!file.startsWith(servedFrom + path.sep) || !existsSync(file) || !statSync(file).isFile()) return next();
        res.setHeader('Content-Type', contentType(file));
        createReadStream(file).pipe(res);
      });
    },
  };
}
