import { useState } from 'react';
import { Link } from 'react-router';
import { addDays, indiaDateOf } from '../../../shared/rules/india-clock';
import type { CalendarDay } from '../../../shared/schemas/museum';
import { formatLongDate } from '../../lib/format-date';
import { LoadError } from '../../lib/load-error';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSlotCalendar } from './get-slot-calendar';
import { SlotCard } from './slot-card';
import './slots-admin.css';

const DAYS_SHOWN = 7;

/** The coming week, day by day and slot by slot: seats, and one slot's capacity or closing. */
export function SlotsPage() {
  usePageMeta({
    title: 'Slots',
    description: 'The coming weeks per day and slot: capacity, booked, held and closed.',
    keywords: ['slots', 'capacity', 'admin'],
  });
  const today = indiaDateOf(new Date());
  const [from, setFrom] = useState(today);
  const to = addDays(from, DAYS_SHOWN - 1);
  const calendar = useSlotCalendar(from, to);

  return (
    <div className="admin-page slots-page">
      <h1>Slots</h1>
      <div className="slots-controls">
        <div className="field">
          <label htmlFor="slots-from">From</label>
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
            A week earlier
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setFrom(addDays(from, DAYS_SHOWN))}
          >
            A week later
          </button>
        </div>
      </div>
      <p className="slots-range" role="status">
        {formatLongDate(from)} to {formatLongDate(to)}
      </p>
      {calendar.isError && <LoadError error={calendar.error} onRetry={() => void calendar.refetch()} />}
      {calendar.isPending && <p role="status">Loading slots…</p>}
      {calendar.data?.days.map((day) => (
        <CalendarDayBlock key={day.date} day={day} />
      ))}
    </div>
  );
}

function CalendarDayBlock({ day }: { day: CalendarDay }) {
  const headingId = `slots-day-${day.date}`;
  const seats = day.slots.filter((slot) => !slot.closed).reduce((sum, slot) => sum + slot.capacity, 0);
  const booked = day.slots.reduce((sum, slot) => sum + slot.booked, 0);
  return (
    <section className="slots-day" aria-labelledby={headingId} data-closed={day.closure !== null}>
      <h2 id={headingId}>{formatLongDate(day.date)}</h2>
      {day.closure?.kind === 'rule' && (
        <p className="slots-day-note">Closed by rule: {day.closure.reason}.</p>
      )}
      {day.closure?.kind === 'closure' && (
        <p className="slots-day-note">
          Closed: {day.closure.reason}. <Link to="/closures">Reopen it on Closures</Link>.
        </p>
      )}
      {!day.closure && day.slots.length === 0 && <p className="slots-day-note">No slots.</p>}
      {!day.closure && day.slots.length > 0 && (
        <p className="slots-day-summary">
          {booked} booked of {seats} open seats in {day.slots.length} slots
        </p>
      )}
      {day.slots.length > 0 && (
        <ul className="slot-cards">
          {day.slots.map((slot) => (
            <SlotCard key={slot.id} slot={slot} dayClosed={day.closure !== null} />
          ))}
        </ul>
      )}
    </section>
  );
}
