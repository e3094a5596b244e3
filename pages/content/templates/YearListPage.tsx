import type { ContentPage } from '../../../common/contentTypes.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { DocumentEmbed } from '../../../renderer/components/DocumentEmbed.tsx';
import { Markdown } from '../../../renderer/components/Markdown.tsx';
import { href } from '../../../renderer/href.ts';
import './year-list.css';

/** Side links to every year (newest first, as the compiler ordered them) and the chosen year's document. */
export function YearListPage({ page }: { page: Extract<ContentPage, { template: 'year-list' }> }) {
  return (
    <>
      <Banner title={page.listTitle} subtitle={page.subtitle} />
      <div className="page-body">
        <Markdown html={page.html} />
        <div className="side-layout">
          <nav aria-label={`${page.listTitle}: years`}>
            <ul className="side-links year-links">
              {page.years.map(({ year, route }) => (
                <li key={route}>
                  {/* The list's own address shows the newest year: that link is marked, though it is not this address. */}
                  <a href={href(route)} aria-current={route === page.route ? 'page' : route === page.current.route ? 'true' : undefined}>
                    {year}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="year-title">
            <h2 id="year-title">
              {page.listTitle} {page.current.year}
            </h2>
            <DocumentEmbed document={page.current.document} />
          </section>
        </div>
      </div>
    </>
  );
}
