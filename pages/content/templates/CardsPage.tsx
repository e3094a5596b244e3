import type { ContentPage } from '../../../common/contentTypes.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { Markdown } from '../../../renderer/components/Markdown.tsx';
import { href } from '../../../renderer/href.ts';
import { ContentLink } from './ContentLink.tsx';
import './cards.css';

type Page = Extract<ContentPage, { template: 'cards' }>;

/** 08-06-2018 as a machine-readable date for <time>. */
/** A notice, the page's text, year buttons (byYear), then the cards or a row of buttons. */
export function CardsPage({ page }: { page: Page }) {
  return (
    <>
      <Banner title={page.title} subtitle={page.subtitle} />
      <div className="page-body">
        {page.notice ? (
          <p className="notice" role="note">
            {page.notice}
          </p>
        ) : null}
        <Markdown html={page.html} />
        {page.years ? <YearButtons page={page} /> : null}
        {page.layout === 'buttons' ? <ButtonRow page={page} /> : <CardGrid page={page} />}
      </div>
    </>
  );
}

function YearButtons({ page }: { page: Page }) {
  return (
    <nav aria-label={`${page.title}: years`}>
      <ul className="button-row">
        {page.years?.map(({ year, route }) => (
          <li key={route}>
            <a className={year === page.year ? 'button' : 'button button--ghost'} href={href(route)} aria-current={year === page.year ? 'page' : undefined}>
              {year}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ButtonRow({ page }: { page: Page }) {
  return (
    <ul className="button-row">
      {page.cards.map((card) => (
        <li key={card.title}>
          <ContentLink className="button" link={card.links[0]}>
            {card.title}
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}

function CardGrid({ page }: { page: Page }) {
  if (page.cards.length === 0) return null;
  return (
    <ul className="card-grid link-cards">
      {page.cards.map((card, index) => (
        <li key={`${card.title}-${card.date ?? index}`} className="card link-card">
          <h2>{card.title}</h2>
          {card.date ? (
            <p className="link-card__date">
              <time dateTime={card.isoDate}>{card.date}</time>
            </p>
          ) : null}
          {card.text ? <p>{card.text}</p> : null}
          <ul className="link-card__links">
            {card.links.map((link, l) => (
              <li key={l}>
                <ContentLink link={link} context={card.date ? `${card.title}, ${card.date}` : card.title} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
