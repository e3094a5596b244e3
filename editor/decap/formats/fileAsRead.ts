/**
 * The file as it was read, carried through the form beside the values: the one name for it, in every format that
 * rewrites only what changed (inPlaceFormats.ts, captionsFormat.ts). A format's toFile is given the entry's values
 * alone, not the file they came from, so fromFile puts the file's text under this name, which no field shows.
 *
 * This relies on a Decap internal: Decap keeps a value of the entry that no field of the form names through the form,
 * and hands it back to toFile. tests/e2e/editor-files.spec.ts fails if an upgrade drops it (a file saved then loses its
 * comments and untouched lines).
 */
export const FILE_AS_READ = 'fileAsRead';

/** The file an entry carries ('' for a new entry). */
export const fileAsRead = (entry: Record<string, unknown>): string => String(entry[FILE_AS_READ] ?? '');

/** An entry's values as the form holds them: the file carried left out. */
export function withoutFileAsRead<E extends Record<string, unknown>>(entry: E): Omit<E, typeof FILE_AS_READ> {
  const { [FILE_AS_READ]: _carried, ...values } = entry;
  return values;
}
