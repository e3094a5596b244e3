import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { PostalAddress } from '../../../renderer/components/PostalAddress.tsx';
import { EmailItems, PhoneItems } from '../../../renderer/components/ContactLinks.tsx';
import { DisclosureItem } from '../../../renderer/components/disclosures/DisclosureItem.tsx';
import { href } from '../../../renderer/href.ts';
import { SELF_DISCLOSURE_ROUTE } from '../../../common/routes.ts';
import '../../../renderer/components/disclosures/disclosures.css';

export default function Page() {
  const { title, office, officers, rti, titles } = useData<Data>();
  return (
    <>
      <Banner title={title} />
      <div className="page-body disclosures">
        <p className="disclosures__intro">
          Under the Right to Information Act, 2005, anyone may ask the college for information it holds. Write to the Public Information Officer, who replies
          within 30 days; if no reply comes, or you are not satisfied with it, you may appeal to the First Appellate Authority within 30 days.
        </p>
        <section aria-labelledby="rti-officers">
          <h2 id="rti-officers">Officers</h2>
          {officers.length === 0 ? <p className="disclosure__missing">The officers are not yet named.</p> : null}
          <ul className="rti-officers">
            {officers.map((officer) => (
              <li key={officer.role} className="rti-officer">
                <h3>{officer.title}</h3>
                <p className="rti-officer__name">
                  {officer.name}, {officer.designation} (<a href={href(officer.group.route)}>{officer.group.label}</a>)
                </p>
                <p className="rti-officer__duty">
                  {officer.duty} <span className="disclosure__citation">({officer.citation})</span>
                </p>
                <PostalAddress name={office.name} lines={office.address} />
                <ul className="plain-list">
                  <PhoneItems phones={officer.phone ? [officer.phone] : office.phones} />
                  <EmailItems emails={officer.email ? [officer.email] : office.emails} />
                </ul>
              </li>
            ))}
          </ul>
        </section>
        <section className="disclosures__section" aria-labelledby="rti-disclosure">
          <h2 id="rti-disclosure">Proactive disclosure</h2>
          <p className="disclosures__document">{rti.document}</p>
          <ol className="disclosures__list">
            {rti.items.map((entry, offset) => (
              <DisclosureItem key={entry.key} entry={entry} number={offset + 1} titleOf={(route) => titles[route] ?? route} />
            ))}
          </ol>
          <p>
            Every other disclosure of the college is on its <a href={href(SELF_DISCLOSURE_ROUTE)}>Public Self-Disclosure</a> page.
          </p>
        </section>
      </div>
    </>
  );
}
