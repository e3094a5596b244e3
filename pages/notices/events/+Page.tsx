import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { href } from '../../../renderer/href.ts';
import { EventTime } from '../../../renderer/components/notices/EventTime.tsx';
import { EVENTS_CALENDAR_ROUTE, noticeCategoryRoute } from '../../../common/routes.ts';
import '../../../renderer/components/notices/notices.css';

export default function Page() {
  const { title, events } = useData<Data>();
  return (
    <>
      <Banner title={title} />
      <div className="page-body">
        {events.length === 0 ? (
          <p>
            No events are coming up. Past events stay among the <a href={href(noticeCategoryRoute('events'))}>notices</a>.
          </p>
        ) : null}
        <ul className="notice-list">
          {events.map(({ route, title: name, event }) => (
            <li key={route} className="notice-list__item">
              <a className="notice-list__title" href={href(route)}>
                {name}
              </a>
              <span className="notice-list__meta">
                <EventTime event={event} />
                {event.venue ? ` · ${event.venue}` : null}
              </span>
              <a href={href(event.calendar)} download>
                Add to calendar (.ics)
              </a>
            </li>
          ))}
        </ul>
        <p className="notice-feeds">
          Subscribe in a phone calendar: <a href={href(EVENTS_CALENDAR_ROUTE)}>all events (iCalendar)</a>
        </p>
      </div>
    </>
  );
}
