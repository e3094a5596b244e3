import type { z } from 'zod';
import type { FeesPageSchema } from '../schemas/page.ts';
import type { OtherFee } from '../schemas/templates/fees.ts';
import type { MadePage, PageSource } from './template.ts';
import { withSemesterTotal, type ProgrammeFeesWithTotal } from '../derive/feeTotals.ts';

type FeesPage = Omit<z.output<typeof FeesPageSchema>, 'programmes'> & {
  programmes: ProgrammeFeesWithTotal[];
  oneTime: OtherFee[];
  additional: OtherFee[];
};

/** Adds each programme's semester total (never typed by hand). */
export function compileFeesPage(_ctx: unknown, page: z.output<typeof FeesPageSchema>, source: PageSource): MadePage<FeesPage>[] {
  return [{ route: source.route, page: { ...page, programmes: page.programmes.map(withSemesterTotal) } }];
}
