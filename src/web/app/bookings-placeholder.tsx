import { Link } from 'react-router';
import { ComingSoon } from './coming-soon';

/** Stands in for the history feature's page until it lands (swap the import in routes.tsx). */
export function BookingsPlaceholder() {
  return (
    <ComingSoon
      heading="Booking History"
      meta={{ title: 'Booking History', description: 'Your bookings.', keywords: ['bookings', 'history'] }}
    >
      <p>
        Your bookings will be listed here. <Link to="/">Book a visit</Link>
      </p>
    </ComingSoon>
  );
}
