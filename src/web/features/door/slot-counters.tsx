import { indiaDateOf } from '../../../shared/rules/india-clock';
import { useOccupancy } from '../../lib/occupancy';
import { currentSlot } from './current-slot';

const SLOT_COUNTS = [
  ['expected', 'Expected'],
  ['inside', 'Inside'],
  ['left', 'Left'],
  ['noShows', 'No-shows'],
] as const;

/**
 * The day across slots (inside now, admitted today, early admissions included), then the
 * slot under way by where its people are. Read again after each step and every 30 s.
 */
export function SlotCounters() {
  const now = new Date();
  const occupancy = useOccupancy(indiaDateOf(now));
  const day = occupancy.data;
  const slot = day && currentSlot(day.slots, now);

  return (
    <section className="door-counters" aria-labelledby="door-counters-heading">
      <h2 id="door-counters-heading" className="visually-hidden">
        Counters
      </h2>
      {occupancy.isError && (
        <p className="door-problem">The counters could not be read; they try again shortly.</p>
      )}
      {day && (
        <dl className="door-day-counts">
          <div className="door-day-count">
            <dt>Inside now</dt>
            <dd>{day.insideNow}</dd>
          </div>
          <div className="door-day-count">
            <dt>Admitted today</dt>
            <dd>{day.admittedToday}</dd>
          </div>
          <div className="door-day-count">
            <dt>Walk-ins</dt>
            <dd>{day.walkIns}</dd>
          </div>
        </dl>
      )}
      <h3 className="door-counters-slot">
        {slot ? `Slot ${slot.label}` : day ? 'No slots today' : 'Counters'}
      </h3>
      {slot && (
        <dl>
          {SLOT_COUNTS.map(([key, label]) => (
            <div key={key} className="door-count">
              <dt>{label}</dt>
              <dd>{slot[key]}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
