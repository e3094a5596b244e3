import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';

/**
 * When each file last changed: its newest commit in git history, or — for a file not committed yet,
 * or outside a git checkout — its modification time. One `git log` for the whole tree.
 */
export function fileDates(root: string, folders: string[]): Map<string, string> {
  const dates = new Map<string, string>();
  try {
    const log = execFileSync('git', ['log', '--format=@%cI', '--name-only', '--', ...folders], { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
    let date = '';
    for (const line of log.split('\n')) {
      if (line.startsWith('@')) date = line.slice(1);
      else if (line && !dates.has(line)) dates.set(line, date);
    }
  } catch {
    // Not a git checkout (e.g. a downloaded archive): modification times only.
  }
  return dates;
}

/** The newest date among a route's sources (files, or folders whose files count). */
export function routeDate(root: string, sources: Iterable<string>, dates: Map<string, string>): string | undefined {
  let newest: string | undefined;
  const consider = (file: string) => {
    const date = dates.get(file) ?? (existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtime.toISOString() : undefined);
    if (date && (!newest || Date.parse(date) > Date.parse(newest))) newest = date;
  };
  for (const source of sources) {
    const absolute = path.join(root, source);
    if (existsSync(absolute) && statSync(absolute).isDirectory()) {
      for (const file of fg.sync('**/*', { cwd: absolute })) consider(`${source}/${file}`);
    } else {
      consider(source);
    }
  }
  return newest && new Date(newest).toISOString().slice(0, 10);
}
