import type { DaySheet } from '../../../shared/schemas/door';
import { BookingStatusBadge } from '../../lib/booking-status';
import { documentText } from '../../lib/document-text';

type DaySlot = DaySheet['slots'][number];

const COUNTS = [
  ['capacity', 'Capacity'],
  ['booked', 'Booked'],
  ['validated', 'Validated'],
  ['inside', 'Inside'],
  ['left', 'Left'],
  ['noShows', 'No-shows'],
  ['walkIns', 'Walk-ins'],
] as const;

/** A walk-in party, or a party of which only some came: said before its people. */
function partyNote(booking: DaySlot['bookings'][number]): string | null {
  const size = booking.partySize === 1 ? '1 person' : `${booking.partySize} people`;
  const came = booking.admitted === null ? '' : `, ${booking.admitted} of ${booking.partySize} came in`;
  if (booking.walkIn) {
    const names = booking.walkInNames.length > 0 ? `: ${booking.walkInNames.join(', ')}` : '';
    return `Walk-in, ${size}${came}${names}`;
  }
  return came ? `${size}${came}` : null;
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
        {slot.closed && <span className="day-closed"> (closed)</span>}
      </h2>
      <dl className="day-counts">
        {COUNTS.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{slot[key]}</dd>
          </div>
        ))}
      </dl>
      {bookings.length === 0 ? (
        <p className="day-empty">No bookings.</p>
      ) : (
        <table className="day-table">
          <caption className="visually-hidden">Bookings of {slot.label}</caption>
          <thead>
            <tr>
              <th scope="col" className="day-tick">
                <span className="visually-hidden">Arrived</span>
              </th>
              <th scope="col">Visitors</th>
              <th scope="col" className="day-col-mobile">
                Mobile
              </th>
              <th scope="col" className="day-col-id">
                Booking ID
              </th>
              <th scope="col" className="day-col-status">
                Status
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
                        {person.child && <span className="day-child"> (child)</span>}
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
