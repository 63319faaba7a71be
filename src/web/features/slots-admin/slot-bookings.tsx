import { LoadError } from '../../lib/load-error';
import { useSlotBookings } from './get-slot-bookings';

/** The visitors holding seats in a slot, for deciding about its capacity. */
export function SlotBookingsList({ slotId }: { slotId: string }) {
  const bookings = useSlotBookings(slotId, true);
  if (bookings.isError) return <LoadError error={bookings.error} onRetry={() => void bookings.refetch()} />;
  if (!bookings.data) return <p role="status">Loading who booked…</p>;
  if (bookings.data.bookings.length === 0) return <p>Nobody holds seats in this slot now.</p>;
  return (
    <ul className="slot-bookings" aria-label="Who booked this slot">
      {bookings.data.bookings.map((booking) => (
        <li key={booking.id}>
          <span className="slot-booking-names">{booking.names.join(', ')}</span>
          <span>
            {booking.people === 1 ? '1 person' : `${booking.people} people`} · {booking.email} ·{' '}
            {booking.mobile}
          </span>
          <span className="slot-booking-id">Booking {booking.id}</span>
        </li>
      ))}
    </ul>
  );
}
