import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { href } from '../../renderer/href.ts';
import { Photo } from '../../renderer/components/Photo.tsx';
import { HomeCarousel } from '../../renderer/islands/HomeCarousel/island.tsx';
import { Testimonials } from '../../renderer/islands/Testimonials/island.tsx';
import { FeedbackForm } from '../../renderer/islands/FeedbackForm/island.tsx';
import { NoticesSection } from '../../renderer/components/notices/NoticesSection.tsx';
import { NIRF_ROUTE, RTI_ROUTE, SELF_DISCLOSURE_ROUTE } from '../../common/routes.ts';
import './home.css';

export default function Page() {
  const { hero, collegeName, statistics, statisticsTagline, motto, slides, notice, notices, testimonials, feedback } = useData<Data>();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">
          {hero.headline} {collegeName}
        </h1>
        <p className="hero__subline">{hero.subline}</p>
        <p className="hero__actions">
          <a className="button" href={href(hero.applyRoute)}>
            Apply now
          </a>
          <a className="button button--ghost hero__ghost" href={hero.prospectusUrl} target="_blank" rel="noopener noreferrer">
            Download Prospectus<span className="visually-hidden"> (opens another site)</span>
          </a>
        </p>
      </section>

      <nav className="home-disclosures" aria-label="Mandatory disclosures">
        <ul>
          <li>
            <a href={href(NIRF_ROUTE)}>NIRF</a>
          </li>
          <li>
            <a href={href(SELF_DISCLOSURE_ROUTE)}>Public Self-Disclosure</a>
          </li>
          <li>
            <a href={href(RTI_ROUTE)}>Right to Information</a>
          </li>
        </ul>
      </nav>

      <NoticesSection notices={notices} />

      <div className="home-feature">
        <HomeCarousel slides={slides} />
        <section className="notice" aria-labelledby="notice-title">
          <h2 id="notice-title">{notice.title}</h2>
          {notice.route ? (
            <a href={href(notice.route)}>
              <Photo className="notice__image" image={notice.image} alt={notice.alt} sizes="(max-width: 900px) 90vw, 30vw" />
            </a>
          ) : (
            <Photo className="notice__image" image={notice.image} alt={notice.alt} sizes="(max-width: 900px) 90vw, 30vw" />
          )}
        </section>
      </div>

      <section className="statistics" aria-labelledby="statistics-title">
        <h2 id="statistics-title">{statisticsTagline}</h2>
        <ul className="statistics__list">
          {statistics.map((figure) => (
            <li key={figure.label}>
              <span className="statistics__value">{figure.value}</span>
              <span className="statistics__label">{figure.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="motto" aria-label="Motto">
        <p>{motto}</p>
      </section>

      <section className="home-section" aria-labelledby="testimonials-title">
        <h2 id="testimonials-title">Testimonials</h2>
        <Testimonials {...testimonials} />
      </section>

      <section className="home-section home-section--soft" aria-labelledby="feedback-title">
        <h2 id="feedback-title">Feedback</h2>
        <p className="home-section__intro">Tell us what you think of the college or of this website.</p>
        <FeedbackForm {...feedback} />
      </section>
    </>
  );
}
