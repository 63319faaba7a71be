import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { texts } from '../../../shared/texts';
import { HttpError } from '../../lib/api';
import { formatIndiaDateTime } from '../../lib/format-india-time';
import { LoadError } from '../../lib/load-error';
import { LoginToBookButton } from '../../lib/login-to-book-button';
import { useSession } from '../../lib/session';
import { useBrowserValue } from '../../lib/use-browser-value';
import { usePageMeta } from '../../lib/use-page-meta';
import { FeedbackForm } from './feedback-form';
import { useFeedback } from './get-feedback';
import './feedback.css';

/** /feedback/:id — the owner's feedback on a visit, open once they have checked in. */
export function FeedbackPage() {
  const { id = '' } = useParams();
  usePageMeta({
    title: 'Feedback Form',
    description: 'Tell us about your visit to the digital experience centre.',
    keywords: ['feedback', 'visit', 'digital experience centre'],
  });
  const session = useSession();
  // The prerendered page has no booking of its own; the id shows once the browser has it.
  const shownId = useBrowserValue(() => id, '');

  let content: ReactNode;
  if (session.isLoading) content = <p role="status">Loading…</p>;
  else if (session.error)
    content = <LoadError error={session.error} onRetry={() => void session.refetch()} />;
  else if (!session.user) {
    content = (
      <div className="feedback-sign-in">
        <p>Please log in with the account you booked with to give your feedback.</p>
        <LoginToBookButton />
      </div>
    );
  } else content = <FeedbackContent bookingId={id} />;

  return (
    <div className="page feedback-page">
      <h1>Feedback Form</h1>
      <p className="feedback-booking">
        Booking ID: <span className="feedback-booking-id">{shownId}</span>
      </p>
      {content}
    </div>
  );
}

function FeedbackContent({ bookingId }: { bookingId: string }) {
  const feedback = useFeedback(bookingId);
  const [justSaved, setJustSaved] = useState(false);
  const thanks = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (justSaved) thanks.current?.focus();
  }, [justSaved]);

  if (feedback.isPending) return <p role="status">Loading…</p>;
  if (feedback.isError) {
    const status = feedback.error instanceof HttpError ? feedback.error.status : null;
    const code = feedback.error instanceof HttpError ? feedback.error.code : null;
    if (code === 'booking_cancelled' || code === 'booking_refused') {
      // No visit took place: say why, and offer the way on rather than a form.
      return (
        <div className="feedback-not-yet" role="alert">
          <p>{feedback.error.message}</p>
          <p>
            <Link to={`/booking/${bookingId}`}>See the booking</Link> or <Link to="/">book a new visit</Link>.
          </p>
        </div>
      );
    }
    if (status === 409) {
      return (
        <p className="feedback-not-yet" role="alert">
          {texts.feedbackAfterVisit}
        </p>
      );
    }
    if (status === 404) {
      return (
        <div role="alert" className="feedback-error">
          <p>{texts.bookingNotFound}</p>
          <p>
            <Link to="/bookings">Go to your bookings</Link>
          </p>
        </div>
      );
    }
    return <LoadError error={feedback.error} onRetry={() => void feedback.refetch()} />;
  }

  const saved = feedback.data.feedback;
  if (saved) {
    return (
      <div className="feedback-done">
        <h2 ref={thanks} tabIndex={-1}>
          {justSaved ? 'Thank you for your feedback!' : 'Feedback received'}
        </h2>
        <p>
          {justSaved
            ? 'Your answers are saved. Sairam, and we hope to welcome you again.'
            : texts.feedbackAlreadySaved}
        </p>
        <p className="field-hint">Sent {formatIndiaDateTime(saved.submittedAt)}.</p>
        <p>
          <Link to="/bookings">Back to your bookings</Link>
        </p>
      </div>
    );
  }
  return <FeedbackForm bookingId={bookingId} onSaved={() => setJustSaved(true)} />;
}
