import { href } from '../../href.ts';
import type { NoticeListItem } from './listItem.ts';
import { NoticeList } from './NoticeList.tsx';
import { EVENTS_ROUTE, NOTICES_ROUTE } from '../../../common/routes.ts';

/** The home page's notices: pinned first, then the newest open ones. */
export function NoticesSection({ notices }: { notices: NoticeListItem[] }) {
  return (
    <section className="home-section home-notices" aria-labelledby="notices-title">
      <h2 id="notices-title">Notices</h2>
      {notices.length > 0 ? <NoticeList notices={notices} /> : <p>No current notices.</p>}
      <p className="home-notices__more">
        <a href={href(NOTICES_ROUTE)}>All notices</a> · <a href={href(EVENTS_ROUTE)}>Upcoming events</a>
      </p>
    </section>
  );
}
