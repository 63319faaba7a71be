import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTexts } from '../../lib/i18n';
import { LoginToBookButton } from '../../lib/login-to-book-button';
import { TimelineStep } from '../../lib/timeline-step';
import { accountDeletedKey } from './delete-account';

/** Home step 1 for a visitor who is not signed in (AccountStep once signed in). */
export function SignInStep() {
  const { t } = useTexts();
  return (
    <TimelineStep number={1} id="step-account" title={t('home.signInStep')}>
      <AccountDeletedNotice />
      <p>{t('home.signInStepText')}</p>
      <LoginToBookButton />
    </TimelineStep>
  );
}

/** Right after this tab deleted its account: says it is done, and takes the focus there. */
function AccountDeletedNotice() {
  const deleted = useQuery({ queryKey: accountDeletedKey, queryFn: () => false, staleTime: Infinity });
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const { t } = useTexts();
  useEffect(() => {
    if (deleted.data) noticeRef.current?.focus();
  }, [deleted.data]);
  if (!deleted.data) return null;
  return (
    <p ref={noticeRef} className="account-deleted-notice" role="status" tabIndex={-1}>
      {t('accountDeleted')}
    </p>
  );
}
