import { usePageContext } from 'vike-react/usePageContext';
import type { ContentPage } from '../../../lib/contentTypes.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { Markdown } from '../../../renderer/components/Markdown.tsx';
import { OfficeAddress } from '../../../renderer/components/ContactLinks.tsx';

export function TextPage({ page }: { page: Extract<ContentPage, { template: 'text' }> }) {
  return (
    <>
      <Banner title={page.title} subtitle={page.subtitle} />
      <div className="page-body">
        <Markdown html={page.html} />
        {page.officeContact ? <OfficeContact /> : null}
      </div>
    </>
  );
}

/** The office's contact as site.yaml gives it (the footer shows the same), so a page never repeats it by hand. */
function OfficeContact() {
  const { site } = usePageContext().shell;
  return (
    <section className="card office-contact" aria-labelledby="office-contact">
      <h2 id="office-contact">Contact the office</h2>
      <OfficeAddress site={site} />
    </section>
  );
}
