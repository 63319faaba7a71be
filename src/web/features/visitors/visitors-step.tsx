import { lazy, Suspense } from 'react';
import { TimelineStep } from '../../lib/timeline-step';

// Loaded on demand: only a signed-in visitor with a slot uses it, and the first load has a budget.
const VisitorDetails = lazy(async () => ({
  default: (await import('./visitor-details')).VisitorDetails,
}));

/** Step 4: the people who will visit. */
export function VisitorsStep() {
  return (
    <TimelineStep number={4} id="add-visitors" title="Add Visitors">
      <Suspense fallback={<p className="step-status">Loading…</p>}>
        <VisitorDetails />
      </Suspense>
    </TimelineStep>
  );
}
