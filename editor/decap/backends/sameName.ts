/**
 * A new entry is never saved beside another under a numbered name. Decap names a new entry's file from its title (a
 * notice: 2026-11-26-library-closed.md) and, when that file exists, saves it as …-1.md without a word: a second notice of
 * the same title on the same day. Here such a name is recognised once Decap has made it, and the entry is refused with
 * the other entry named (guards.ts, mayCreate; its words in refusals.ts). How Decap numbers a taken slug (`<slug>-<n>`) and the options it passes persistEntry
 * (`newEntry`, `collectionName`) are Decap internals: tests/e2e/editor-traps.spec.ts fails if an upgrade changes them.
 */
/** How many of the parts at the end are numbers: "exam-2026-1" has 2, the words of "Exam 2026" 1. */
function numbersAtEnd(parts: string[]): number {
  let count = 0;
  while (count < parts.length && /^\d+$/.test(parts[parts.length - 1 - count])) count++;
  return count;
}

/**
 * The slug Decap made a new entry's from by numbering it (…-library-closed for …-library-closed-1), or undefined when
 * the number is the title's own ("Semester 2" gives …-semester-2): the slug ends in more numbers than the title does.
 * Whether that slug's file exists is for the caller to ask (Decap numbers a name only when it is taken).
 */
export function numberedFrom(slug: string, title: string | undefined): string | undefined {
  const numbered = /^(.*)-\d+$/.exec(slug);
  if (!numbered) return undefined;
  const titleWords = (title ?? '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return numbersAtEnd(slug.split('/').pop()!.split('-')) > numbersAtEnd(titleWords) ? numbered[1] : undefined;
}
