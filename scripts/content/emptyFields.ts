/** Nothing typed: no value, or only spaces. */
const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The data as the compiler reads it: a field left empty (`end:`, `end: ""`, a group whose fields are all empty, as an
 * editor writes an emptied form) counts as absent, so an optional one is simply not there and a required one is asked
 * for. Lists keep their places (a message names an entry by its position). The content check and the editor read a
 * file's fields through this alike.
 */
export function withoutEmptyFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyFields);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const kept = Object.entries(value)
    .map(([key, inner]) => [key, withoutEmptyFields(inner)] as const)
    .filter(([, inner]) => !isEmpty(inner) && !(isPlainGroup(inner) && Object.keys(inner).length === 0));
  return Object.fromEntries(kept);
}

const isPlainGroup = (value: unknown): value is object => value !== null && typeof value === 'object' && !Array.isArray(value);
