import { Suspense } from 'react';
import { useTexts } from '../../lib/i18n';
import { lazyNamed } from '../../lib/lazy-named';
import { useSession } from '../../lib/session';
import { TimelineStep } from '../../lib/timeline-step';
import { LoginToBook } from './login-to-book';

// Loaded on demand with the verification panel it shows, to keep the first load small.
const ConfirmBooking = lazyNamed(() => import('./confirm-booking'), 'ConfirmBooking');

/** Step 5: mobile number, SMS verification and confirmation; 'Login to Book' when signed out. */
export function MobileStep() {
  const { user } = useSession();
  const { t } = useTexts();
  return (
    <TimelineStep
      number={5}
      id="confirm-booking"
      title={user === null ? t('loginToBook') : t('confirm.step')}
    >
      {user === undefined ? (
        <p className="step-status">{t('common.loading')}</p>
      ) : user === null ? (
        <LoginToBook />
      ) : (
        <Suspense fallback={<p className="step-status">{t('common.loading')}</p>}>
          <ConfirmBooking />
        </Suspense>
      )}
    </TimelineStep>
  );
}
