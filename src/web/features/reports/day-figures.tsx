import { formatLongDate } from '../../lib/format-date';
import { LoadError } from '../../lib/load-error';
import { useOccupancy } from '../../lib/occupancy';
import { t } from '../../lib/staff-texts';
import { ReportFigure } from './report-figure';

/**
 * One day hour by hour (the range's last day): people who came in, who left, and how many
 * were inside at the end of each hour, walk-ins and parties let in early included.
 */
export function DayFigures({ date }: { date: string }) {
  const occupancy = useOccupancy(date, { refresh: false });
  if (occupancy.isError)
    return <LoadError error={occupancy.error} onRetry={() => void occupancy.refetch()} />;
  if (!occupancy.data) return <p role="status">{t('reports.day.loading')}</p>;
  const day = occupancy.data;
  return (
    <ReportFigure
      title={t('reports.day.title', { date: formatLongDate(date) })}
      rowHeader={t('reports.day.hour')}
      series={[
        { name: t('reports.day.cameIn'), tone: 'accent' },
        { name: t('reports.day.left'), tone: 'outline' },
        { name: t('reports.day.inside'), tone: 'night' },
      ]}
      rows={day.hours.map((hour) => ({
        label: hour.hour,
        values: [hour.arrivals, hour.departures, hour.insideAtEnd],
      }))}
    >
      <p>
        {t('reports.day.text', { admitted: day.admittedToday, walkIns: day.walkIns, noShows: day.noShows })}
      </p>
    </ReportFigure>
  );
}
