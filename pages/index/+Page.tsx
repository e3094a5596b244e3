import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { href } from '../../renderer/href.ts';
import './home.css';

export default function Page() {
  const { hero, collegeName, statistics, statisticsTagline, motto } = useData<Data>();
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
    </>
  );
}
