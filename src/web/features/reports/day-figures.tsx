import { formatLongDate } from '../../lib/format-date';
import { LoadError } from '../../lib/load-error';
import { useOccupancy } from '../../lib/occupancy';
import { ReportFigure } from './report-figure';

/**
 * One day hour by hour (the range's last day): people who came in, who left, and how many
 * were inside at the end of each hour, walk-ins and parties let in early included.
 */
export function DayFigures({ date }: { date: string }) {
  const occupancy = useOccupancy(date, { refresh: false });
  if (occupancy.isError)
    return <LoadError error={occupancy.error} onRetry={() => void occupancy.refetch()} />;
  if (!occupancy.data) return <p role="status">Loading the day…</p>;
  const day = occupancy.data;
  return (
    <ReportFigure
      title={`Arrivals and people inside, ${formatLongDate(date)}`}
      rowHeader="Hour"
      series={[
        { name: 'Came in', tone: 'accent' },
        { name: 'Left', tone: 'outline' },
        { name: 'Inside at the end of the hour', tone: 'night' },
      ]}
      rows={day.hours.map((hour) => ({
        label: hour.hour,
        values: [hour.arrivals, hour.departures, hour.insideAtEnd],
      }))}
    >
      <p>
        The last day of the range, India time: {day.admittedToday} people came in ({day.walkIns} of them
        walk-ins), {day.noShows} did not come.
      </p>
    </ReportFigure>
  );
}
