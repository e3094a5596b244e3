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

/**
 * A date, or a date and time, as it may be written: 2026-12-05, 2026-12-05 10:30, or as ISO 8601 writes it
 * (2026-12-05T10:30, with seconds, with a zone such as +05:30 or Z). Captures: day, hours, minutes, seconds, zone.
 */
export const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** India's offset from UTC in minutes (no daylight saving). */
const INDIA_OFFSET = 5 * 60 + 30;

/** Minutes east of UTC of a zone as ISO writes it (Z, +05:30, +0530, -04); undefined for none that exists. */
function zoneMinutes(zone: string): number | undefined {
  if (zone === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || '0');
  if (hours > 14 || minutes > 59) return undefined;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date, or a date and time, matching DATE_TIME, as the site keeps it: YYYY-MM-DD, or YYYY-MM-DD HH:MM in India's
 * time (a time given in another zone is moved into India's; seconds are dropped). Undefined when the day or time does
 * not exist (30 February, 24:00).
 */
export function localDateTime(text: string): string | undefined {
  const match = DATE_TIME.exec(text);
  if (!match || !isRealDate(match[1])) return undefined;
  const [, day, hours, minutes, seconds = '00', zone] = match;
  if (hours === undefined) return day;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return undefined;
  const offset = zone === undefined ? INDIA_OFFSET : zoneMinutes(zone);
  if (offset === undefined) return undefined;
  if (offset === INDIA_OFFSET) return `${day} ${hours}:${minutes}`;
  const [year, month, date] = day.split('-').map(Number);
  const india = new Date(Date.UTC(year, month - 1, date, Number(hours), Number(minutes)) + (INDIA_OFFSET - offset) * 60_000);
  return `${calendarDay(india.getUTCFullYear(), india.getUTCMonth() + 1, india.getUTCDate())} ${pad(india.getUTCHours())}:${pad(india.getUTCMinutes())}`;
}
