import path from 'node:path';

/** The deepest folder holding all the files (documents/naac/aqar for its reports); undefined for none. */
export function commonFolder(files: string[]): string | undefined {
  if (files.length === 0) return undefined;
  const [first, ...others] = files.map((file) => path.posix.dirname(file).split('/'));
  let depth = first.length;
  for (const folder of others) {
    let shared = 0;
    while (shared < depth && folder[shared] === first[shared]) shared++;
    depth = shared;
  }
  return first.slice(0, depth).join('/');
}
