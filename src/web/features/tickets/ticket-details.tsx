import { BOOKING_STATUS, holdsSeats } from '../../../shared/rules/booking-status';
import type { Ticket } from '../../../shared/schemas/bookings';
import { texts } from '../../../shared/texts';
import { AddToCalendarLink } from '../../lib/add-to-calendar-link';
import { BookingIdText } from '../../lib/booking-id-text';
import { BookingStatusBadge, CancelReason } from '../../lib/booking-status';
import { organisation } from '../../lib/environment';
import { formatLongDate } from '../../lib/format-date';
import { formatIndiaDateTime } from '../../lib/format-india-time';
import { QrCode } from '../../lib/qr-code';
import { TicketPeople } from './ticket-people';

/** The headline: 'Booking Confirmed!' while the booking stands, plainly otherwise. */
function statusHeadline(status: number): string {
  if (status === BOOKING_STATUS.cancelled) return 'Booking Cancelled';
  if (status === BOOKING_STATUS.refused) return 'Booking Refused at Reception';
  return texts.bookingConfirmed;
}

/** Why a booking that no longer stands cannot be used, said before anything else on the page. */
function voidExplanation(status: number): string {
  const what = status === BOOKING_STATUS.refused ? 'was refused at reception' : 'was cancelled';
  return `This booking ${what}. It is not a ticket any more and cannot be used to enter.`;
}

export function TicketDetails({ ticket }: { ticket: Ticket }) {
  const standing = holdsSeats(ticket.status);
  const status = (
    <div className={`ticket-status ${standing ? 'ticket-status--standing' : 'ticket-status--void'}`}>
      <h2 id="ticket-status">{statusHeadline(ticket.status)}</h2>
      <BookingStatusBadge status={ticket.status} />
      <CancelReason reason={ticket.cancelReason} />
      {!standing && <p className="ticket-void-note">{voidExplanation(ticket.status)}</p>}
    </div>
  );
  return (
    <div className="page ticket-page">
      <div className="ticket-heading">
        <h1>{texts.ticketDetails}</h1>
        {/* Only a booking that stands is printed: a cancelled one must not look like a ticket. */}
        {standing && (
          <div className="ticket-actions">
            <button type="button" className="button" onClick={() => window.print()}>
              Print / Download
            </button>
            <AddToCalendarLink bookingId={ticket.id} />
          </div>
        )}
      </div>

      {standing && (
        <ul className="ticket-reminders" aria-label="Reminders">
          {texts.ticketReminders.map((reminder) => (
            <li key={reminder}>{reminder}</li>
          ))}
        </ul>
      )}

      <article className={standing ? 'ticket' : 'ticket ticket--void'} aria-labelledby="ticket-status">
        {!standing && status}
        <p className="ticket-venue">{organisation.name}</p>
        <div className="ticket-visit">
          <dl className="ticket-facts">
            <div>
              <dt>Date</dt>
              <dd>{formatLongDate(ticket.date)}</dd>
            </div>
            <div>
              <dt>Slot</dt>
              <dd>{ticket.slotLabel}</dd>
            </div>
            {ticket.mobile && (
              <div>
                <dt>Mobile</dt>
                <dd>{ticket.mobile}</dd>
              </div>
            )}
          </dl>
          {standing && (
            <QrCode
              value={ticket.id}
              className="ticket-qr-code"
              alt={`QR code of Booking ID ${ticket.id}, for the reception to scan`}
            />
          )}
        </div>

        {standing && status}

        <dl className="ticket-facts">
          <div>
            <dt>Booked at</dt>
            <dd>{formatIndiaDateTime(ticket.bookedAt)}</dd>
          </div>
          <div>
            <dt>Booking ID</dt>
            <dd className="ticket-id">
              <BookingIdText id={ticket.id} />
            </dd>
          </div>
        </dl>

        <TicketPeople people={ticket.people} detailsVisible={ticket.detailsVisible} />
        {!ticket.detailsVisible && (
          <p className="ticket-masked-note">
            Shown to anyone with this link: names, ages and the last 4 characters of each document number. The
            person who booked sees the rest when signed in.
          </p>
        )}
      </article>
    </div>
  );
}
