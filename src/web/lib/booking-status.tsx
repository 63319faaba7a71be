import { BOOKING_STATUS, statusColour } from '../../shared/rules/booking-status';
import './booking-status.css';

const LABELS: Record<number, string> = {
  [BOOKING_STATUS.cancelled]: 'Cancelled',
  [BOOKING_STATUS.booked]: 'Booked',
  [BOOKING_STATUS.validated]: 'Validated at reception',
  [BOOKING_STATUS.refused]: 'Refused at reception',
  [BOOKING_STATUS.checkedIn]: 'Visited',
  [BOOKING_STATUS.checkedOut]: 'Checked out',
};

/** What a booking status means to a visitor. */
function bookingStatusLabel(status: number): string {
  return LABELS[status] ?? `Status ${status}`;
}

/** The status in the spec's colour, always with its words: colour is never the only signal. */
export function BookingStatusBadge({ status }: { status: number }) {
  return (
    <span className={`booking-status booking-status--${statusColour(status)}`}>
      {bookingStatusLabel(status)}
    </span>
  );
}

/** Why the trust cancelled a booking (a closed day, or staff for the visitor); nothing for other bookings. */
export function CancelReason({ reason }: { reason: string | null | undefined }) {
  if (!reason) return null;
  return <span className="booking-cancel-reason">Cancelled by the trust: {reason}</span>;
}
