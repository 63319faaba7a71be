import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Ticket } from '../../../shared/schemas/bookings';
import { texts } from '../../../shared/texts';
import { AddToCalendarLink } from '../../lib/add-to-calendar-link';
import { formatLongDate } from '../../lib/format-date';

/** The booking went through: what was booked and the way to the ticket. */
export function BookingSuccess({ ticket }: { ticket: Ticket }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="booking-success">
      <h3 ref={heading} tabIndex={-1}>
        {texts.bookingConfirmed}
      </h3>
      <p>
        {formatLongDate(ticket.date)}, {ticket.slotLabel}, for {ticket.people.length}{' '}
        {ticket.people.length === 1 ? 'person' : 'people'}. Booking ID{' '}
        <span className="booking-success-id">{ticket.id}</span>. A confirmation e-mail with the ticket link is
        on its way.
      </p>
      <div className="booking-success-actions">
        <Link to={`/booking/${ticket.id}`} className="button">
          {texts.viewTicket}
        </Link>
        <AddToCalendarLink bookingId={ticket.id} />
      </div>
    </div>
  );
}
