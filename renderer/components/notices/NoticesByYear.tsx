import type { NoticeListItem } from './listItem.ts';
import { NoticeList } from './NoticeList.tsx';

/** A heading per year, newest year first, each with its notices. */
export function NoticesByYear({ years, showCategory = true }: { years: { year: string; notices: NoticeListItem[] }[]; showCategory?: boolean }) {
  if (years.length === 0) return <p>No notices yet.</p>;
  return (
    <>
      {years.map(({ year, notices }) => (
        <section key={year} aria-labelledby={`notices-${year}`}>
          <h2 id={`notices-${year}`}>{year}</h2>
          <NoticeList notices={notices} showCategory={showCategory} />
        </section>
      ))}
    </>
  );
}
