import type { ContentPage } from '../../../common/contentTypes.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { DocumentEmbed } from '../../../renderer/components/DocumentEmbed.tsx';
import { Markdown } from '../../../renderer/components/Markdown.tsx';
import { href } from '../../../renderer/href.ts';
import { GoBack } from './GoBack.tsx';
import { MemberTable } from './MemberTable.tsx';
import './committee.css';

/** Every committee: its text, links to its own pages, its members, its documents (600 px frames), Go back. */
export function CommitteePage({ page }: { page: Extract<ContentPage, { template: 'committee' }> }) {
  return (
    <>
      <Banner title={page.title} subtitle={page.subtitle} />
      <div className="page-body committee">
        <Markdown html={page.html} />
        {page.links ? (
          <nav aria-label={`${page.title}: pages`}>
            <ul className="committee__links">
              {page.links.map((link) => (
                <li key={link.route}>
                  <a className="card" href={href(link.route)}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {page.members ? <MemberTable title={page.membersTitle ?? 'Members'} members={page.members} /> : null}
        {page.documents.map((document) => (
          <section key={document.title} aria-labelledby={`doc-${slug(document.title)}`}>
            <h2 id={`doc-${slug(document.title)}`}>{document.title}</h2>
            <DocumentEmbed document={document} short />
          </section>
        ))}
        {page.back ? <GoBack route={page.back} /> : null}
      </div>
    </>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
