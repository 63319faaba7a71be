import { Link } from 'react-router';
import type { CalendarDay } from '../../../shared/schemas/museum';
import { formatLongDate } from '../../lib/format-date';
import { richText } from '../../lib/rich-text';
import { t } from '../../lib/staff-texts';
import { dayHeadingId, jumpTo } from './day-anchors';
import { SlotCard } from './slot-card';

/** One day of the calendar: its closure or seats, then a card per slot. */
export function CalendarDayBlock({
  day,
  now,
  daysLinkId,
}: {
  day: CalendarDay;
  now: Date;
  /** Where "Back to the days" goes: the list of day links. */
  daysLinkId: string;
}) {
  const headingId = dayHeadingId(day.date);
  const seats = day.slots.filter((slot) => !slot.closed).reduce((sum, slot) => sum + slot.capacity, 0);
  const booked = day.slots.reduce((sum, slot) => sum + slot.booked, 0);
  return (
    <section className="slots-day" aria-labelledby={headingId} data-closed={day.closure !== null}>
      <h2 id={headingId} tabIndex={-1}>
        {formatLongDate(day.date)}
      </h2>
      {day.closure?.kind === 'rule' && (
        <p className="slots-day-note">{t('slotsAdmin.day.closedByRule', { reason: day.closure.reason })}</p>
      )}
      {day.closure?.kind === 'closure' && (
        <p className="slots-day-note">
          {richText(t('slotsAdmin.day.closed', { reason: day.closure.reason }), [
            (reopen) => <Link to="/closures">{reopen}</Link>,
          ])}
        </p>
      )}
      {!day.closure && day.slots.length === 0 && (
        <p className="slots-day-note">{t('slotsAdmin.day.noSlots')}</p>
      )}
      {!day.closure && day.slots.length > 0 && (
        <p className="slots-day-summary">
          {t('slotsAdmin.day.summary', { booked, seats, slots: day.slots.length })}
        </p>
      )}
      {day.slots.length > 0 && (
        <ul className="slot-cards">
          {day.slots.map((slot) => (
            <SlotCard key={slot.id} slot={slot} dayClosed={day.closure !== null} now={now} />
          ))}
        </ul>
      )}
      <a className="slots-back" href={`#${daysLinkId}`} onClick={(event) => jumpTo(event, daysLinkId)}>
        {t('slotsAdmin.day.back')}
      </a>
    </section>
  );
}
