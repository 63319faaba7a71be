import type { Report } from '../../../shared/schemas/reports';
import { nationalityLabel } from '../../lib/person-labels';
import { formatShortDate } from './format-short-date';
import { ReportFigure } from './report-figure';

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);
const shareOf = (part: number, whole: number) => percent(whole === 0 ? null : part / whole);

/** Who came and how full the days were: one figure each, chart and table. */
export function VisitFigures({ report }: { report: Report }) {
  const { outcomes } = report;
  const people = report.nationalities.reduce((sum, row) => sum + row.people, 0);
  const bookings = report.groupSizes.reduce((sum, row) => sum + row.bookings, 0);
  return (
    <>
      <ReportFigure
        title="Visitors per day"
        rowHeader="Date"
        series={[
          { name: 'Seats', tone: 'outline' },
          { name: 'Booked', tone: 'accent' },
          { name: 'Came', tone: 'night' },
        ]}
        extraHeaders={['Walk-ins', 'Full']}
        rows={report.days.map((day) => ({
          label: formatShortDate(day.date),
          values: [day.capacity, day.booked, day.visited],
          extra: [String(day.walkIns), shareOf(day.booked, day.capacity)],
        }))}
      >
        <p>
          Seats of the open slots; people booked (not cancelled or refused); people who came in, walk-ins
          included; how many came as walk-ins; how full the day was.
        </p>
      </ReportFigure>

      <ReportFigure
        title="Checked in and no-shows"
        rowHeader="Outcome"
        series={[{ name: 'Bookings', tone: 'accent' }]}
        extraHeaders={['Share']}
        rows={[
          ['Checked in', outcomes.checkedIn],
          ['No-show', outcomes.noShow],
          ['Still to come', outcomes.upcoming],
          ['Cancelled', outcomes.cancelled],
          ['Refused', outcomes.refused],
        ].map(([label, count]) => ({
          label: label as string,
          values: [count as number],
          extra: [shareOf(count as number, outcomes.bookings)],
        }))}
      >
        <p className="report-rates">
          Checked-in rate <strong>{percent(outcomes.checkedInRate)}</strong>, no-show rate{' '}
          <strong>{percent(outcomes.noShowRate)}</strong> of the {outcomes.checkedIn + outcomes.noShow}{' '}
          bookings whose slot is over ({outcomes.bookings} bookings in all); {outcomes.noShowPeople} people
          did not come, those missing from parties let in part included.
        </p>
      </ReportFigure>

      <ReportFigure
        title="Busiest slots"
        rowHeader="Slot"
        series={[
          { name: 'Booked', tone: 'accent' },
          { name: 'Seats', tone: 'outline' },
        ]}
        rows={report.busiestSlots.map((slot) => ({
          label: `${formatShortDate(slot.date)}, ${slot.label}`,
          values: [slot.booked, slot.capacity],
        }))}
      />

      <ReportFigure
        title="Nationality"
        rowHeader="Nationality"
        series={[{ name: 'People', tone: 'night' }]}
        extraHeaders={['Share']}
        rows={report.nationalities.map((row) => ({
          label: nationalityLabel(row.nationality as 'IN' | 'OTHER') ?? row.nationality,
          values: [row.people],
          extra: [shareOf(row.people, people)],
        }))}
      />

      <ReportFigure
        title="Age on the day of the visit"
        rowHeader="Age"
        series={[{ name: 'People', tone: 'gold' }]}
        extraHeaders={['Share']}
        rows={report.ageBands.map((row) => ({
          label: row.band === 'unknown' ? 'Not known (date of birth erased)' : row.band,
          values: [row.people],
          extra: [shareOf(row.people, people)],
        }))}
      />

      <ReportFigure
        title="Group sizes"
        rowHeader="Group"
        series={[{ name: 'Bookings', tone: 'accent' }]}
        extraHeaders={['Share']}
        rows={report.groupSizes.map((row) => ({
          label: row.size === 1 ? '1 person' : `${row.size} people`,
          values: [row.bookings],
          extra: [shareOf(row.bookings, bookings)],
        }))}
      />
    </>
  );
}
