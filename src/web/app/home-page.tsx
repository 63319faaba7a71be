import { AccountStep } from '../features/accounts/account-step';
import { SignInStep } from '../features/accounts/sign-in-step';
import { MobileStep } from '../features/booking/mobile-step';
import { DateAndSlotSteps } from '../features/slots/date-and-slot-steps';
import { VisitorsStep } from '../features/visitors/visitors-step';
import { useTexts } from '../lib/i18n';
import { useSession, useSignedInLayout } from '../lib/session';
import { TimelineStep } from '../lib/timeline-step';
import { usePageMeta } from '../lib/use-page-meta';
import '../styles/home.css';

/**
 * The booking home page: a vertical timeline from signing in to confirming the visit. Each
 * step belongs to its feature (accounts, slots, visitors, booking); the page puts them in
 * order, and they share the booking in progress through lib/booking-draft.
 */
export function HomePage() {
  const { t } = useTexts();
  usePageMeta({
    title: t('home.title'),
    description: t('home.description'),
    keywords: ['museum', 'booking', 'visit', 'tickets', 'digital experience centre', 'Brindavan'],
  });
  const { user } = useSession();
  const signedIn = useSignedInLayout();
  // A signed-in visitor saves a name before the visitor form shows (the spec); the date and
  // slot can be chosen meanwhile.
  const holdVisitorForm = Boolean(user && !user.displayName);

  return (
    <div className="page home-page">
      <div className="page-intro">
        <h1>{t('home.heading')}</h1>
        <p>{t('home.intro')}</p>
      </div>
      <ol className="timeline">
        {signedIn ? <AccountStep user={user ?? undefined} /> : <SignInStep />}
        <DateAndSlotSteps />
        {holdVisitorForm ? (
          <TimelineStep number={4} id="add-visitors" title={t('home.addVisitors')}>
            <p className="step-status">{t('home.saveNameFirst')}</p>
          </TimelineStep>
        ) : (
          <>
            <VisitorsStep />
            <MobileStep />
          </>
        )}
      </ol>
    </div>
  );
}
