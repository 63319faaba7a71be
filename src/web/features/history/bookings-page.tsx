import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { frontDeskTexts } from '../../../shared/front-desk-texts';
import { isCancellable } from '../../../shared/rules/booking-status';
import type { BookingSummary } from '../../../shared/schemas/bookings';
import { texts } from '../../../shared/texts';
import { LoadError } from '../../lib/load-error';
import { LoginToBookButton } from '../../lib/login-to-book-button';
import { useSession } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';
import { BookingsTable } from './bookings-table';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { useBookings } from './get-bookings';
import { MoveBookingDialog } from './move-booking-dialog';
import { splitBookings } from './split-bookings';
import { WaitlistSection } from './waitlist-section';
import './bookings.css';

/** /bookings — the signed-in visitor's bookings; a signed-out visitor is told to log in first. */
export function BookingsPage() {
  usePageMeta({
    title: 'My Bookings',
    description: 'Your museum visit bookings: open a ticket, cancel a visit or give feedback.',
    keywords: ['bookings', 'booking history', 'tickets', 'cancel booking'],
  });
  const session = useSession();

  if (session.isLoading) {
    return (
      <div className="page bookings-page">
        <h1>My Bookings</h1>
        <p role="status">Loading…</p>
      </div>
    );
  }
  if (session.error) {
    return (
      <div className="page bookings-page">
        <h1>My Bookings</h1>
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
  return (
    <div className="page bookings-page">
      <h1>My Bookings</h1>
      <div className="bookings-sign-in">
        <p>
          {cancelling
            ? `Please log in with the account you booked with to cancel booking ${cancelling}.`
            : 'Please log in to see your bookings.'}
        </p>
        <LoginToBookButton />
      </div>
    </div>
  );
}

function BookingsList() {
  const bookings = useBookings();
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
    else setLinkProblem(booking ? texts.cancelNotAllowed : texts.bookingNotFound);
  }, [cancelFromLink, bookings.data, setSearch]);

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
  if (bookings.isPending) content = <p role="status">Loading your bookings…</p>;
  else if (bookings.isError)
    content = <LoadError error={bookings.error} onRetry={() => void bookings.refetch()} />;
  else if (bookings.data.length === 0) {
    content = (
      <div className="bookings-empty">
        <p>You don't have any booking yet!</p>
        <Link to="/" className="button">
          Book your first visit
        </Link>
      </div>
    );
  } else {
    const { upcoming, past } = splitBookings(bookings.data, new Date());
    content = (
      <>
        <section className="bookings-group" aria-labelledby="bookings-upcoming">
          <h2 id="bookings-upcoming">Upcoming visits</h2>
          {upcoming.length > 0 ? (
            <BookingsTable
              bookings={upcoming}
              caption="Upcoming visits, soonest first"
              onCancel={startCancel}
              onMove={startMove}
            />
          ) : (
            <p>
              No visit booked ahead. <Link to="/">Book a visit</Link>
            </p>
          )}
        </section>
        {past.length > 0 && (
          <section className="bookings-group" aria-labelledby="bookings-past">
            <h2 id="bookings-past">Past visits</h2>
            <BookingsTable
              bookings={past}
              caption="Past visits, newest first"
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
      <h1>My Bookings</h1>
      <p
        ref={notice}
        tabIndex={-1}
        role="status"
        className={cancelled || moved || linkProblem ? 'bookings-notice' : 'visually-hidden'}
      >
        {cancelled && `Your booking ${cancelled.id} is cancelled. Its seats are free again.`}
        {moved && frontDeskTexts.moved(moved)}
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
