/**
 * A comparator by a string key, in UTF-16 code unit order (as sort() orders strings, not by locale): the same order on
 * every machine, whatever its language settings.
 */
export const byCodeUnits =
  <T>(key: (item: T) => string) =>
  (a: T, b: T): number => {
    const [x, y] = [key(a), key(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  };
