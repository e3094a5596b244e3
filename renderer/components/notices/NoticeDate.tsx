import { longDate } from '../../../common/noticeDates.ts';

/** "20 November 2026", machine-readable too. */
export function NoticeDate({ date }: { date: string }) {
  return <time dateTime={date}>{longDate(date)}</time>;
}
