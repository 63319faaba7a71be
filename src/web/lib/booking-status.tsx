import { msg } from '../../shared/i18n/msg';
import { BOOKING_STATUS, statusColour } from '../../shared/rules/booking-status';
import { t, useTexts } from './i18n';
import './booking-status.css';

const LABELS: Record<number, string> = {
  [BOOKING_STATUS.cancelled]: msg('status.-1'),
  [BOOKING_STATUS.booked]: msg('status.0'),
  [BOOKING_STATUS.validated]: msg('status.1'),
  [BOOKING_STATUS.refused]: msg('status.2'),
  [BOOKING_STATUS.checkedIn]: msg('status.3'),
  [BOOKING_STATUS.checkedOut]: msg('status.4'),
};

/** What a booking status means to a visitor. */
function bookingStatusLabel(status: number): string {
  const key = LABELS[status];
  return key ? t(key) : t('status.other', { status });
}

/** The status in the spec's colour, always with its words: colour is never the only signal. */
export function BookingStatusBadge({ status }: { status: number }) {
  useTexts();
  return (
    <span className={`booking-status booking-status--${statusColour(status)}`}>
      {bookingStatusLabel(status)}
    </span>
  );
}

/** Why the trust cancelled a booking (a closed day, or staff for the visitor); nothing for other bookings. */
export function CancelReason({ reason }: { reason: string | null | undefined }) {
  const { t } = useTexts();
  if (!reason) return null;
  return <span className="booking-cancel-reason">{t('status.cancelReason', { reason })}</span>;
}
