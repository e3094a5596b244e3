/**
 * The Content-Type a file is served with, by its name: the `mime` package's table (the one static hosts and Express
 * use), a text's charset named. The dev server's content files and editor (`npm run dev`, `npm run edit`) and the
 * preview server (`npm run preview`) all serve with it, so a file reaches the browser as the built site's host sends it.
 */
import mime from 'mime';

export function contentType(file: string): string {
  const type = mime.getType(file) ?? 'application/octet-stream';
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type;
}
