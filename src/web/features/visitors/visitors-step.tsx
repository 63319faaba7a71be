import { Suspense } from 'react';
import { useBookingDraft } from '../../lib/booking-draft';
import { useTexts } from '../../lib/i18n';
import { lazyNamed } from '../../lib/lazy-named';
import { useSession } from '../../lib/session';
import { TimelineStep } from '../../lib/timeline-step';

// Loaded on demand: only a signed-in visitor with a slot uses it, and the first load has a budget.
const VisitorDetails = lazyNamed(() => import('./visitor-details'), 'VisitorDetails');

/** Step 4: the people who will visit, once there is someone signed in and a slot to fill. */
export function VisitorsStep() {
  const { user } = useSession();
  const { slot } = useBookingDraft();
  const { t } = useTexts();
  return (
    <TimelineStep number={4} id="add-visitors" title={t('home.addVisitors')}>
      {!user ? (
        <p className="step-status">{t('visitors.loginFirst')}</p>
      ) : !slot ? (
        <p className="step-status">{t('visitors.slotFirst')}</p>
      ) : (
        <Suspense fallback={<p className="step-status">{t('common.loading')}</p>}>
          <VisitorDetails slot={slot} />
        </Suspense>
      )}
    </TimelineStep>
  );
}
