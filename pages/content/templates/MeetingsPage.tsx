import type { ContentPage } from '../../../common/contentTypes.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { DocumentEmbed } from '../../../renderer/components/DocumentEmbed.tsx';
import { Markdown } from '../../../renderer/components/Markdown.tsx';
import { href } from '../../../renderer/href.ts';
import { GoBack } from './GoBack.tsx';
import './committee.css';

/** A committee's meetings, newest first, each linking to its minutes. */
export function MeetingListPage({ page }: { page: Extract<ContentPage, { template: 'meetings' }> }) {
  return (
    <>
      <Banner title={page.title} subtitle={page.subtitle} />
      <div className="page-body">
        <Markdown html={page.html} />
        <ul className="meeting-list">
          {page.meetings.map(({ date, isoDate, route }) => (
            <li key={route} className="card">
              <a href={href(route)}>
                Meeting held on <time dateTime={isoDate}>{date}</time>
              </a>
            </li>
          ))}
        </ul>
        {page.back ? <GoBack route={page.back} /> : null}
      </div>
    </>
  );
}

/** One meeting: its minutes in a frame (with the plain link under it) and the way back to the list. */
export function MeetingPage({ page }: { page: Extract<ContentPage, { template: 'meeting' }> }) {
  return (
    <>
      <Banner title={page.title} subtitle={page.subtitle} />
      <div className="page-body">
        <DocumentEmbed document={page.document} short />
        <GoBack route={page.back} />
      </div>
    </>
  );
}
