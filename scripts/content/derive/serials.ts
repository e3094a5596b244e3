/** Rows with their serial numbers ("Sl. No."): the place of each in the office's order, from 1. Never typed. */
export function numbered<Row extends object>(rows: readonly Row[]): (Row & { serial: number })[] {
  return rows.map((row, index) => ({ serial: index + 1, ...row }));
}
