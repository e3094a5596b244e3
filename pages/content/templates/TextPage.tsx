import type { ContentPage } from '../../../scripts/content/collections/pages.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { Markdown } from '../../../renderer/components/Markdown.tsx';

export function TextPage({ page }: { page: Extract<ContentPage, { template: 'text' }> }) {
  return (
    <>
      <Banner title={page.title} subtitle={page.subtitle} />
      <div className="page-body">
        <Markdown html={page.html} />
      </div>
    </>
  );
}
