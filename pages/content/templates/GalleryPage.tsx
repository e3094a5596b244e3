import type { ContentPage } from '../../../common/contentTypes.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { ImageGallery } from '../../../renderer/islands/ImageGallery/island.tsx';
import { Markdown } from '../../../renderer/components/Markdown.tsx';

/** A gallery's description and photos; while its folder holds none, the banner says the gallery is under construction. */
export function GalleryPage({ page }: { page: Extract<ContentPage, { template: 'gallery' }> }) {
  const empty = page.images.length === 0;
  return (
    <>
      <Banner title={empty ? `${page.title} (Under Construction)` : page.title} subtitle={page.subtitle} />
      <div className="page-body">
        <p className="prose">{page.description}</p>
        <Markdown html={page.html} />
        {empty ? null : <ImageGallery images={page.images} />}
      </div>
    </>
  );
}
