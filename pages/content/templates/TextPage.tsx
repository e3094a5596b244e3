import { usePageContext } from 'vike-react/usePageContext';
import type { ContentPage } from '../../../common/contentTypes.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { Markdown } from '../../../renderer/components/Markdown.tsx';
import { OfficeAddress } from '../../../renderer/components/ContactLinks.tsx';
import { href } from '../../../renderer/href.ts';
import { fileSize } from '../../../common/fileLabel.ts';
import type { DocumentsWithoutText } from '../../../common/documentsWithoutText.ts';

/** A text page; the accessibility statement's also gets the site's PDFs without text (pages/content/+data.ts). */
export function TextPage({ page }: { page: Extract<ContentPage, { template: 'text' }> & { documents?: DocumentsWithoutText } }) {
  return (
    <>
      <Banner title={page.title} subtitle={page.subtitle} />
      <div className="page-body">
        <Markdown html={page.html} />
        {page.documents ? <ScannedDocuments documents={page.documents} /> : null}
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

/** How many of the site's PDFs a screen reader cannot read, counted by the build, and which: so that a visitor can ask for them. */
function ScannedDocuments({ documents: { total, withoutText } }: { documents: DocumentsWithoutText }) {
  return (
    <section aria-labelledby="documents-without-text">
      <h2 id="documents-without-text">Documents without text</h2>
      {withoutText.length === 0 ? (
        <p>All {total} documents (PDFs) on this website have text that a screen reader can read and search can find.</p>
      ) : (
        <>
          <p>
            {withoutText.length} of the {total} documents (PDFs) on this website {withoutText.length === 1 ? 'is a scan' : 'are scans'} without text: a screen
            reader cannot read {withoutText.length === 1 ? 'it' : 'them'}, and search cannot find what {withoutText.length === 1 ? 'it says' : 'they say'}. Ask
            the office for a readable copy:
          </p>
          <ul>
            {withoutText.map((document) => (
              <li key={document.url}>
                <a href={href(document.url)}>{document.title}</a> (PDF, {fileSize(document.bytes)})
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
