import { useState } from 'react';
import { addDays, indiaDateOf } from '../../../shared/rules/india-clock';
import { formatLongDate } from '../../lib/format-date';
import { LoadError } from '../../lib/load-error';
import { usePageMeta } from '../../lib/use-page-meta';
import { CalendarDayBlock } from './calendar-day';
import { DayLinks } from './day-links';
import { useSlotCalendar } from './get-slot-calendar';
import './slots-admin.css';
import { t } from '../../lib/staff-texts';

const DAYS_SHOWN = 7;
const DAYS_LINKS_ID = 'slots-days';

/** The coming week, day by day and slot by slot: seats, and one slot's capacity or closing. */
export function SlotsPage() {
  usePageMeta({
    title: t('slotsAdmin.title'),
    description: t('slotsAdmin.description'),
    keywords: ['slots', 'capacity', 'admin'],
  });
  const today = indiaDateOf(new Date());
  const [from, setFrom] = useState(today);
  const to = addDays(from, DAYS_SHOWN - 1);
  const calendar = useSlotCalendar(from, to);
  // Read at each render (the calendar refreshes after every change): slots that have started
  // offer no changes.
  const now = new Date();

  return (
    <div className="admin-page slots-page">
      <h1>{t('slotsAdmin.title')}</h1>
      <div className="slots-controls">
        <div className="field">
          <label htmlFor="slots-from">{t('slotsAdmin.from')}</label>
          <input
            id="slots-from"
            type="date"
            value={from}
            onChange={(event) => event.target.value && setFrom(event.target.value)}
          />
        </div>
        <div className="slots-paging">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setFrom(addDays(from, -DAYS_SHOWN))}
          >
            {t('slotsAdmin.weekEarlier')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setFrom(addDays(from, DAYS_SHOWN))}
          >
            {t('slotsAdmin.weekLater')}
          </button>
        </div>
      </div>
      <p className="slots-range" role="status">
        {t('slotsAdmin.range', { from: formatLongDate(from), to: formatLongDate(to) })}
      </p>
      {calendar.isError && <LoadError error={calendar.error} onRetry={() => void calendar.refetch()} />}
      {calendar.isPending && <p role="status">{t('slotsAdmin.loading')}</p>}
      {calendar.data && <DayLinks id={DAYS_LINKS_ID} days={calendar.data.days} />}
      {calendar.data?.days.map((day) => (
        <CalendarDayBlock key={day.date} day={day} now={now} daysLinkId={DAYS_LINKS_ID} />
      ))}
    </div>
  );
}
