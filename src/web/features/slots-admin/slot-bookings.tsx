import { LoadError } from '../../lib/load-error';
import { t } from '../../lib/staff-texts';
import { useSlotBookings } from './get-slot-bookings';

/** The visitors holding seats in a slot, for deciding about its capacity. */
export function SlotBookingsList({ slotId }: { slotId: string }) {
  const bookings = useSlotBookings(slotId, true);
  if (bookings.isError) return <LoadError error={bookings.error} onRetry={() => void bookings.refetch()} />;
  if (!bookings.data) return <p role="status">{t('slotsAdmin.who.loading')}</p>;
  if (bookings.data.bookings.length === 0) return <p>{t('slotsAdmin.who.none')}</p>;
  return (
    <ul className="slot-bookings" aria-label={t('slotsAdmin.who.list')}>
      {bookings.data.bookings.map((booking) => (
        <li key={booking.id}>
          <span className="slot-booking-names">{booking.names.join(', ')}</span>
          <span>
            {t('slotsAdmin.who.people', { count: booking.people })} · {booking.email} · {booking.mobile}
          </span>
          <span className="slot-booking-id">{t('slotsAdmin.who.booking', { id: booking.id })}</span>
        </li>
      ))}
    </ul>
  );
}
