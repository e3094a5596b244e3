import { href } from '../../href.ts';
import { EVENTS_CALENDAR_ROUTE, NOTICE_FEED_ROUTE } from '../../../common/routes.ts';

/** Where to follow the notices without visiting: the Atom feed and the events calendar. */
export function FeedLinks() {
  return (
    <p className="notice-feeds">
      Follow the notices: <a href={href(NOTICE_FEED_ROUTE)}>news feed (Atom)</a> ·{' '}
      <a href={href(EVENTS_CALENDAR_ROUTE)}>events calendar (iCalendar, for a phone calendar)</a>
    </p>
  );
}
