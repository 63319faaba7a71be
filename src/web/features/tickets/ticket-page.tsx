import { useDeferredValue } from 'react';
import { Link, useParams } from 'react-router';
import { HttpError } from '../../lib/api';
import { useTexts } from '../../lib/i18n';
import { LoadError } from '../../lib/load-error';
import { richText } from '../../lib/rich-text';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTicket } from './get-ticket';
import { TicketDetails } from './ticket-details';
import './ticket.css';

/** /booking/:id — the ticket; anyone holding the id may open it, signed in or not. */
export function TicketPage() {
  const { id = '' } = useParams();
  const ticket = useTicket(id);
  // A query's answer comes through a store, which React renders at once, in one long task on
  // a slow phone; the ticket is drawn from this deferred copy instead, in slices that leave the
  // phone free between them ("Loading…" stays meanwhile). Another booking's copy is not shown.
  const deferred = useDeferredValue(ticket.data);
  const shown = deferred && deferred.id === ticket.data?.id ? deferred : undefined;
  const { t } = useTexts();
  usePageMeta({
    title: t('ticketDetails'),
    description: t('ticket.description'),
    keywords: ['ticket', 'booking', 'museum visit', 'QR code'],
  });

  if (ticket.isError) {
    if (ticket.error instanceof HttpError && ticket.error.status === 404) return <TicketNotFound />;
    return (
      <div className="page ticket-page">
        <h1>{t('ticketDetails')}</h1>
        <LoadError error={ticket.error} onRetry={() => ticket.refetch()} />
      </div>
    );
  }
  if (!shown) {
    return (
      <div className="page ticket-page">
        <h1>{t('ticketDetails')}</h1>
        <p role="status">{t('ticket.loading')}</p>
      </div>
    );
  }
  return <TicketDetails ticket={shown} />;
}

function TicketNotFound() {
  const { t } = useTexts();
  return (
    <div className="page ticket-page">
      <h1>{t('ticket.notFound')}</h1>
      <p role="alert">{t('bookingNotFound')}</p>
      <p>
        {richText(t('ticket.notFoundHelp'), [
          (text) => <Link to="/bookings">{text}</Link>,
          (text) => <Link to="/">{text}</Link>,
        ])}
      </p>
    </div>
  );
}
