import { Suspense } from 'react';
import { useTexts } from '../../lib/i18n';
import { lazyNamed } from '../../lib/lazy-named';
import { useSession, useSignedInLayout } from '../../lib/session';
import { TimelineStep } from '../../lib/timeline-step';
import { LoginToBook } from './login-to-book';

// Loaded on demand with the verification panel it shows, to keep the first load small.
const ConfirmBooking = lazyNamed(() => import('./confirm-booking'), 'ConfirmBooking');

/**
 * Step 5: mobile number, SMS verification and confirmation; 'Login to Book' when signed out,
 * and while the session loads for a browser the server saw no session cookie from (the guest's
 * page comes prerendered so: nothing changes when the answer comes).
 */
export function MobileStep() {
  const { user } = useSession();
  const signedIn = useSignedInLayout();
  const { t } = useTexts();
  return (
    <TimelineStep number={5} id="confirm-booking" title={signedIn ? t('confirm.step') : t('loginToBook')}>
      {!signedIn ? (
        <LoginToBook />
      ) : user === undefined ? (
        <p className="step-status">{t('common.loading')}</p>
      ) : (
        <Suspense fallback={<p className="step-status">{t('common.loading')}</p>}>
          <ConfirmBooking />
        </Suspense>
      )}
    </TimelineStep>
  );
}
