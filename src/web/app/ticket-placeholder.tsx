import { useParams } from 'react-router';
import { ComingSoon } from './coming-soon';

/** Stands in for the tickets feature's page until it lands (swap the import in routes.tsx). */
export function TicketPlaceholder() {
  const { id } = useParams();
  return (
    <ComingSoon
      heading="Ticket Details"
      meta={{ title: 'Ticket Details', description: 'Your visit ticket.', keywords: ['ticket', 'booking'] }}
    >
      <p>Booking ID: {id}</p>
    </ComingSoon>
  );
}
