import type { NoticeEvent } from '../../../common/noticeBoard.ts';
import { eventDateTime, eventMoment } from './eventTime.ts';

/** When an event is: its start, and its end when it has one (the day alone when it is the start's day). */
export function EventTime({ event }: { event: Pick<NoticeEvent, 'start' | 'end'> }) {
  const sameDay = event.end !== undefined && event.end.slice(0, 10) === event.start.slice(0, 10) && event.end.length > 10;
  return (
    <>
      <time dateTime={eventDateTime(event.start)}>{eventMoment(event.start)}</time>
      {event.end ? (
        <>
          {' to '}
          <time dateTime={eventDateTime(event.end)}>{sameDay ? event.end.slice(11) : eventMoment(event.end)}</time>
        </>
      ) : null}
    </>
  );
}
