import type { ProgrammeFees } from '../schemas/templates/fees.ts';

/** A programme's fees with the per-semester total the page shows (never typed: the sum of the instalments). */
export type ProgrammeFeesWithTotal = ProgrammeFees & { semesterTotal: number };

export function withSemesterTotal(programme: ProgrammeFees): ProgrammeFeesWithTotal {
  return { ...programme, semesterTotal: programme.instalments.reduce((sum, instalment) => sum + instalment.amount, 0) };
}
