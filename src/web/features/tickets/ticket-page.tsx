import { Link, useParams } from 'react-router';
import { texts } from '../../../shared/texts';
import { HttpError } from '../../lib/api';
import { LoadError } from '../../lib/load-error';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTicket } from './get-ticket';
import { TicketDetails } from './ticket-details';
import './ticket.css';

/** /booking/:id — the ticket; anyone holding the id may open it, signed in or not. */
export function TicketPage() {
  const { id = '' } = useParams();
  const ticket = useTicket(id);
  usePageMeta({
    title: texts.ticketDetails,
    description: 'Your visit ticket: date, slot, QR code and visitors. Print it or keep it on your phone.',
    keywords: ['ticket', 'booking', 'museum visit', 'QR code'],
  });

  if (ticket.isPending) {
    return (
      <div className="page ticket-page">
        <h1>{texts.ticketDetails}</h1>
        <p role="status">Loading your ticket…</p>
      </div>
    );
  }
  if (ticket.isError) {
    if (ticket.error instanceof HttpError && ticket.error.status === 404) return <TicketNotFound />;
    return (
      <div className="page ticket-page">
        <h1>{texts.ticketDetails}</h1>
        <LoadError error={ticket.error} onRetry={() => ticket.refetch()} />
      </div>
    );
  }
  return <TicketDetails ticket={ticket.data} />;
}

function TicketNotFound() {
  return (
    <div className="page ticket-page">
      <h1>Ticket not found</h1>
      <p role="alert">{texts.bookingNotFound}</p>
      <p>
        Please check the link you were sent, open the ticket from your <Link to="/bookings">bookings</Link>,
        or <Link to="/">book a visit</Link>.
      </p>
    </div>
  );
}
