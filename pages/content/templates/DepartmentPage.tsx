import type { ContentPage } from '../../../common/contentTypes.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { ImageGallery } from '../../../renderer/islands/ImageGallery/island.tsx';
import { Markdown } from '../../../renderer/components/Markdown.tsx';
import { MemberTable } from './MemberTable.tsx';
import './committee.css';

/** A department: its text (about, objectives …), its faculty, and its photo gallery when it has one. */
export function DepartmentPage({ page }: { page: Extract<ContentPage, { template: 'department' }> }) {
  return (
    <>
      <Banner title={page.title} subtitle={page.subtitle} />
      <div className="page-body">
        <Markdown html={page.html} />
        <MemberTable title="Faculty" members={page.faculty} />
        {page.images.length > 0 ? (
          <section aria-labelledby="department-gallery">
            <h2 id="department-gallery">{page.galleryTitle ?? 'Gallery'}</h2>
            <ImageGallery images={page.images} />
          </section>
        ) : null}
      </div>
    </>
  );
}
