import { href } from '../../href.ts';
import type { NoticeListItem } from './listItem.ts';
import { NoticeDate } from './NoticeDate.tsx';
import { NoticeMarks } from './NoticeMarks.tsx';
import { noticeCategoryRoute } from '../../../common/routes.ts';
import './notices.css';

/** Notices as a list: the title links to the notice; date, category and marks under it. */
export function NoticeList({ notices, showCategory = true }: { notices: NoticeListItem[]; showCategory?: boolean }) {
  return (
    <ul className="notice-list">
      {notices.map((notice) => (
        <li key={notice.route} className={notice.closed ? 'notice-list__item notice-list__item--closed' : 'notice-list__item'}>
          <a className="notice-list__title" href={href(notice.route)}>
            {notice.title}
          </a>
          <span className="notice-list__meta">
            <NoticeDate date={notice.date} />
            {showCategory && notice.category ? (
              <>
                {' · '}
                <a href={href(noticeCategoryRoute(notice.category.slug))}>{notice.category.name}</a>
              </>
            ) : null}{' '}
            <NoticeMarks pinned={notice.pinned} isNew={notice.isNew} closed={notice.closed} />
          </span>
        </li>
      ))}
    </ul>
  );
}
