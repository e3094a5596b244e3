import { Banner } from '../Banner.tsx';
import { PersonPhoto } from '../PersonPhoto.tsx';
import { href } from '../../href.ts';
import type { StaffPageData } from './staffPageData.ts';
import './staff.css';

/** A staff page: the side list of departments or sections, and the people of the chosen one (or of all). */
export function StaffPage({ banner, listLabel, links, current, sections }: StaffPageData) {
  return (
    <>
      <Banner title={banner} />
      <div className="page-body side-layout">
        <nav aria-label={listLabel}>
          <ul className="side-links">
            {links.map((link) => (
              <li key={link.key}>
                <a href={href(link.route)} aria-current={link.key === current ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {sections.map((section) => (
            <section key={section.key} className="staff-section" aria-labelledby={`staff-${section.key}`}>
              <h2 id={`staff-${section.key}`}>{section.label}</h2>
              {section.members.length === 0 ? (
                <p>Nobody is listed here yet.</p>
              ) : (
                <ul className="staff-grid">
                  {section.members.map((member) => (
                    <li key={member.name} className="staff-card">
                      <PersonPhoto photo={member.photo} className="staff-card__photo" />
                      <p className="staff-card__name">{member.name}</p>
                      <p className="staff-card__designation">{member.designation}</p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
