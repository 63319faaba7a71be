import { indiaDateOf } from '../../../shared/rules/india-clock';
import { useOccupancy } from '../../lib/occupancy';
import { msg, t } from '../../lib/staff-texts';
import { currentSlot } from './current-slot';

const SLOT_COUNTS = [
  ['expected', msg('door.counters.expected')],
  ['inside', msg('door.counters.inside')],
  ['left', msg('door.counters.left')],
  ['noShows', msg('door.counters.noShows')],
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
        {t('door.counters.heading')}
      </h2>
      {occupancy.isError && <p className="door-problem">{t('door.counters.failed')}</p>}
      {day && (
        <dl className="door-day-counts">
          <div className="door-day-count">
            <dt>{t('door.counters.insideNow')}</dt>
            <dd>{day.insideNow}</dd>
          </div>
          <div className="door-day-count">
            <dt>{t('door.counters.admittedToday')}</dt>
            <dd>{day.admittedToday}</dd>
          </div>
          <div className="door-day-count">
            <dt>{t('door.counters.walkIns')}</dt>
            <dd>{day.walkIns}</dd>
          </div>
        </dl>
      )}
      <h3 className="door-counters-slot">
        {slot
          ? t('door.counters.slot', { slot: slot.label })
          : day
            ? t('door.counters.noSlots')
            : t('door.counters.heading')}
      </h3>
      {slot && (
        <dl>
          {SLOT_COUNTS.map(([key, label]) => (
            <div key={key} className="door-count">
              <dt>{t(label)}</dt>
              <dd>{slot[key]}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
