/**
 * Calendar dates of the notice board, as YYYY-MM-DD text: the date a file name starts with, the build's
 * "today" in Asia/Kolkata, and the arithmetic "New" and expiry need. Pure: "today" is always passed in.
 */
import { isRealDate } from './calendarDays.ts';

/** Days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The day after a YYYY-MM-DD date. */
export function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The build's "today": BUILD_DATE (YYYY-MM-DD) when set, so tests and fixture sites are deterministic;
 * otherwise the current day in Asia/Kolkata, where the college is. Undefined for a BUILD_DATE that is not a real date.
 */
export function buildDay(buildDate: string | undefined, now: Date): string | undefined {
  if (buildDate !== undefined && buildDate !== '') return isRealDate(buildDate) ? buildDate : undefined;
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A notice is "New" for seven days: its date and the six days after it. */
const NEW_FOR_DAYS = 7;

export function isNew(date: string, today: string): boolean {
  const age = daysBetween(date, today);
  return age >= 0 && age < NEW_FOR_DAYS;
}

/** Closed from the day after `expires` on (the notice stands on the day it expires). */
export function isExpired(expires: string | undefined, today: string): boolean {
  return expires !== undefined && daysBetween(expires, today) > 0;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "20 November 2026": how every page shows a date. */
export function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
