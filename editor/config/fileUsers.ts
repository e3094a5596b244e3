/**
 * Which content files name each published file (a notice's attachment, a page's document, a photo): every value of
 * a settings file, of a Markdown file's front matter and of a spreadsheet that names a file under content/ which
 * exists, and the photos a gallery's captions name. The editor refuses to delete a file that is named, and says by whom (editor/browser/mediaGuard.ts).
 * Read leniently, as the editor's other lists: a file that cannot be read names nothing here, and the content check
 * explains it.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { parse as parseCsv } from 'csv-parse/sync';
import { isServedFile } from '../../common/servedFiles.ts';
import type { FileUser, FileUsers } from '../browser/mediaGuard.ts';
import { readFrontMatter, readYaml } from './lenientRead.ts';
import { galleries, notices, pagesFolder } from './schemaSources.ts';

/** A value that may name a file under content/ (as the schemas' ContentFile does): relative, with an extension, no address. */
const FILE_NAME = /^[^/\\][^:]*\.[A-Za-z0-9]+$/;

/** The file names among a value's strings, wherever they stand in it. */
function namedFiles(value: unknown): string[] {
  if (typeof value === 'string') return FILE_NAME.test(value.trim()) && isServedFile(value.trim()) ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(namedFiles);
  if (value && typeof value === 'object') return Object.values(value).flatMap(namedFiles);
  return [];
}

const kindOf = (relative: string): FileUser['kind'] =>
  relative.startsWith(`${notices.folder}/`) ? 'notice' : relative.startsWith(`${pagesFolder}/`) ? 'page' : 'file';

function readCsv(file: string): string[][] {
  try {
    return parseCsv(readFileSync(file, 'utf8'), { bom: true, relax_column_count: true }) as string[][];
  } catch {
    return [];
  }
}

/** The files of `contentDir` that content files name, each with the files naming it (`content/…`) and their titles. */
export function fileUsers(contentDir: string): FileUsers {
  const exists = new Map<string, boolean>();
  const isFile = (name: string) => {
    if (!exists.has(name)) {
      try {
        exists.set(name, statSync(path.join(contentDir, name)).isFile());
      } catch {
        exists.set(name, false);
      }
    }
    return exists.get(name)!;
  };
  const users: FileUsers = {};
  for (const relative of fg.sync('**/*.{md,yaml,yml,csv}', { cwd: contentDir }).sort()) {
    const absolute = path.join(contentDir, relative);
    const data = relative.endsWith('.md') ? readFrontMatter(absolute) : relative.endsWith('.csv') ? readCsv(absolute) : readYaml(absolute);
    const title = !Array.isArray(data) && typeof data?.title === 'string' ? data.title : undefined;
    // A gallery's captions name its photos by their bare file names, as keys.
    const photos =
      path.posix.basename(relative) === galleries.captionsFile && data && !Array.isArray(data)
        ? Object.keys(data).map((name) => path.posix.join(path.posix.dirname(relative), name))
        : [];
    for (const named of new Set([...namedFiles(data), ...photos])) {
      if (named === relative || !isFile(named)) continue;
      (users[named] ??= []).push({ file: `content/${relative}`, kind: kindOf(relative), ...(title && { title }) });
    }
  }
  return users;
}
