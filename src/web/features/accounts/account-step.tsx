import { lazy, Suspense } from 'react';
import type { Me } from '../../../shared/schemas/accounts';
import { TimelineStep } from '../../lib/timeline-step';

// Only a signed-in visitor sees it: its forms and dialogs stay out of a guest's first load.
const AccountDetails = lazy(async () => ({ default: (await import('./account-details')).AccountDetails }));

/**
 * Home step 1 for a signed-in visitor: greeting with an editable name, the e-mail, 'Set
 * Password', the booking history, 'Sign out', and deleting the account (visitors only: staff
 * lose their role first). Without a name it only asks for one (the
 * home page keeps the later steps hidden until then).
 */
export function AccountStep({ user }: { user: Me }) {
  return (
    <TimelineStep number={1} id="step-account" title="Your account">
      <Suspense fallback={<p role="status">Loading your account…</p>}>
        <AccountDetails user={user} />
      </Suspense>
    </TimelineStep>
  );
}
