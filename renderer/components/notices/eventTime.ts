import { longDate } from '../../../common/noticeDates.ts';

/** "10 December 2026, 09:00": an event's local date, with its time when it has one. */
export function eventMoment(value: string): string {
  return value.length > 10 ? `${longDate(value.slice(0, 10))}, ${value.slice(11)}` : longDate(value);
}

/** The datetime attribute of an event's moment: a date, or a local time with India's offset. */
export function eventDateTime(value: string): string {
  return value.length > 10 ? `${value.slice(0, 10)}T${value.slice(11)}+05:30` : value;
}
