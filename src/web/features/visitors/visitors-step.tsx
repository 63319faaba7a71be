import { Suspense } from 'react';
import { useBookingDraft } from '../../lib/booking-draft';
import { lazyNamed } from '../../lib/lazy-named';
import { useSession } from '../../lib/session';
import { TimelineStep } from '../../lib/timeline-step';

// Loaded on demand: only a signed-in visitor with a slot uses it, and the first load has a budget.
const VisitorDetails = lazyNamed(() => import('./visitor-details'), 'VisitorDetails');

/** Step 4: the people who will visit, once there is someone signed in and a slot to fill. */
export function VisitorsStep() {
  const { user } = useSession();
  const { slot } = useBookingDraft();
  return (
    <TimelineStep number={4} id="add-visitors" title="Add Visitors">
      {!user ? (
        <p className="step-status">Log in first (step 1) to add the people who will visit.</p>
      ) : !slot ? (
        <p className="step-status">
          Choose a date and a time slot first, then add the people who will visit.
        </p>
      ) : (
        <Suspense fallback={<p className="step-status">Loading…</p>}>
          <VisitorDetails slot={slot} />
        </Suspense>
      )}
    </TimelineStep>
  );
}
