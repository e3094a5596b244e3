/**
 * Events as iCalendar (RFC 5545): one file per event and one holding them all, for a phone calendar to
 * subscribe to. Times are local to Asia/Kolkata (no daylight saving, +05:30 all year). Pure.
 */
import type { Notice, NoticeEvent } from '../../../common/noticeBoard.ts';
import { nextDay } from '../../../common/noticeDates.ts';

interface CalendarOptions {
  siteName: string;
  /** A route's full public address (site URL and base path). */
  absolute: (route: string) => string;
}

const TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Kolkata',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compact = (date: string) => date.replace(/-/g, '');
const hasTime = (value: string) => value.length > 10;
const localTime = (value: string) => `${compact(value.slice(0, 10))}T${value.slice(11, 13)}${value.slice(14, 16)}00`;

/** DTSTART and DTEND: timed events in Asia/Kolkata; whole-day events as dates, DTEND being the day after the last. */
function eventTimes(event: NoticeEvent): string[] {
  if (hasTime(event.start)) {
    const lines = [`DTSTART;TZID=Asia/Kolkata:${localTime(event.start)}`];
    if (event.end) lines.push(`DTEND;TZID=Asia/Kolkata:${hasTime(event.end) ? localTime(event.end) : `${compact(event.end)}T235900`}`);
    return lines;
  }
  const lastDay = (event.end ?? event.start).slice(0, 10);
  return [`DTSTART;VALUE=DATE:${compact(event.start)}`, `DTEND;VALUE=DATE:${compact(nextDay(lastDay))}`];
}

function vevent(notice: Notice & { event: NoticeEvent }, options: CalendarOptions): string[] {
  const url = options.absolute(notice.route);
  const stamp = new Date(`${notice.date}T00:00:00+05:30`)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return [
    'BEGIN:VEVENT',
    `UID:${notice.slug}@${new URL(url).host}`,
    `DTSTAMP:${stamp}`,
    ...eventTimes(notice.event),
    `SUMMARY:${escapeText(notice.title)}`,
    ...(notice.event.venue ? [`LOCATION:${escapeText(notice.event.venue)}`] : []),
    `DESCRIPTION:${escapeText(notice.summary ? `${notice.summary}\n\n${url}` : url)}`,
    `URL:${url}`,
    'END:VEVENT',
  ];
}

/** A calendar of the given events (one for an event's own .ics, all for /notices/events.ics). */
export function eventCalendar(events: (Notice & { event: NoticeEvent })[], options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.siteName)}//Notices//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`${options.siteName}: Events`)}`,
    'X-WR-TIMEZONE:Asia/Kolkata',
    ...TIMEZONE,
    ...events.flatMap((notice) => vevent(notice, options)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Every notice that is an event, in the board's order. */
export function events(notices: Notice[]): (Notice & { event: NoticeEvent })[] {
  return notices.filter((notice): notice is Notice & { event: NoticeEvent } => notice.event !== undefined);
}
