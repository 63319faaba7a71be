import type { Report } from '../../../shared/schemas/reports';
import { nationalityLabel } from '../../lib/person-labels';
import { richText } from '../../lib/rich-text';
import { msg, t } from '../../lib/staff-texts';
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
        title={t('reports.perDay.title')}
        rowHeader={t('reports.perDay.date')}
        series={[
          { name: t('reports.perDay.seats'), tone: 'outline' },
          { name: t('reports.perDay.booked'), tone: 'accent' },
          { name: t('reports.perDay.came'), tone: 'night' },
        ]}
        extraHeaders={[t('reports.perDay.walkIns'), t('reports.perDay.full')]}
        rows={report.days.map((day) => ({
          label: formatShortDate(day.date),
          values: [day.capacity, day.booked, day.visited],
          extra: [String(day.walkIns), shareOf(day.booked, day.capacity)],
        }))}
      >
        <p>{t('reports.perDay.text')}</p>
      </ReportFigure>

      <ReportFigure
        title={t('reports.outcomes.title')}
        rowHeader={t('reports.outcomes.outcome')}
        series={[{ name: t('reports.outcomes.bookings'), tone: 'accent' }]}
        extraHeaders={[t('reports.share')]}
        rows={[
          [msg('reports.outcomes.checkedIn'), outcomes.checkedIn],
          [msg('reports.outcomes.noShow'), outcomes.noShow],
          [msg('reports.outcomes.upcoming'), outcomes.upcoming],
          [msg('reports.outcomes.cancelled'), outcomes.cancelled],
          [msg('reports.outcomes.refused'), outcomes.refused],
        ].map(([label, count]) => ({
          label: t(label as string),
          values: [count as number],
          extra: [shareOf(count as number, outcomes.bookings)],
        }))}
      >
        <p className="report-rates">
          {richText(
            t('reports.outcomes.rates', {
              checkedInRate: percent(outcomes.checkedInRate),
              noShowRate: percent(outcomes.noShowRate),
              over: outcomes.checkedIn + outcomes.noShow,
              bookings: outcomes.bookings,
              noShowPeople: outcomes.noShowPeople,
            }),
            [(rate) => <strong>{rate}</strong>, (rate) => <strong>{rate}</strong>],
          )}
        </p>
      </ReportFigure>

      <ReportFigure
        title={t('reports.busiest.title')}
        rowHeader={t('reports.busiest.slot')}
        series={[
          { name: t('reports.busiest.booked'), tone: 'accent' },
          { name: t('reports.busiest.seats'), tone: 'outline' },
        ]}
        rows={report.busiestSlots.map((slot) => ({
          label: `${formatShortDate(slot.date)}, ${slot.label}`,
          values: [slot.booked, slot.capacity],
        }))}
      />

      <ReportFigure
        title={t('reports.nationality.title')}
        rowHeader={t('reports.nationality.title')}
        series={[{ name: t('reports.people'), tone: 'night' }]}
        extraHeaders={[t('reports.share')]}
        rows={report.nationalities.map((row) => ({
          label: nationalityLabel(row.nationality as 'IN' | 'OTHER') ?? row.nationality,
          values: [row.people],
          extra: [shareOf(row.people, people)],
        }))}
      />

      <ReportFigure
        title={t('reports.age.title')}
        rowHeader={t('reports.age.age')}
        series={[{ name: t('reports.people'), tone: 'gold' }]}
        extraHeaders={[t('reports.share')]}
        rows={report.ageBands.map((row) => ({
          label: row.band === 'unknown' ? t('reports.age.unknown') : row.band,
          values: [row.people],
          extra: [shareOf(row.people, people)],
        }))}
      />

      <ReportFigure
        title={t('reports.groups.title')}
        rowHeader={t('reports.groups.group')}
        series={[{ name: t('reports.groups.bookings'), tone: 'accent' }]}
        extraHeaders={[t('reports.share')]}
        rows={report.groupSizes.map((row) => ({
          label: t('reports.groups.size', { size: row.size }),
          values: [row.bookings],
          extra: [shareOf(row.bookings, bookings)],
        }))}
      />
    </>
  );
}
