import { useEffect } from 'react';
import { LoadError } from '../../lib/load-error';
import { useSession } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';
import { CodeForm } from './code-form';
import { EnrolTwoFactor } from './enrol-two-factor';
import { useTwoFactorCode, useTwoFactorStatus } from './two-factor-api';
import './two-factor.css';
import './accounts.css';

/**
 * Shown when an admin call asks for the second factor: setting it up the first time, or a
 * code (or a backup code) once per sign-in after that.
 */
export function TwoFactorScreen({ onPassed }: { onPassed(): void }) {
  usePageMeta({
    title: 'Second factor',
    description: 'A code from your authenticator app before the admin pages.',
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
      <h1>Second factor</h1>
      {status.isError && <LoadError error={status.error} onRetry={() => void status.refetch()} />}
      {status.isPending && <p role="status">Loading…</p>}
      {status.data && !status.data.enabled && (
        <EnrolTwoFactor hasPassword={user?.hasPassword ?? false} onPassed={onPassed} />
      )}
      {status.data?.enabled && !passed && (
        <CodeForm
          label="Code from your authenticator app"
          hint="The 6 digits the app shows now, or one of your backup codes."
          submitLabel="Continue"
          pending={verify.isPending}
          error={verify.error}
          onSubmit={(code) => verify.mutate(code, { onSuccess: onPassed })}
        />
      )}
    </div>
  );
}
