import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { HttpError } from '../../lib/api';
import { formatIndiaDateTime } from '../../lib/format-india-time';
import { useTexts } from '../../lib/i18n';
import { LoadError } from '../../lib/load-error';
import { LoginToBookButton } from '../../lib/login-to-book-button';
import { richText } from '../../lib/rich-text';
import { useSession } from '../../lib/session';
import { inPageLanguage } from '../../lib/spec-text';
import { useBrowserValue } from '../../lib/use-browser-value';
import { usePageMeta } from '../../lib/use-page-meta';
import { FeedbackForm } from './feedback-form';
import { useFeedback } from './get-feedback';
import './feedback.css';

/** /feedback/:id — the owner's feedback on a visit, open once they have checked in. */
export function FeedbackPage() {
  const { id = '' } = useParams();
  const { t } = useTexts();
  usePageMeta({
    title: t('feedback.title'),
    description: t('feedback.description'),
    keywords: ['feedback', 'visit', 'digital experience centre'],
  });
  const session = useSession();
  // The prerendered page has no booking of its own; the id shows once the browser has it.
  const shownId = useBrowserValue(() => id, '');

  let content: ReactNode;
  if (session.isLoading) content = <p role="status">{t('common.loading')}</p>;
  else if (session.error)
    content = <LoadError error={session.error} onRetry={() => void session.refetch()} />;
  else if (!session.user) {
    content = (
      <div className="feedback-sign-in">
        <p>{t('feedback.loginFirst')}</p>
        <LoginToBookButton />
      </div>
    );
  } else content = <FeedbackContent bookingId={id} />;

  return (
    <div className="page feedback-page">
      <h1>{t('feedback.title')}</h1>
      <p className="feedback-booking">
        {richText(t('feedback.bookingId', { id: shownId }), [
          (text) => <span className="feedback-booking-id">{text}</span>,
        ])}
      </p>
      {content}
    </div>
  );
}

function FeedbackContent({ bookingId }: { bookingId: string }) {
  const feedback = useFeedback(bookingId);
  const [justSaved, setJustSaved] = useState(false);
  const { t, language } = useTexts();
  const thanks = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (justSaved) thanks.current?.focus();
  }, [justSaved]);

  if (feedback.isPending) return <p role="status">{t('common.loading')}</p>;
  if (feedback.isError) {
    const status = feedback.error instanceof HttpError ? feedback.error.status : null;
    const code = feedback.error instanceof HttpError ? feedback.error.code : null;
    if (code === 'booking_cancelled' || code === 'booking_refused') {
      // No visit took place: say why, and offer the way on rather than a form.
      return (
        <div className="feedback-not-yet" role="alert">
          <p>{inPageLanguage(feedback.error.message)}</p>
          <p>
            {richText(t('feedback.noVisitLinks'), [
              (text) => <Link to={`/booking/${bookingId}`}>{text}</Link>,
              (text) => <Link to="/">{text}</Link>,
            ])}
          </p>
        </div>
      );
    }
    if (status === 409) {
      return (
        <p className="feedback-not-yet" role="alert">
          {t('feedbackAfterVisit')}
        </p>
      );
    }
    if (status === 404) {
      return (
        <div role="alert" className="feedback-error">
          <p>{t('bookingNotFound')}</p>
          <p>
            <Link to="/bookings">{t('feedback.toBookings')}</Link>
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
          {justSaved ? t('feedback.thanks') : t('feedback.received')}
        </h2>
        <p>{justSaved ? t('feedback.saved') : t('feedbackAlreadySaved')}</p>
        <p className="field-hint">
          {t('feedback.sent', { when: formatIndiaDateTime(saved.submittedAt, language) })}
        </p>
        <p>
          <Link to="/bookings">{t('feedback.backToBookings')}</Link>
        </p>
      </div>
    );
  }
  return <FeedbackForm bookingId={bookingId} onSaved={() => setJustSaved(true)} />;
}
