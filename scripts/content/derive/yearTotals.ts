/** One row of the results table as the page shows it (null = no figure, shown as a dash). */
export interface ResultRow {
  subjectCode: string;
  programme: string;
  appeared: number | null;
  passed: number | null;
}

/** The "Total No. of Students Appeared and Passed" row, and the pass rate the chart draws. */
interface YearTotals {
  appeared: number | null;
  passed: number | null;
  /** Passed as a percentage of appeared, one decimal; null when either total is missing or nobody appeared. */
  passRate: number | null;
}

export interface ResultYear {
  year: number;
  rows: ResultRow[];
  totals: YearTotals;
}

/** The sum of the figures that exist; null when none does (a year with no data shows a dash, not 0). */
export function sumCounts(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0);
}

export function passRate(appeared: number | null, passed: number | null): number | null {
  if (appeared === null || passed === null || appeared === 0) return null;
  return Math.round((passed / appeared) * 1000) / 10;
}

export function yearTotals(rows: readonly ResultRow[]): YearTotals {
  const appeared = sumCounts(rows.map((row) => row.appeared));
  const passed = sumCounts(rows.map((row) => row.passed));
  return { appeared, passed, passRate: passRate(appeared, passed) };
}

/** Groups rows by year, newest year first; rows keep the order they were typed in. */
export function resultYears(rows: readonly (ResultRow & { year: number })[]): ResultYear[] {
  const byYear = new Map<number, ResultRow[]>();
  for (const { year, ...row } of rows) {
    const list = byYear.get(year) ?? [];
    list.push(row);
    byYear.set(year, list);
  }
  return [...byYear.entries()].sort(([a], [b]) => b - a).map(([year, yearRows]) => ({ year, rows: yearRows, totals: yearTotals(yearRows) }));
}
