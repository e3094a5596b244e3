/** Letters and digits only, lower case: "Pol Sc" and "POL. SC." compare equal. */
const loose = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/** The known value the office most likely meant (same letters ignoring case and punctuation, or one or two typos off). */
export function closest(value: string, known: readonly string[]): string | undefined {
  const wanted = loose(value);
  if (!wanted) return undefined;
  const exact = known.find((option) => loose(option) === wanted);
  if (exact) return exact;
  let best: string | undefined;
  let bestDistance = Math.min(2, Math.floor(wanted.length / 3));
  for (const option of known) {
    const d = distance(wanted, loose(option));
    if (d <= bestDistance && (best === undefined || d < bestDistance)) {
      best = option;
      bestDistance = d;
    }
  }
  return best;
}

/** Every known value, the nearest to what was typed first (for "known: …" lists in messages). */
export function nearestFirst(value: string, known: readonly string[]): string[] {
  const wanted = loose(value);
  return [...known].sort((a, b) => distance(wanted, loose(a)) - distance(wanted, loose(b)));
}
