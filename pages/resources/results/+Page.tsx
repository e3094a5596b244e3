import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { ResultsChart } from './ResultsChart.tsx';
import { Count } from './Count.tsx';
import './results.css';
import { TableScroll } from '../../../renderer/components/TableScroll.tsx';

export default function Page() {
  const { title, years } = useData<Data>();
  return (
    <>
      <Banner title={title} />
      <div className="page-body">
        {years.length === 0 ? (
          <p>No results have been published yet.</p>
        ) : (
          <>
            <ResultsChart years={years} />
            {years.map(({ year, rows, totals }) => (
              <section key={year} aria-labelledby={`results-${year}`}>
                <h2 id={`results-${year}`}>{year}</h2>
                <TableScroll label={`Results ${year}`}>
                  <table className="data-table results-table">
                    <caption className="visually-hidden">Results {year}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Year</th>
                        <th scope="col">Subject Code</th>
                        <th scope="col">Programme</th>
                        <th scope="col" className="number">
                          Appeared
                        </th>
                        <th scope="col" className="number">
                          Passed
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((row) => (
                        <tr key={`${row.subjectCode} ${row.programme}`}>
                          <td>{year}</td>
                          <td>{row.subjectCode}</td>
                          <td>{row.programme}</td>
                          <td className="number">
                            <Count value={row.appeared} />
                          </td>
                          <td className="number">
                            <Count value={row.passed} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr className="results-table__total">
                        <th scope="row" colSpan={3}>
                          Total No. of Students Appeared and Passed
                        </th>
                        <td className="number">
                          <Count value={totals.appeared} />
                        </td>
                        <td className="number">
                          <Count value={totals.passed} />
                        </td>
                      </tr>
                    </tfoot>
                  </table>
                </TableScroll>
              </section>
            ))}
          </>
        )}
      </div>
    </>
  );
}
