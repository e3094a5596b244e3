/** The pages the build-at-scale benches add to the site (buildScale.ts, devEdit.ts). */

const words = 'college students semester examination library admission programme department committee scholarship notice research'.split(' ');

/** The text of generated page `n`, different on each page: about 400 words in two paragraphs, a list and a table. */
function generatedPageParts(n: number) {
  const prose = (seed: number, count: number) => Array.from({ length: count }, (_, i) => words[(seed * 7 + i * 3) % words.length]).join(' ');
  return {
    title: `Bench page ${n}`,
    overview: prose(n, 150),
    points: Array.from({ length: 5 }, (_, i) => prose(n + i, 12)),
    figures: Array.from({ length: 6 }, (_, i) => [words[(n + i) % words.length], String((n * 13 + i) % 97), prose(n * 3 + i, 4)]),
    closing: prose(n * 5, 140),
  };
}

/** Generated page `n` as the office would write it: Markdown with two headings, a list, a table and prose. */
export function generatedPage(n: number): string {
  const page = generatedPageParts(n);
  return [
    '---',
    `title: "${page.title}"`,
    `description: "A generated page for the build-at-scale bench, number ${n}."`,
    '---',
    '',
    `## Overview ${n}`,
    '',
    `${page.overview}.`,
    '',
    '## Points',
    '',
    ...page.points.map((point) => `- ${point}`),
    '',
    '## Figures',
    '',
    '| Item | Count | Note |',
    '|---|---|---|',
    ...page.figures.map((row) => `| ${row.join(' | ')} |`),
    '',
    `${page.closing}.`,
    '',
  ].join('\n');
}
