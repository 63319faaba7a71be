import { t } from '../../lib/staff-texts';
/** One bar series: its name (legend and table column) and its colour. */
export interface ChartSeries {
  name: string;
  tone: 'accent' | 'night' | 'outline' | 'gold';
}

export interface ChartRow {
  label: string;
  /** One value per series, in the series' order. */
  values: number[];
}

// Bar heights in pixels; across, bars are percentages of the row's width, so the chart needs
// no horizontal room of its own on a phone. Labels are HTML above each row's bars: they wrap.
const BAR_HEIGHT = 16;
const BAR_GAP = 4;
/** The longest bar's share of the width: the rest holds its number. */
const LONGEST_BAR = 78;

export const formatCount = (value: number) => value.toLocaleString('en-IN');

/**
 * Horizontal bars drawn as plain SVG (decision 0026): each row's label above its bars, one bar
 * per series with its number at the end. The chart is one image to assistive technology; the
 * table beside it holds the same figures to read.
 */
export function BarChart({
  title,
  series,
  rows,
}: {
  title: string;
  series: ChartSeries[];
  rows: ChartRow[];
}) {
  const max = Math.max(1, ...rows.flatMap((row) => row.values));
  return (
    <figure className="report-chart">
      {series.length > 1 && (
        <ul className="chart-legend">
          {series.map((one) => (
            <li key={one.name}>
              <span className={`chart-swatch chart-${one.tone}`} aria-hidden="true" />
              {one.name}
            </li>
          ))}
        </ul>
      )}
      <div role="img" aria-label={t('reports.chart', { title })}>
        {rows.map((row) => (
          <div className="chart-row" key={row.label}>
            <span className="chart-label">{row.label}</span>
            <svg width="100%" height={series.length * (BAR_HEIGHT + BAR_GAP)} aria-hidden="true">
              {series.map((one, index) => {
                const value = row.values[index] ?? 0;
                const width = (value / max) * LONGEST_BAR;
                const y = index * (BAR_HEIGHT + BAR_GAP);
                return (
                  <g key={one.name}>
                    <rect
                      className={`chart-bar chart-${one.tone}`}
                      x="0"
                      y={y}
                      width={`${width}%`}
                      height={BAR_HEIGHT}
                    />
                    <text className="chart-value" x={`${width}%`} dx="6" y={y + BAR_HEIGHT - 3}>
                      {formatCount(value)}
                    </text>
                  </g>
                );
              })}
            </svg>
          </div>
        ))}
      </div>
    </figure>
  );
}
