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

/**
 * A comparator by a path's folders (`segments`, each compared in code-unit order), a folder before the folders inside
 * it: the order of a walk through a tree of folders that takes each folder's own page first, then its folders by name.
 * ("about" comes before "about/fees", which comes before "about-us", though "-" sorts before "/".)
 */
export const byFolders =
  <T>(segments: (item: T) => readonly string[]) =>
  (a: T, b: T): number => {
    const [x, y] = [segments(a), segments(b)];
    for (let at = 0; at < Math.min(x.length, y.length); at++) if (x[at] !== y[at]) return x[at] < y[at] ? -1 : 1;
    return x.length - y.length;
  };
