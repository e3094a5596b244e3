import { calendarDay } from '../../../common/calendarDays.ts';

/**
 * A meeting's page name carries its date: D05_03_22 is 05-03-2022 (day, month, two-digit year of the
 * 2000s). The date is read from the name, so it is never typed twice. `isoDate` (2022-03-05) orders
 * meetings and is what `<time datetime>` takes.
 */
export function meetingDate(page: string): { date: string; isoDate: string } | undefined {
  const match = /^D(\d{2})_(\d{2})_(\d{2})$/.exec(page);
  if (!match) return undefined;
  const [, day, month, shortYear] = match;
  const isoDate = calendarDay(2000 + Number(shortYear), Number(month), Number(day));
  return isoDate === undefined ? undefined : { date: `${day}-${month}-${isoDate.slice(0, 4)}`, isoDate };
}
