import { useEffect, useRef } from 'react';
import type { DoorBookingSummary } from '../../../shared/schemas/door';
import { BookingStatusBadge } from '../../lib/booking-status';

interface DoorChoicesListProps {
  query: string;
  bookings: DoorBookingSummary[];
  onPick(id: string): void;
}

/** Several bookings match what was typed: staff pick the one at the door. */
export function DoorChoicesList({ query, bookings, onPick }: DoorChoicesListProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="door-choices" aria-labelledby="door-choices-heading">
      <h2 id="door-choices-heading" ref={heading} tabIndex={-1}>
        {bookings.length} bookings today match “{query}”
      </h2>
      <ul>
        {bookings.map((booking) => (
          <li key={booking.id}>
            <button type="button" className="door-choice" onClick={() => onPick(booking.id)}>
              <span className="door-choice-names">
                {booking.walkIn
                  ? `Walk-in${booking.walkInNames.length > 0 ? `: ${booking.walkInNames.join(', ')}` : ''}`
                  : booking.people.map((person) => person.name).join(', ')}
              </span>
              <span className="door-choice-facts">
                {booking.slotLabel} · {booking.mobile ?? 'no mobile'} · {booking.partySize}{' '}
                {booking.partySize === 1 ? 'person' : 'people'}
              </span>
              <BookingStatusBadge status={booking.status} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
