import { type ReactNode, useId } from 'react';
import { t } from '../../lib/staff-texts';
import { BarChart, type ChartRow, type ChartSeries, formatCount } from './bar-chart';

export interface FigureRow extends ChartRow {
  /** Cells only the table shows (a share, a rate), after the series' values. */
  extra?: string[];
}

interface ReportFigureProps {
  title: string;
  /** The header of the rows' column: Date, Slot, Band. */
  rowHeader: string;
  series: ChartSeries[];
  rows: FigureRow[];
  extraHeaders?: string[];
  children?: ReactNode;
}

/** One figure of the reports: a heading, the bar chart and the same figures as a table. */
export function ReportFigure({
  title,
  rowHeader,
  series,
  rows,
  extraHeaders = [],
  children,
}: ReportFigureProps) {
  const headingId = useId();
  return (
    <section className="report-figure" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
      {rows.length === 0 ? (
        <p>{t('reports.nothing')}</p>
      ) : (
        <div className="report-figure-body">
          <BarChart title={title} series={series} rows={rows} />
          <table className="report-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{rowHeader}</th>
                {series.map((one) => (
                  <th scope="col" key={one.name}>
                    {one.name}
                  </th>
                ))}
                {extraHeaders.map((header) => (
                  <th scope="col" key={header}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.values.map((value, index) => (
                    <td key={series[index]?.name} data-series={series[index]?.name}>
                      {formatCount(value)}
                    </td>
                  ))}
                  {(row.extra ?? []).map((cell, index) => (
                    <td key={extraHeaders[index]}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
