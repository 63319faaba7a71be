import { Link } from 'react-router';
import { frontDeskTexts } from '../../../shared/front-desk-texts';
import { isCancellable, isFeedbackOpen } from '../../../shared/rules/booking-status';
import type { BookingSummary } from '../../../shared/schemas/bookings';
import { BookingIdText } from '../../lib/booking-id-text';
import { BookingStatusBadge, CancelReason } from '../../lib/booking-status';
import { formatLongDate } from '../../lib/format-date';
import { formatIndiaDateTime } from '../../lib/format-india-time';

interface BookingsTableProps {
  bookings: BookingSummary[];
  /** What the table lists, read out as its caption. */
  caption: string;
  onCancel: (booking: BookingSummary) => void;
  onMove: (booking: BookingSummary) => void;
}

/** The visitor's bookings; on narrow screens each row is laid out as a card. */
export function BookingsTable({ bookings, caption, onCancel, onMove }: BookingsTableProps) {
  const now = new Date();
  return (
    <table className="bookings-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Booking ID</th>
          <th scope="col">Booking Slot</th>
          <th scope="col">People</th>
          <th scope="col">Booked @</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <tr key={booking.id}>
            <td data-label="Booking ID">
              <Link to={`/booking/${booking.id}`} className="booking-id">
                <BookingIdText id={booking.id} />
              </Link>
            </td>
            <td data-label="Booking Slot">
              {formatLongDate(booking.date)}, {booking.slotLabel}
            </td>
            <td data-label="People">{booking.people === 1 ? '1 person' : `${booking.people} people`}</td>
            <td data-label="Booked @">{formatIndiaDateTime(booking.bookedAt)}</td>
            <td data-label="Status">
              <BookingStatusBadge status={booking.status} />
              <CancelReason reason={booking.cancelReason} />
            </td>
            <td>
              <div className="booking-actions">
                <Link
                  to={`/booking/${booking.id}`}
                  className="button button-secondary"
                  aria-label={`View ticket ${booking.id}`}
                >
                  View
                </Link>
                {isFeedbackOpen(booking.status) && (
                  <Link
                    to={`/feedback/${booking.id}`}
                    className="button button-secondary"
                    aria-label={`Feedback for booking ${booking.id}`}
                  >
                    Feedback
                  </Link>
                )}
                {isCancellable(booking.status, new Date(booking.startsAt), now) && (
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`Change time of booking ${booking.id}`}
                    onClick={() => onMove(booking)}
                  >
                    {frontDeskTexts.changeTime}
                  </button>
                )}
                {isCancellable(booking.status, new Date(booking.startsAt), now) && (
                  <button
                    type="button"
                    className="button history-danger"
                    aria-label={`Cancel booking ${booking.id}`}
                    onClick={() => onCancel(booking)}
                  >
                    Cancel
                  </button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
