/**
 * The one reader of calendar dates, whichever way the office writes them (2026-11-20 in notices,
 * 08-06-2018 on cards, D05_03_22 in a meeting's page name): each is checked against the calendar here
 * and comes out as YYYY-MM-DD, which sorts as text and is what `<time datetime>` takes.
 */

/** YYYY-MM-DD of a day that exists (no 30 February, no month 13), or undefined. */
export function calendarDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MONTH_YEAR = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Whether YYYY-MM-DD names a day that exists. */
export function isRealDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  return match !== null && calendarDay(Number(match[1]), Number(match[2]), Number(match[3])) !== undefined;
}

/** 08-06-2018 (day-month-year, as the office types it) -> 2018-06-08; undefined when it is not a real day. */
export function dayMonthYear(text: string): string | undefined {
  const match = DAY_MONTH_YEAR.exec(text);
  return match ? calendarDay(Number(match[3]), Number(match[2]), Number(match[1])) : undefined;
}
