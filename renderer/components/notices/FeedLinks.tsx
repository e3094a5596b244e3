import { href } from '../../href.ts';

/** Where to follow the notices without visiting: the Atom feed and the events calendar. */
export function FeedLinks() {
  return (
    <p className="notice-feeds">
      Follow the notices: <a href={href('/notices/feed.xml')}>news feed (Atom)</a> ·{' '}
      <a href={href('/notices/events.ics')}>events calendar (iCalendar, for a phone calendar)</a>
    </p>
  );
}
