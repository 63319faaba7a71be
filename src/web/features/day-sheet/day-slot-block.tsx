import type { DaySheet } from '../../../shared/schemas/door';
import { BookingStatusBadge } from '../../lib/booking-status';
import { documentText } from '../../lib/document-text';
import { msg, t } from '../../lib/staff-texts';

type DaySlot = DaySheet['slots'][number];

const COUNTS = [
  ['capacity', msg('day.count.capacity')],
  ['booked', msg('day.count.booked')],
  ['validated', msg('day.count.validated')],
  ['inside', msg('day.count.inside')],
  ['left', msg('day.count.left')],
  ['noShows', msg('day.count.noShows')],
  ['walkIns', msg('day.count.walkIns')],
] as const;

/** A walk-in party, or a party of which only some came: said before its people. */
function partyNote(booking: DaySlot['bookings'][number]): string | null {
  const { partySize: size, admitted } = booking;
  if (!booking.walkIn) return admitted === null ? null : t('day.party.came', { size, admitted });
  const party =
    admitted === null ? t('day.party.walkIn', { size }) : t('day.party.walkInCame', { size, admitted });
  const names = booking.walkInNames.join(', ');
  return names ? t('day.party.names', { party, names }) : party;
}

/** One slot of the day: its counts and its bookings, a box to tick for each on paper. */
export function DaySlotBlock({ slot, bookings }: { slot: DaySlot; bookings: DaySlot['bookings'] }) {
  const headingId = `slot-${slot.id}`;
  return (
    // Left off paper unless asked for: a slot with no bookings has no row to tick.
    <section
      className={`day-slot${bookings.length === 0 ? ' day-slot--empty' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>
        {slot.label}
        {slot.closed && <span className="day-closed"> {t('day.closed')}</span>}
      </h2>
      <dl className="day-counts">
        {COUNTS.map(([key, label]) => (
          <div key={key}>
            <dt>{t(label)}</dt>
            <dd>{slot[key]}</dd>
          </div>
        ))}
      </dl>
      {bookings.length === 0 ? (
        <p className="day-empty">{t('day.noBookings')}</p>
      ) : (
        <table className="day-table">
          <caption className="visually-hidden">{t('day.caption', { slot: slot.label })}</caption>
          <thead>
            <tr>
              <th scope="col" className="day-tick">
                <span className="visually-hidden">{t('day.col.arrived')}</span>
              </th>
              <th scope="col">{t('day.col.visitors')}</th>
              <th scope="col" className="day-col-mobile">
                {t('day.col.mobile')}
              </th>
              <th scope="col" className="day-col-id">
                {t('day.col.bookingId')}
              </th>
              <th scope="col" className="day-col-status">
                {t('day.col.status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((booking) => (
              <tr key={booking.id}>
                <td className="day-tick">
                  <span className="day-box" aria-hidden="true" />
                </td>
                <td>
                  {partyNote(booking) && <p className="day-party-note">{partyNote(booking)}</p>}
                  <ul className="day-people">
                    {booking.people.map((person, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: people are kept in booking order.
                      <li key={index}>
                        <span className="day-person-name">{person.name}</span>, {person.age}
                        {person.child && <span className="day-child"> {t('day.child')}</span>}
                        <span className="day-document">
                          {' '}
                          · {documentText(person.documentLabel, person.documentNumber)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="day-nowrap">{booking.mobile ?? '—'}</td>
                <td className="day-code">{booking.id}</td>
                <td>
                  <BookingStatusBadge status={booking.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
