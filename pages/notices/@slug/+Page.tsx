import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { DocumentEmbed } from '../../../renderer/components/DocumentEmbed.tsx';
import { Markdown } from '../../../renderer/components/Markdown.tsx';
import { Photo } from '../../../renderer/components/Photo.tsx';
import { fileLabel } from '../../../common/fileLabel.ts';
import { href } from '../../../renderer/href.ts';
import { NoticeDate } from '../../../renderer/components/notices/NoticeDate.tsx';
import { NoticeMarks } from '../../../renderer/components/notices/NoticeMarks.tsx';
import { EventTime } from '../../../renderer/components/notices/EventTime.tsx';
import { NOTICES_ROUTE, noticeCategoryRoute } from '../../../common/routes.ts';
import { MachineReadText } from '../../../renderer/components/MachineReadText.tsx';
import { TypedText } from '../../../renderer/components/TypedText.tsx';
import '../../../renderer/components/notices/notices.css';

const IMAGE_FORMATS = new Set(['JPG', 'JPEG', 'PNG', 'WEBP', 'AVIF', 'GIF']);

export default function Page() {
  const notice = useData<Data>();
  const images = notice.attachments.filter((file) => IMAGE_FORMATS.has(file.format));
  const files = notice.attachments.filter((file) => !IMAGE_FORMATS.has(file.format));
  return (
    <>
      <Banner title={notice.title} />
      <div className="page-body">
        <dl className="notice-facts">
          <dt>Date</dt>
          <dd>
            <NoticeDate date={notice.date} /> <NoticeMarks pinned={notice.pinned} isNew={notice.isNew} closed={notice.closed} />
          </dd>
          {notice.category ? (
            <>
              <dt>Category</dt>
              <dd>
                <a href={href(noticeCategoryRoute(notice.category.slug))}>{notice.category.name}</a>
              </dd>
            </>
          ) : null}
          {notice.expires ? (
            <>
              <dt>{notice.closed ? 'Closed after' : 'Open until'}</dt>
              <dd>
                <NoticeDate date={notice.expires} />
              </dd>
            </>
          ) : null}
          {notice.event ? (
            <>
              <dt>When</dt>
              <dd>
                <EventTime event={notice.event} />
              </dd>
              {notice.event.venue ? (
                <>
                  <dt>Where</dt>
                  <dd>{notice.event.venue}</dd>
                </>
              ) : null}
              <dt>Calendar</dt>
              <dd>
                <a href={href(notice.event.calendar)} download>
                  Add to calendar (.ics)
                </a>
              </dd>
            </>
          ) : null}
        </dl>
        {notice.html ? <Markdown html={notice.html} /> : null}
        {/* A scan's text first: on a phone or a slow link it is what can be read at once. */}
        {notice.scans.map(({ source, text }, index) => (
          <MachineReadText
            key={source}
            text={text}
            id={`scan-text-${index + 1}`}
            heading={notice.document?.kind === 'file' && notice.document.file.source === source ? 'Text of the notice' : `Text of ${source.split('/').pop()}`}
          />
        ))}
        {notice.document ? <DocumentEmbed document={notice.document} /> : null}
        {notice.typed ? <TypedText text={notice.typed} heading="Text of the notice" id="notice-text" /> : null}
        {images.map((image) => (
          <Photo key={image.url} image={image} alt={notice.title} sizes="(max-width: 900px) 90vw, 50rem" />
        ))}
        {files.length > 0 ? (
          <section aria-labelledby="attachments-title">
            <h2 id="attachments-title">Attachments</h2>
            <ul className="notice-attachments">
              {files.map((file) => (
                <li key={file.url}>
                  <a href={href(file.url)}>
                    {file.source.split('/').pop()} ({fileLabel(file)})
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <nav className="notice-pager" aria-label="Other notices">
          {notice.older ? (
            <a href={href(notice.older.route)} rel="prev">
              ← Older: {notice.older.title}
            </a>
          ) : null}
          {notice.newer ? (
            <a className="notice-pager__newer" href={href(notice.newer.route)} rel="next">
              Newer: {notice.newer.title} →
            </a>
          ) : null}
        </nav>
        <p>
          <a href={href(NOTICES_ROUTE)}>All notices</a>
        </p>
      </div>
    </>
  );
}
