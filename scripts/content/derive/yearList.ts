/** "2020-2021" -> [2021, 2020]: the year a label ends in, then the year it starts in. */
function sortKey(label: string): [number, number] {
  const [start, end = start] = label.split('-').map(Number);
  return [end, start];
}

/** Newest first: by the year an entry ends in, then a single year before a session ending that year (2021 before 2020-2021). */
export function newestFirst<T extends { year: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => {
    const [aEnd, aStart] = sortKey(a.year);
    const [bEnd, bStart] = sortKey(b.year);
    return bEnd - aEnd || bStart - aStart;
  });
}
