import type { ResultYear } from '../../../common/contentTypes.ts';
import { TableScroll } from '../../../renderer/components/TableScroll.tsx';

const WIDTH = 640;
const HEIGHT = 320;
const PLOT = { left: 52, right: 52, top: 20, bottom: 72 };

/** The smallest "round" value at or above max, and the tick step: 348 -> 400 in steps of 100. */
export function niceScale(max: number, ticks = 4): { top: number; step: number } {
  if (max <= 0) return { top: ticks, step: 1 };
  const raw = max / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw)!;
  return { top: step * Math.ceil(max / step), step };
}

const describe = ({ year, totals }: ResultYear) =>
  totals.appeared === null
    ? `${year}: no data.`
    : `${year}: ${totals.appeared} appeared, ${totals.passed ?? 'no figure for'} passed${totals.passRate === null ? '' : ` (pass rate ${totals.passRate}%)`}.`;

/**
 * Appeared and passed per year as bars, and the pass rate as a line, drawn when the page is built:
 * an SVG with no script. Its title and description say the same figures in words.
 */
export function ResultsChart({ years }: { years: ResultYear[] }) {
  const chronological = [...years].sort((a, b) => a.year - b.year);
  const { top, step } = niceScale(Math.max(0, ...chronological.map((y) => y.totals.appeared ?? 0)));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const bottom = PLOT.top + plotHeight;
  const group = plotWidth / chronological.length;
  const bar = Math.min(28, group * 0.32);
  const yCount = (value: number) => bottom - (value / top) * plotHeight;
  const yRate = (rate: number) => bottom - (rate / 100) * plotHeight;
  const centre = (index: number) => PLOT.left + group * (index + 0.5);

  // The pass-rate line breaks where a year has no figure.
  const segments: string[][] = [[]];
  chronological.forEach((year, index) => {
    if (year.totals.passRate === null) segments.push([]);
    else segments[segments.length - 1].push(`${centre(index).toFixed(1)},${yRate(year.totals.passRate).toFixed(1)}`);
  });
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step);
  const first = chronological[0].year;
  const last = chronological[chronological.length - 1].year;

  return (
    <figure className="results-chart">
      <TableScroll className="results-chart__scroll" label="Chart of results by year">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="results-chart-title results-chart-desc">
          <title id="results-chart-title">{`Students appeared and passed, and pass rate, ${first} to ${last}`}</title>
          <desc id="results-chart-desc">{chronological.map(describe).join(' ')}</desc>
          <g className="results-chart__grid" aria-hidden="true">
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={yCount(tick)} y2={yCount(tick)} />
                <text x={PLOT.left - 8} y={yCount(tick)} dy="0.35em" textAnchor="end">
                  {tick}
                </text>
                <text x={WIDTH - PLOT.right + 8} y={yCount(tick)} dy="0.35em" className="results-chart__rate-axis">
                  {Math.round((tick / top) * 100)}%
                </text>
              </g>
            ))}
          </g>
          {chronological.map((year, index) => {
            const { appeared, passed } = year.totals;
            const x = centre(index);
            return (
              <g key={year.year} aria-hidden="true">
                {appeared === null ? (
                  <text x={x} y={bottom - 8} textAnchor="middle" className="results-chart__none">
                    no data
                  </text>
                ) : (
                  <>
                    <rect className="results-chart__appeared" x={x - bar - 1} y={yCount(appeared)} width={bar} height={bottom - yCount(appeared)} />
                    <text x={x - bar / 2 - 1} y={yCount(appeared) - 4} textAnchor="middle" className="results-chart__value">
                      {appeared}
                    </text>
                  </>
                )}
                {passed !== null ? (
                  <>
                    <rect className="results-chart__passed" x={x + 1} y={yCount(passed)} width={bar} height={bottom - yCount(passed)} />
                    <text x={x + bar / 2 + 1} y={yCount(passed) - 4} textAnchor="middle" className="results-chart__value">
                      {passed}
                    </text>
                  </>
                ) : null}
                <text x={x} y={bottom + 18} textAnchor="middle" className="results-chart__year">
                  {year.year}
                </text>
              </g>
            );
          })}
          <g aria-hidden="true">
            {segments
              .filter((points) => points.length > 0)
              .map((points) => (
                <polyline key={points[0]} className="results-chart__rate" points={points.join(' ')} />
              ))}
            {chronological.map((year, index) =>
              year.totals.passRate === null ? null : (
                <circle key={year.year} className="results-chart__rate-point" cx={centre(index)} cy={yRate(year.totals.passRate)} r={4} />
              ),
            )}
          </g>
          <g className="results-chart__legend" aria-hidden="true" transform={`translate(${PLOT.left}, ${HEIGHT - 22})`}>
            <rect className="results-chart__appeared" width="14" height="14" y="-11" />
            <text x="20">Appeared</text>
            <rect className="results-chart__passed" x="120" width="14" height="14" y="-11" />
            <text x="140">Passed</text>
            <line className="results-chart__rate" x1="230" x2="256" y1="-4" y2="-4" />
            <circle className="results-chart__rate-point" cx="243" cy="-4" r="4" />
            <text x="264">Pass rate (right scale)</text>
          </g>
        </svg>
      </TableScroll>
      <figcaption>
        Students who appeared and passed each year (bars, left scale) and the pass rate (line, right scale). The totals under each year's table below give the
        same figures{chronological.some((y) => y.totals.appeared === null) ? '; a year without figures is marked "no data"' : ''}.
      </figcaption>
    </figure>
  );
}
