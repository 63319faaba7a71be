import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { CantCome } from '../../../shared/schemas/front-desk-mail';
import { HttpError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { formatLongDate } from '../../lib/format-date';
import { LoadError } from '../../lib/load-error';
import { usePageMeta } from '../../lib/use-page-meta';
import { useConfirmCantCome } from './confirm-cant-come';
import { useCantCome } from './get-cant-come';
import './cant-come.css';

const TITLE = "I can't come";

const partyText = (people: number) => (people === 1 ? '1 person' : `${people} people`);

/**
 * /booking/:id/cant-come?key=… — the reminder's link. Opening it only shows the booking (mail
 * scanners open links too); the visitor's press of the button cancels it.
 */
export function CantComePage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const booking = useCantCome(id, key);
  const confirm = useConfirmCantCome();
  usePageMeta({
    title: TITLE,
    description: 'Tell us you cannot come to your visit, so your seats go to visitors on the waiting list.',
    keywords: ['cancel', 'booking', 'visit'],
  });

  let body: React.ReactNode;
  if (booking.isPending) body = <p role="status">Loading your booking…</p>;
  else if (booking.isError) {
    body =
      booking.error instanceof HttpError && booking.error.status === 404 ? (
        <>
          <p role="alert">{booking.error.message}</p>
          <p>
            <Link to="/bookings">See your bookings</Link>
          </p>
        </>
      ) : (
        <LoadError error={booking.error} onRetry={() => void booking.refetch()} />
      );
  } else {
    body = (
      <BookingState
        booking={booking.data}
        cancelledNow={confirm.isSuccess}
        pending={confirm.isPending}
        problem={confirm.isError ? errorText(confirm.error) : null}
        onConfirm={() => confirm.mutate({ bookingId: id, key })}
      />
    );
  }
  return (
    <div className="page cant-come-page">
      <h1>{TITLE}</h1>
      {body}
    </div>
  );
}

function BookingState(props: {
  booking: CantCome;
  cancelledNow: boolean;
  pending: boolean;
  problem: string | null;
  onConfirm: () => void;
}) {
  const { booking, cancelledNow, pending, problem, onConfirm } = props;
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (cancelledNow) done.current?.focus();
  }, [cancelledNow]);
  const visit = `${formatLongDate(booking.date)}, ${booking.slotLabel}`;

  return (
    <>
      <dl className="cant-come-visit">
        <dt>Visit</dt>
        <dd>{visit}</dd>
        <dt>Visitors</dt>
        <dd>{partyText(booking.people)}</dd>
        <dt>Booking ID</dt>
        <dd className="cant-come-id">{booking.id}</dd>
      </dl>
      {cancelledNow ? (
        <p ref={done} tabIndex={-1} role="status" className="cant-come-done">
          Your booking is cancelled. Thank you for letting us know: your seats now go to visitors on the
          waiting list. A confirmation is on its way by mail.
        </p>
      ) : booking.state === 'open' ? (
        <>
          <p>
            If you cannot come, please cancel your booking. Your seats then go to visitors on the waiting
            list. This cannot be undone.
          </p>
          {problem && (
            <p className="field-error" role="alert">
              {problem}
            </p>
          )}
          <div className="cant-come-actions">
            <button type="button" className="button" disabled={pending} onClick={onConfirm}>
              {pending ? 'Cancelling…' : 'Cancel my booking'}
            </button>
            <Link className="button button-secondary" to={`/booking/${encodeURIComponent(booking.id)}`}>
              Keep my booking
            </Link>
          </div>
        </>
      ) : (
        <p role="status">{stateText[booking.state]}</p>
      )}
      {(cancelledNow || booking.state !== 'open') && (
        <p>
          <Link to="/">Book another visit</Link>
        </p>
      )}
    </>
  );
}

const stateText: Record<Exclude<CantCome['state'], 'open'>, string> = {
  cancelled: 'This booking is already cancelled. Its seats are free for others; there is nothing more to do.',
  started: 'The slot of this visit has already started, so the booking can no longer be cancelled.',
  closed: 'This booking can no longer be cancelled.',
};
