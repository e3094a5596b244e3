import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';

/**
 * When each file last changed: its newest commit in git history, or — for a file not committed yet,
 * or outside a git checkout — its modification time. One `git log` for the whole tree.
 */
export function fileDates(root: string, folders: string[]): Map<string, string> {
  const dates = new Map<string, string>();
  try {
    const log = execFileSync('git', ['log', '--format=@%cI', '--name-only', '--', ...folders], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
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

/** The commit checked out (empty outside a git checkout): what the dates from git history were read at. */
export function headCommit(root: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** The newest date among a route's sources (files, or folders whose files count). */
export function routeDate(root: string, sources: Iterable<string>, dates: Map<string, string>): string | undefined {
  let newest: string | undefined;
  const consider = (file: string, stats = statSync(path.join(root, file), { throwIfNoEntry: false })) => {
    const date = dates.get(file) ?? stats?.mtime.toISOString();
    if (date && (!newest || Date.parse(date) > Date.parse(newest))) newest = date;
  };
  for (const source of sources) {
    // One look at each source (thousands of pages): a folder's files count, a file counts itself.
    const stats = statSync(path.join(root, source), { throwIfNoEntry: false });
    if (stats?.isDirectory()) {
      for (const file of fg.sync('**/*', { cwd: path.join(root, source) })) consider(`${source}/${file}`);
    } else {
      consider(source, stats);
    }
  }
  return newest && new Date(newest).toISOString().slice(0, 10);
}
