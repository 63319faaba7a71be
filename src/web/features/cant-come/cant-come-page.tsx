import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { CantCome } from '../../../shared/schemas/front-desk-mail';
import { HttpError } from '../../lib/api';
import { formatLongDate } from '../../lib/format-date';
import { slotLabel, type Translate, useTexts } from '../../lib/i18n';
import { LoadError } from '../../lib/load-error';
import { refusalText } from '../../lib/spec-text';
import { usePageMeta } from '../../lib/use-page-meta';
import { useConfirmCantCome } from './confirm-cant-come';
import { useCantCome } from './get-cant-come';
import './cant-come.css';

/** Why the press did not cancel: the server's words, in the page's language. */
function problemText(t: Translate, error: unknown): string {
  if (error instanceof HttpError && error.code === 'already_cancelled') return t('cantCome.cancelledBefore');
  return refusalText(error);
}

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
  const { t } = useTexts();
  usePageMeta({
    title: t('cantCome.title'),
    description: t('cantCome.description'),
    keywords: ['cancel', 'booking', 'visit'],
  });

  let body: React.ReactNode;
  if (booking.isPending) body = <p role="status">{t('cantCome.loading')}</p>;
  else if (booking.isError) {
    // A 404 is the server's one answer to a wrong link, whatever was wrong with it.
    body =
      booking.error instanceof HttpError && booking.error.status === 404 ? (
        <>
          <p role="alert">{t('cantCome.invalidLink')}</p>
          <p>
            <Link to="/bookings">{t('cantCome.seeBookings')}</Link>
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
        problem={confirm.isError ? problemText(t, confirm.error) : null}
        onConfirm={() => confirm.mutate({ bookingId: id, key })}
      />
    );
  }
  return (
    <div className="page cant-come-page">
      <h1>{t('cantCome.title')}</h1>
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
  const { t, language } = useTexts();
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (cancelledNow) done.current?.focus();
  }, [cancelledNow]);
  const visit = `${formatLongDate(booking.date, language)}, ${slotLabel(booking.slotLabel)}`;

  return (
    <>
      <dl className="cant-come-visit">
        <dt>{t('cantCome.visit')}</dt>
        <dd>{visit}</dd>
        <dt>{t('cantCome.visitors')}</dt>
        <dd>{t('table.peopleCount', { count: booking.people })}</dd>
        <dt>{t('ticket.bookingId')}</dt>
        <dd className="cant-come-id">{booking.id}</dd>
      </dl>
      {cancelledNow ? (
        <p ref={done} tabIndex={-1} role="status" className="cant-come-done">
          {t('cantCome.done')}
        </p>
      ) : booking.state === 'open' ? (
        <>
          <p>{t('cantCome.ask')}</p>
          {problem && (
            <p className="field-error" role="alert">
              {problem}
            </p>
          )}
          <div className="cant-come-actions">
            <button type="button" className="button" disabled={pending} onClick={onConfirm}>
              {pending ? t('cancelDialog.cancelling') : t('cantCome.cancel')}
            </button>
            <Link className="button button-secondary" to={`/booking/${encodeURIComponent(booking.id)}`}>
              {t('cantCome.keep')}
            </Link>
          </div>
        </>
      ) : (
        <p role="status">{stateText(t, booking.state)}</p>
      )}
      {(cancelledNow || booking.state !== 'open') && (
        <p>
          <Link to="/">{t('cantCome.bookAnother')}</Link>
        </p>
      )}
    </>
  );
}

function stateText(t: Translate, state: Exclude<CantCome['state'], 'open'>): string {
  if (state === 'cancelled') return t('cantCome.alreadyCancelled');
  return state === 'started' ? t('cantCome.started') : t('cantCome.closed');
}
