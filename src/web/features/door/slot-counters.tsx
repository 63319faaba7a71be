import { indiaDateOf } from '../../../shared/rules/india-clock';
import { useDaySheet } from '../../lib/day-sheet';
import { currentSlot } from './current-slot';

const COUNTS = [
  ['expected', 'Expected'],
  ['validated', 'Validated'],
  ['inside', 'Inside'],
  ['left', 'Left'],
  ['noShows', 'No-shows'],
] as const;

/** People of the slot under way, by where they are: refreshed after each step and every 30 s. */
export function SlotCounters() {
  const now = new Date();
  const sheet = useDaySheet(indiaDateOf(now));
  const slot = sheet.data && currentSlot(sheet.data.slots, now);

  return (
    <section className="door-counters" aria-labelledby="door-counters-heading">
      <h2 id="door-counters-heading">{slot ? `Slot ${slot.label}` : 'No slots today'}</h2>
      {sheet.isError && (
        <p className="door-problem">The counters could not be read; they try again shortly.</p>
      )}
      {slot && (
        <dl>
          {COUNTS.map(([key, label]) => (
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
