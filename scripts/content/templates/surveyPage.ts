import type { CompileContext } from '../context.ts';
import type { z } from 'zod';
import type { SurveyPageSchema } from '../schemas/page.ts';
import type { PageSource, WhereIn } from './template.ts';

type SurveyPage = Omit<z.output<typeof SurveyPageSchema>, 'ratingBands'> & {
  /** In order from 1 to 10, each with its range as shown ("1–3"). */
  ratingBands: { range: string; label: string }[];
};

/** Orders the rating bands and checks that together they cover 1 to 10 once each. */
export function compileSurveyPage(
  ctx: CompileContext,
  page: z.output<typeof SurveyPageSchema>,
  source: PageSource,
  where: WhereIn,
): { route: string; page: SurveyPage }[] | undefined {
  const bands = page.ratingBands.map((band, index) => ({ ...band, index })).sort((a, b) => a.from - b.from);
  let next = 1;
  for (const band of bands) {
    const problem =
      band.from > band.to
        ? `${band.from} to ${band.to}, which runs backwards`
        : band.from !== next
          ? `${band.from} to ${band.to} where the next band should start at ${next}`
          : undefined;
    if (problem) {
      ctx.problems.add({ ...where(['ratingBands', band.index]), expected: 'bands that together cover 1 to 10, each rating once', found: problem });
      return undefined;
    }
    next = band.to + 1;
  }
  if (next !== 11) {
    ctx.problems.add({
      ...where(['ratingBands']),
      expected: 'bands that together cover 1 to 10, each rating once',
      found: `bands ending at ${next - 1}`,
      hint: 'the last band should end at 10',
    });
    return undefined;
  }
  const ratingBands = bands.map(({ from, to, label }) => ({ range: from === to ? String(from) : `${from}–${to}`, label }));
  return [{ route: source.route, page: { ...page, ratingBands } }];
}
