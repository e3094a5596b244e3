import type { ContentPage } from '../../../common/contentTypes.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { DocumentEmbed } from '../../../renderer/components/DocumentEmbed.tsx';
import { Markdown } from '../../../renderer/components/Markdown.tsx';

/** The page's text, then each document (a heading for each when there are several). */
export function DocumentPage({ page }: { page: Extract<ContentPage, { template: 'document' }> }) {
  const several = page.documents.length > 1;
  return (
    <>
      <Banner title={page.title} subtitle={page.subtitle} />
      <div className="page-body">
        <Markdown html={page.html} />
        {page.documents.map((document) => (
          <section key={document.title} aria-label={several ? undefined : document.title}>
            {several ? <h2>{document.title}</h2> : null}
            <DocumentEmbed document={document} />
          </section>
        ))}
      </div>
    </>
  );
}
