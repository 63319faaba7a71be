import { msg } from '../../../shared/i18n/msg';
import { BOOKING_STATUS, holdsSeats } from '../../../shared/rules/booking-status';
import type { Ticket } from '../../../shared/schemas/bookings';
import { AddToCalendarLink } from '../../lib/add-to-calendar-link';
import { BookingIdText } from '../../lib/booking-id-text';
import { BookingStatusBadge, CancelReason } from '../../lib/booking-status';
import { organisation } from '../../lib/environment';
import { formatLongDate } from '../../lib/format-date';
import { formatIndiaDateTime } from '../../lib/format-india-time';
import { slotLabel, type Translate, useTexts } from '../../lib/i18n';
import { QrCode } from '../../lib/qr-code';
import { TicketPeople } from './ticket-people';

/** The headline: 'Booking Confirmed!' while the booking stands, plainly otherwise. */
function statusHeadline(t: Translate, status: number): string {
  if (status === BOOKING_STATUS.cancelled) return t('ticket.cancelled');
  if (status === BOOKING_STATUS.refused) return t('ticket.refused');
  return t('bookingConfirmed');
}

/** Why a booking that no longer stands cannot be used, said before anything else on the page. */
function voidExplanation(t: Translate, status: number): string {
  return status === BOOKING_STATUS.refused ? t('ticket.voidRefused') : t('ticket.voidCancelled');
}

const REMINDERS = [msg('ticketReminders.0'), msg('ticketReminders.1')];

export function TicketDetails({ ticket }: { ticket: Ticket }) {
  const standing = holdsSeats(ticket.status);
  const { t, language } = useTexts();
  const status = (
    <div className={`ticket-status ${standing ? 'ticket-status--standing' : 'ticket-status--void'}`}>
      <h2 id="ticket-status">{statusHeadline(t, ticket.status)}</h2>
      <BookingStatusBadge status={ticket.status} />
      <CancelReason reason={ticket.cancelReason} />
      {!standing && <p className="ticket-void-note">{voidExplanation(t, ticket.status)}</p>}
    </div>
  );
  return (
    <div className="page ticket-page">
      <div className="ticket-heading">
        <h1>{t('ticketDetails')}</h1>
        {/* Only a booking that stands is printed: a cancelled one must not look like a ticket. */}
        {standing && (
          <div className="ticket-actions">
            <button type="button" className="button" onClick={() => window.print()}>
              {t('ticket.print')}
            </button>
            <AddToCalendarLink bookingId={ticket.id} />
          </div>
        )}
      </div>

      {standing && (
        <ul className="ticket-reminders" aria-label={t('ticket.reminders')}>
          {REMINDERS.map((reminder) => (
            <li key={reminder}>{t(reminder)}</li>
          ))}
        </ul>
      )}

      <article className={standing ? 'ticket' : 'ticket ticket--void'} aria-labelledby="ticket-status">
        {!standing && status}
        <p className="ticket-venue">{organisation.name}</p>
        <div className="ticket-visit">
          <dl className="ticket-facts">
            <div>
              <dt>{t('ticket.date')}</dt>
              <dd>{formatLongDate(ticket.date, language)}</dd>
            </div>
            <div>
              <dt>{t('ticket.slot')}</dt>
              <dd>{slotLabel(ticket.slotLabel)}</dd>
            </div>
            {ticket.mobile && (
              <div>
                <dt>{t('ticket.mobile')}</dt>
                <dd>{ticket.mobile}</dd>
              </div>
            )}
          </dl>
          {standing && (
            <QrCode value={ticket.id} className="ticket-qr-code" alt={t('ticket.qr', { id: ticket.id })} />
          )}
        </div>

        {standing && status}

        <dl className="ticket-facts">
          <div>
            <dt>{t('ticket.bookedAt')}</dt>
            <dd>{formatIndiaDateTime(ticket.bookedAt, language)}</dd>
          </div>
          <div>
            <dt>{t('ticket.bookingId')}</dt>
            <dd className="ticket-id">
              <BookingIdText id={ticket.id} />
            </dd>
          </div>
        </dl>

        <TicketPeople people={ticket.people} detailsVisible={ticket.detailsVisible} />
        {!ticket.detailsVisible && <p className="ticket-masked-note">{t('ticket.masked')}</p>}
      </article>
    </div>
  );
}
