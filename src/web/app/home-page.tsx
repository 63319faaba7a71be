import { AccountStep } from '../features/accounts/account-step';
import { SignInStep } from '../features/accounts/sign-in-step';
import { MobileStep } from '../features/booking/mobile-step';
import { DateAndSlotSteps } from '../features/slots/date-and-slot-steps';
import { VisitorsStep } from '../features/visitors/visitors-step';
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
  usePageMeta({
    title: 'Online Booking',
    description:
      'Book a free, timed visit to the museum, the ashram visitor centre and the digital experience centre.',
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
        <h1>Book your visit</h1>
        <p>
          Entry is free. Pick a date and a time slot, add the people coming with you, and confirm with your
          mobile number. Your ticket is ready to print straight away.
        </p>
      </div>
      <ol className="timeline">
        {signedIn ? <AccountStep user={user ?? undefined} /> : <SignInStep />}
        <DateAndSlotSteps />
        {holdVisitorForm ? (
          <TimelineStep number={4} id="add-visitors" title="Add Visitors">
            <p className="step-status">
              Please save your name above first; then add the people who will visit.
            </p>
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
