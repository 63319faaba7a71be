import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Ticket } from '../../../shared/schemas/bookings';
import { AddToCalendarLink } from '../../lib/add-to-calendar-link';
import { formatLongDate } from '../../lib/format-date';
import { slotLabel, useTexts } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';

/** The booking went through: what was booked and the way to the ticket. */
export function BookingSuccess({ ticket }: { ticket: Ticket }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { t, language } = useTexts();
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="booking-success">
      <h3 ref={heading} tabIndex={-1}>
        {t('bookingConfirmed')}
      </h3>
      <p>
        {richText(
          t('success.summary', {
            date: formatLongDate(ticket.date, language),
            slot: slotLabel(ticket.slotLabel),
            people: ticket.people.length,
            id: ticket.id,
          }),
          [(text) => <span className="booking-success-id">{text}</span>],
        )}
      </p>
      <div className="booking-success-actions">
        <Link to={`/booking/${ticket.id}`} className="button">
          {t('viewTicket')}
        </Link>
        <AddToCalendarLink bookingId={ticket.id} />
      </div>
    </div>
  );
}
