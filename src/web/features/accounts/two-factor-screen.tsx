import { useEffect } from 'react';
import { LoadError } from '../../lib/load-error';
import { useSession } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';
import { CodeForm } from './code-form';
import { EnrolTwoFactor } from './enrol-two-factor';
import { useTwoFactorCode, useTwoFactorStatus } from './two-factor-api';
import './two-factor.css';
import './accounts.css';
import { t } from '../../lib/staff-texts';

/**
 * Shown when an admin call asks for the second factor: setting it up the first time, or a
 * code (or a backup code) once per sign-in after that.
 */
export function TwoFactorScreen({ onPassed }: { onPassed(): void }) {
  usePageMeta({
    title: t('twoFactor.title'),
    description: t('twoFactor.description'),
    keywords: ['staff', 'second factor'],
  });
  const { user } = useSession();
  const status = useTwoFactorStatus();
  const verify = useTwoFactorCode('verify');
  const passed = status.data?.passed === true;

  useEffect(() => {
    if (passed && !status.isFetching) onPassed();
  }, [passed, status.isFetching, onPassed]);

  return (
    <div className="admin-page admin-narrow two-factor">
      <h1>{t('twoFactor.title')}</h1>
      {status.isError && <LoadError error={status.error} onRetry={() => void status.refetch()} />}
      {status.isPending && <p role="status">{t('twoFactor.loading')}</p>}
      {status.data && !status.data.enabled && (
        <EnrolTwoFactor hasPassword={user?.hasPassword ?? false} onPassed={onPassed} />
      )}
      {status.data?.enabled && !passed && (
        <CodeForm
          label={t('twoFactor.code')}
          hint={t('twoFactor.codeHint')}
          submitLabel={t('twoFactor.continue')}
          pending={verify.isPending}
          error={verify.error}
          onSubmit={(code) => verify.mutate(code, { onSuccess: onPassed })}
        />
      )}
    </div>
  );
}
