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

/**
 * The site's scans read by machine (their text may hold mistakes), and how many of its PDFs a screen reader cannot
 * read, counted by the build, and which: so that a visitor can ask for them.
 */
function ScannedDocuments({ documents }: { documents: DocumentsWithoutText }) {
  return (
    <>
      {documents.readByMachine.length > 0 ? <ReadByMachine documents={documents.readByMachine} /> : null}
      <WithoutText documents={documents} />
    </>
  );
}

function ReadByMachine({ documents }: { documents: DocumentsWithoutText['readByMachine'] }) {
  return (
    <section aria-labelledby="documents-read-by-machine">
      <h2 id="documents-read-by-machine">Documents read by machine</h2>
      <p>
        {documents.length === 1 ? 'One document is a scan' : `${documents.length} documents are scans`} whose text was read by machine: search finds what{' '}
        {documents.length === 1 ? 'it says' : 'they say'}, and the text is shown on the page that offers {documents.length === 1 ? 'it' : 'each'}, or in a text
        version. A text read by machine may contain mistakes; the scan is the original. Ask the office when a word matters.
      </p>
      <ul>
        {documents.map((document) => (
          <li key={document.url}>
            <a href={href(document.url)}>{document.title}</a> (PDF, {fileSize(document.bytes)})
            {document.textRoute ? (
              <>
                {', '}
                <a href={href(document.textRoute)}>
                  text version<span className="visually-hidden"> of {document.title}</span>
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function WithoutText({ documents: { total, withoutText } }: { documents: DocumentsWithoutText }) {
  return (
    <section aria-labelledby="documents-without-text">
      <h2 id="documents-without-text">Documents without text</h2>
      {withoutText.length === 0 ? (
        <p>All {total} documents (PDFs) on this website have text that a screen reader can read and search can find.</p>
      ) : (
        <>
          <p>
            {withoutText.length} of the {total} documents (PDFs) on this website {withoutText.length === 1 ? 'is a scan' : 'are scans'} without text that no
            machine could read: a screen reader cannot read {withoutText.length === 1 ? 'it' : 'them'}, and search cannot find what{' '}
            {withoutText.length === 1 ? 'it says' : 'they say'}. Ask the office for a readable copy:
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
