import { Link, useParams } from 'react-router';
import { HttpError } from '../../lib/api';
import { BookingIdText } from '../../lib/booking-id-text';
import { BookingStatusBadge, CancelReason } from '../../lib/booking-status';
import { formatLongDate } from '../../lib/format-date';
import { formatIndiaDateTime } from '../../lib/format-india-time';
import { LoadError } from '../../lib/load-error';
import { QrCode } from '../../lib/qr-code';
import { usePageMeta } from '../../lib/use-page-meta';
import { CancelAction, MoveAction, ResendAction } from './booking-actions';
import { BookingLog } from './booking-log';
import { useStaffBooking } from './get-staff-booking';
import { PersonEditor } from './person-editor';
import './front-desk.css';
import { t } from '../../lib/staff-texts';

/** Booked or validated: nobody has come in on it yet, so it may move or be cancelled. */
const isLive = (status: number) => status === 0 || status === 1;

/** One booking for the front desk: the ticket, the party in full, its log and what staff can change. */
export function BookingPage() {
  const { id = '' } = useParams();
  usePageMeta({
    title: t('frontDesk.booking.title'),
    description: t('frontDesk.booking.description'),
    keywords: ['booking', 'front desk'],
  });
  const booking = useStaffBooking(id);

  if (booking.isPending)
    return (
      <p role="status" className="admin-page">
        {t('frontDesk.booking.loading')}
      </p>
    );
  if (booking.isError) {
    return (
      <div className="admin-page front-desk-page">
        <h1>{t('frontDesk.booking.title')}</h1>
        {booking.error instanceof HttpError && booking.error.status === 404 ? (
          <p>{t('frontDesk.booking.notFound')}</p>
        ) : (
          <LoadError error={booking.error} onRetry={() => void booking.refetch()} />
        )}
        <Link to="/bookings">{t('frontDesk.booking.back')}</Link>
      </div>
    );
  }
  const data = booking.data;
  return (
    <div className="admin-page front-desk-page">
      <p>
        <Link to="/bookings">{t('frontDesk.booking.back')}</Link>
      </p>
      <h1>
        {t('frontDesk.booking.title')} <BookingIdText id={data.id} />
      </h1>
      <div className="front-desk-ticket">
        <QrCode
          value={data.id}
          alt={t('frontDesk.booking.qrAlt', { id: data.id })}
          className="front-desk-qr"
        />
        <dl className="front-desk-facts">
          <div>
            <dt>{t('frontDesk.booking.visit')}</dt>
            <dd>
              {formatLongDate(data.date)}, {data.slotLabel}
            </dd>
          </div>
          <div>
            <dt>{t('frontDesk.booking.status')}</dt>
            <dd>
              <BookingStatusBadge status={data.status} /> <CancelReason reason={data.cancelReason} />
            </dd>
          </div>
          <div>
            <dt>{t('frontDesk.booking.mobile')}</dt>
            <dd>{data.mobile ?? t('frontDesk.booking.mobileErased')}</dd>
          </div>
          <div>
            <dt>{t('frontDesk.booking.booked')}</dt>
            <dd>{formatIndiaDateTime(data.bookedAt)}</dd>
          </div>
        </dl>
      </div>
      <section aria-labelledby="people-heading">
        <h2 id="people-heading">{t('frontDesk.people', { count: data.people.length })}</h2>
        <ul className="front-desk-people">
          {data.people.map((person, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a person is their place on the booking.
            <PersonEditor key={position} bookingId={data.id} position={position} person={person} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="actions-heading" className="front-desk-actions">
        <h2 id="actions-heading">{t('frontDesk.booking.changes')}</h2>
        {isLive(data.status) ? (
          <>
            <MoveAction booking={data} />
            <ResendAction booking={data} />
            <CancelAction booking={data} />
          </>
        ) : (
          <p>{data.status === -1 ? t('frontDesk.booking.cancelled') : t('frontDesk.booking.pastTheDoor')}</p>
        )}
      </section>
      <BookingLog log={data.log} />
    </div>
  );
}
