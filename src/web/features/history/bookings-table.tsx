import { Link } from 'react-router';
import { isCancellable, isFeedbackOpen } from '../../../shared/rules/booking-status';
import type { BookingSummary } from '../../../shared/schemas/bookings';
import { BookingIdText } from '../../lib/booking-id-text';
import { BookingStatusBadge, CancelReason } from '../../lib/booking-status';
import { formatLongDate } from '../../lib/format-date';
import { formatIndiaDateTime } from '../../lib/format-india-time';
import { slotLabel, useTexts } from '../../lib/i18n';

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
  const { t, language } = useTexts();
  return (
    <table className="bookings-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.bookingId')}</th>
          <th scope="col">{t('table.slot')}</th>
          <th scope="col">{t('table.people')}</th>
          <th scope="col">{t('table.bookedAt')}</th>
          <th scope="col">{t('table.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('table.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <tr key={booking.id}>
            <td data-label={t('table.bookingId')}>
              <Link to={`/booking/${booking.id}`} className="booking-id">
                <BookingIdText id={booking.id} />
              </Link>
            </td>
            <td data-label={t('table.slot')}>
              {formatLongDate(booking.date, language)}, {slotLabel(booking.slotLabel)}
            </td>
            <td data-label={t('table.people')}>{t('table.peopleCount', { count: booking.people })}</td>
            <td data-label={t('table.bookedAt')}>{formatIndiaDateTime(booking.bookedAt, language)}</td>
            <td data-label={t('table.status')}>
              <BookingStatusBadge status={booking.status} />
              <CancelReason reason={booking.cancelReason} />
            </td>
            <td>
              <div className="booking-actions">
                <Link
                  to={`/booking/${booking.id}`}
                  className="button button-secondary"
                  aria-label={t('table.viewName', { id: booking.id })}
                >
                  {t('table.view')}
                </Link>
                {isFeedbackOpen(booking.status) && (
                  <Link
                    to={`/feedback/${booking.id}`}
                    className="button button-secondary"
                    aria-label={t('table.feedbackName', { id: booking.id })}
                  >
                    {t('table.feedback')}
                  </Link>
                )}
                {isCancellable(booking.status, new Date(booking.startsAt), now) && (
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={t('table.changeTimeName', { id: booking.id })}
                    onClick={() => onMove(booking)}
                  >
                    {t('table.changeTime')}
                  </button>
                )}
                {isCancellable(booking.status, new Date(booking.startsAt), now) && (
                  <button
                    type="button"
                    className="button history-danger"
                    aria-label={t('table.cancelName', { id: booking.id })}
                    onClick={() => onCancel(booking)}
                  >
                    {t('table.cancel')}
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
