/**
 * A meeting's page name carries its date: D05_03_22 is 05-03-2022 (day, month, two-digit year of the
 * 2000s). The date is read from the name, so it is never typed twice.
 */
export function meetingDate(page: string): { date: string; sortKey: string } | undefined {
  const match = /^D(\d{2})_(\d{2})_(\d{2})$/.exec(page);
  if (!match) return undefined;
  const [, day, month, shortYear] = match;
  const year = 2000 + Number(shortYear);
  const check = new Date(Date.UTC(year, Number(month) - 1, Number(day)));
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) return undefined;
  return { date: `${day}-${month}-${year}`, sortKey: `${year}${month}${day}` };
}

/** 08-06-2018 -> 20180608, for ordering day-month-year dates. */
export const dayMonthYearKey = (date: string) => date.split('-').reverse().join('');
