import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { texts } from '../../../shared/texts';
import { LoginToBookButton } from '../../lib/login-to-book-button';
import { TimelineStep } from '../../lib/timeline-step';
import { accountDeletedKey } from './delete-account';

/** Home step 1 for a visitor who is not signed in (AccountStep once signed in). */
export function SignInStep() {
  return (
    <TimelineStep number={1} id="step-account" title="Login / Register">
      <AccountDeletedNotice />
      <p>
        Booking is free. Sign in with your e-mail address to book; you can look at the open dates and slots
        first.
      </p>
      <LoginToBookButton />
    </TimelineStep>
  );
}

/** Right after this tab deleted its account: says it is done, and takes the focus there. */
function AccountDeletedNotice() {
  const deleted = useQuery({ queryKey: accountDeletedKey, queryFn: () => false, staleTime: Infinity });
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (deleted.data) noticeRef.current?.focus();
  }, [deleted.data]);
  if (!deleted.data) return null;
  return (
    <p ref={noticeRef} className="account-deleted-notice" role="status" tabIndex={-1}>
      {texts.accountDeleted}
    </p>
  );
}
