/**
 * The compiled outputs anew with what the compile learnt after the collections published them: an object named in
 * `additions` (by identity, wherever it is met: an asset that several pages link) gets the fields given for it (a
 * shown PDF its drawn pages, a scan its text version's address, a document its address on its page). Arrays and plain
 * objects on the way are new, each made once however often it is met; nothing in `value` is changed, and what is not
 * a plain object or an array (a file to publish as it is) is handed on as it is.
 */
export function withAdditions<T>(value: T, additions: ReadonlyMap<object, Record<string, unknown>>): T {
  const made = new Map<object, unknown>();
  const renew = (inner: unknown): unknown => {
    if (typeof inner !== 'object' || inner === null) return inner;
    if (made.has(inner)) return made.get(inner);
    let result: unknown = inner;
    if (Array.isArray(inner)) result = inner.map(renew);
    else if (Object.getPrototypeOf(inner) === Object.prototype || Object.getPrototypeOf(inner) === null)
      result = { ...Object.fromEntries(Object.entries(inner).map(([key, field]) => [key, renew(field)])), ...additions.get(inner) };
    made.set(inner, result);
    return result;
  };
  return renew(value) as T;
}

/** Adds `fields` to what `additions` gives `target`, joined with any given before. */
export function addTo(additions: Map<object, Record<string, unknown>>, target: object, fields: Record<string, unknown>): void {
  additions.set(target, { ...additions.get(target), ...fields });
}
