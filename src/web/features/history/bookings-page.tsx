import { type ReactNode, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isCancellable } from '../../../shared/rules/booking-status';
import type { BookingSummary } from '../../../shared/schemas/bookings';
import { useTexts } from '../../lib/i18n';
import { LoadError } from '../../lib/load-error';
import { LoginToBookButton } from '../../lib/login-to-book-button';
import { richText } from '../../lib/rich-text';
import { useSession, useSignedInLayout } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';
import { BookingsTable } from './bookings-table';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { useBookings, useBookingsAhead } from './get-bookings';
import { MoveBookingDialog } from './move-booking-dialog';
import { splitBookings } from './split-bookings';
import { WaitlistSection } from './waitlist-section';
import './bookings.css';

/** /bookings — the signed-in visitor's bookings; a signed-out visitor is told to log in first. */
export function BookingsPage() {
  const { t } = useTexts();
  usePageMeta({
    title: t('history.title'),
    description: t('history.description'),
    keywords: ['bookings', 'booking history', 'tickets', 'cancel booking'],
  });
  const session = useSession();
  // The server saw a session cookie (or the session says signed in): the bookings are asked
  // for beside the session rather than after its answer, one round trip less before the list.
  const signedIn = useSignedInLayout();
  useBookingsAhead(signedIn);

  if (session.isLoading) {
    return (
      <div className="page bookings-page">
        <h1>{t('history.title')}</h1>
        <p role="status">{t('common.loading')}</p>
      </div>
    );
  }
  if (session.error) {
    return (
      <div className="page bookings-page">
        <h1>{t('history.title')}</h1>
        <LoadError error={session.error} onRetry={() => void session.refetch()} />
      </div>
    );
  }
  if (!session.user) return <SignInFirst />;
  return <BookingsList />;
}

/**
 * Signed out: say why nothing is listed, with the way in. The address (and the mail's
 * ?cancel=<id>) stays as it is, so signing in comes back here and asks to cancel.
 */
function SignInFirst() {
  const [search] = useSearchParams();
  const cancelling = search.get('cancel');
  const { t } = useTexts();
  return (
    <div className="page bookings-page">
      <h1>{t('history.title')}</h1>
      <div className="bookings-sign-in">
        <p>{cancelling ? t('history.loginToCancel', { id: cancelling }) : t('history.loginToSee')}</p>
        <LoginToBookButton />
      </div>
    </div>
  );
}

function BookingsList() {
  const bookings = useBookings();
  // The answer comes through a store, which React renders at once, in one long task on a slow
  // phone; the tables are drawn from this deferred copy, in slices ("Loading…" meanwhile).
  const listed = useDeferredValue(bookings.data);
  const { t } = useTexts();
  const [cancelling, setCancelling] = useState<BookingSummary | null>(null);
  const [cancelled, setCancelled] = useState<BookingSummary | null>(null);
  const [moving, setMoving] = useState<BookingSummary | null>(null);
  const [moved, setMoved] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const [search, setSearch] = useSearchParams();
  const cancelFromLink = search.get('cancel');

  // The confirmation mail's "Cancel this booking" link: /bookings?cancel=<id> asks at once.
  useEffect(() => {
    if (!cancelFromLink || !bookings.data) return;
    setSearch({}, { replace: true });
    const booking = bookings.data.find((candidate) => candidate.id === cancelFromLink);
    if (booking && isCancellable(booking.status, new Date(booking.startsAt), new Date()))
      setCancelling(booking);
    else setLinkProblem(booking ? t('cancelNotAllowed') : t('bookingNotFound'));
  }, [cancelFromLink, bookings.data, setSearch, t]);

  useEffect(() => {
    if (linkProblem) notice.current?.focus();
  }, [linkProblem]);

  // After the dialog has gone (a modal dialog keeps focus from the page while it is open).
  useEffect(() => {
    if (cancelled || moved) notice.current?.focus();
  }, [cancelled, moved]);

  function startCancel(booking: BookingSummary) {
    setCancelled(null);
    setMoved(null);
    setLinkProblem(null);
    setCancelling(booking);
  }

  function startMove(booking: BookingSummary) {
    setCancelled(null);
    setMoved(null);
    setLinkProblem(null);
    setMoving(booking);
  }

  let content: ReactNode;
  if (bookings.isError)
    content = <LoadError error={bookings.error} onRetry={() => void bookings.refetch()} />;
  else if (!listed) content = <p role="status">{t('history.loading')}</p>;
  else if (listed.length === 0) {
    content = (
      <div className="bookings-empty">
        <p>{t('history.empty')}</p>
        <Link to="/" className="button">
          {t('history.bookFirst')}
        </Link>
      </div>
    );
  } else {
    const { upcoming, past } = splitBookings(listed, new Date());
    content = (
      <>
        <section className="bookings-group" aria-labelledby="bookings-upcoming">
          <h2 id="bookings-upcoming">{t('history.upcoming')}</h2>
          {upcoming.length > 0 ? (
            <BookingsTable
              bookings={upcoming}
              caption={t('history.upcomingCaption')}
              onCancel={startCancel}
              onMove={startMove}
            />
          ) : (
            <p>{richText(t('history.noneAhead'), [(text) => <Link to="/">{text}</Link>])}</p>
          )}
        </section>
        {past.length > 0 && (
          <section className="bookings-group" aria-labelledby="bookings-past">
            <h2 id="bookings-past">{t('history.past')}</h2>
            <BookingsTable
              bookings={past}
              caption={t('history.pastCaption')}
              onCancel={startCancel}
              onMove={startMove}
            />
          </section>
        )}
      </>
    );
  }

  return (
    <div className="page bookings-page">
      <h1>{t('history.title')}</h1>
      <p
        ref={notice}
        tabIndex={-1}
        role="status"
        className={cancelled || moved || linkProblem ? 'bookings-notice' : 'visually-hidden'}
      >
        {cancelled && t('history.cancelled', { id: cancelled.id })}
        {moved && t('history.moved', { when: moved })}
        {linkProblem}
      </p>
      {content}
      <WaitlistSection />
      {moving && (
        <MoveBookingDialog
          booking={moving}
          onClose={() => setMoving(null)}
          onMoved={(when) => {
            setMoved(when);
            setMoving(null);
          }}
        />
      )}
      {cancelling && (
        <CancelBookingDialog
          booking={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={() => {
            setCancelled(cancelling);
            setCancelling(null);
          }}
        />
      )}
    </div>
  );
}
