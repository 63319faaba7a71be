import { Suspense } from 'react';
import type { Me } from '../../../shared/schemas/accounts';
import { useTexts } from '../../lib/i18n';
import { lazyNamed } from '../../lib/lazy-named';
import { TimelineStep } from '../../lib/timeline-step';

// Only a signed-in visitor sees it: its forms and dialogs stay out of a guest's first load.
const AccountDetails = lazyNamed(() => import('./account-details'), 'AccountDetails');

/**
 * Home step 1 for a signed-in visitor: greeting with an editable name, the e-mail, 'Set
 * Password', the booking history, 'Sign out', and deleting the account (visitors only: staff
 * lose their role first). Without a name it only asks for one (the
 * home page keeps the later steps hidden until then). `user` is undefined while the session of
 * a visitor the server expects to be signed in is on its way.
 */
export function AccountStep({ user }: { user: Me | undefined }) {
  // Its two texts are in each language's first catalog chunk: the page prerendered for a
  // signed-in visitor shows them before the rest of the catalog comes.
  const { t } = useTexts();
  const loading = (
    <p role="status" className="account-step-loading">
      {t('account.loading')}
    </p>
  );
  return (
    <TimelineStep number={1} id="step-account" title={t('account.step')}>
      {user ? (
        <Suspense fallback={loading}>
          <AccountDetails user={user} />
        </Suspense>
      ) : (
        loading
      )}
    </TimelineStep>
  );
}
