import type { ContentPage } from '../../../common/contentTypes.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { Markdown } from '../../../renderer/components/Markdown.tsx';
import './associations.css';
import { TableScroll } from '../../../renderer/components/TableScroll.tsx';

/** The page's text, then each association with its member table (serial numbers derived from the order). */
export function AssociationsPage({ page }: { page: Extract<ContentPage, { template: 'associations' }> }) {
  return (
    <>
      <Banner title={page.title} subtitle={page.subtitle} />
      <div className="page-body">
        <Markdown html={page.html} />
        {page.associations.map((association, index) => (
          <section key={association.name} aria-labelledby={`association-${index + 1}`}>
            <h2 id={`association-${index + 1}`}>{association.name}</h2>
            {association.established ? <p>Established {association.established}.</p> : null}
            {association.about ? <p>{association.about}</p> : null}
            <TableScroll label={`Members of the ${association.name}`}>
              <table className="data-table member-table">
                <caption>Members of the {association.name}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="number">
                      Sl. No.
                    </th>
                    <th scope="col">Name</th>
                    {association.hasClass ? <th scope="col">Class</th> : null}
                    <th scope="col">Designation</th>
                  </tr>
                </thead>
                <tbody>
                  {association.members.map((member) => (
                    <tr key={member.serial}>
                      <td className="number">{member.serial}</td>
                      <td>{member.name}</td>
                      {association.hasClass ? <td>{member.class ?? ''}</td> : null}
                      <td>{member.designation}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </section>
        ))}
      </div>
    </>
  );
}
