import type { ContentPage } from '../../../common/contentTypes.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { Markdown } from '../../../renderer/components/Markdown.tsx';
import './survey.css';
import { TableScroll } from '../../../renderer/components/TableScroll.tsx';

/** The questionnaire with its answer scale and rating bands, the results, then the action taken (Markdown). */
export function SurveyPage({ page }: { page: Extract<ContentPage, { template: 'survey' }> }) {
  return (
    <>
      <Banner title={page.title} subtitle={page.subtitle} />
      <div className="page-body survey">
        <section aria-labelledby="questionnaire">
          <h2 id="questionnaire">Questionnaire</h2>
          {page.intro ? <p>{page.intro}</p> : null}
          <ol className="survey__questions">
            {page.questions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ol>
          <h3>Answer scale</h3>
          <ul className="survey__scale">
            {page.scale.map((answer) => (
              <li key={answer}>{answer}</li>
            ))}
          </ul>
          <TableScroll label="Rating of teaching">
            <table className="data-table survey__bands">
              <caption>Rating of teaching</caption>
              <thead>
                <tr>
                  <th scope="col">Rating</th>
                  <th scope="col">Meaning</th>
                </tr>
              </thead>
              <tbody>
                {page.ratingBands.map((band) => (
                  <tr key={band.range}>
                    <td>{band.range}</td>
                    <td>{band.label}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
        <section aria-labelledby="results">
          <h2 id="results">Results</h2>
          <TableScroll label="Results of the survey">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">SSS points</th>
                  <th scope="col" className="number">
                    Percentage
                  </th>
                  <th scope="col">Resolution</th>
                </tr>
              </thead>
              <tbody>
                {page.results.map((row) => (
                  <tr key={row.area}>
                    <th scope="row">{row.area}</th>
                    <td className="number">{row.percentage}%</td>
                    <td>{row.resolution}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
        <Markdown html={page.html} />
      </div>
    </>
  );
}
