import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { DisclosureItem } from '../../../renderer/components/disclosures/DisclosureItem.tsx';
import { longDate } from '../../../common/noticeDates.ts';
import '../../../renderer/components/disclosures/disclosures.css';

export default function Page() {
  const { title, collegeName, today, sections, titles, published, total } = useData<Data>();
  // Items are numbered through the whole document, as a printed disclosure is.
  const firstNumbers = sections.map((_, index) => sections.slice(0, index).reduce((sum, section) => sum + section.items.length, 1));
  return (
    <>
      <Banner title={title} />
      <div className="page-body disclosures">
        <p className="disclosures__intro">
          What {collegeName} publishes as the University Grants Commission, the National Institutional Ranking Framework, NAAC and the Right to Information Act
          require, in the order of their guidelines: each item with where it is published and when it was last reviewed.
        </p>
        <p className="disclosures__status">
          As of <time dateTime={today}>{longDate(today)}</time>: {published} of {total} items published.
        </p>
        <p className="disclosures__print-note">To keep or share it as one document, print this page or save it as PDF from the browser’s print menu.</p>
        <nav className="disclosures__contents" aria-label="Sections of the disclosure">
          <ol>
            {sections.map((section) => (
              <li key={section.source}>
                <a href={`#disclosures-${section.source}`}>{section.label}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.source} className="disclosures__section" aria-labelledby={`disclosures-${section.source}`}>
            <h2 id={`disclosures-${section.source}`}>{section.label}</h2>
            <p className="disclosures__document">{section.document}</p>
            <ol className="disclosures__list">
              {section.items.map((entry, offset) => (
                <DisclosureItem key={entry.key} entry={entry} number={firstNumbers[index] + offset} titleOf={(route) => titles[route] ?? route} />
              ))}
            </ol>
          </section>
        ))}
      </div>
    </>
  );
}
