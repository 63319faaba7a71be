import { type FormEvent, useState } from 'react';
import { errorText } from '../../lib/error-text';
import { QrCode } from '../../lib/qr-code';
import { BackupCodes } from './backup-codes';
import { CodeForm } from './code-form';
import { PasswordField } from './password-field';
import { useEnrolTwoFactor, useTwoFactorCode } from './two-factor-api';

/** The key inside the TOTP URI, for typing into an app that cannot scan. */
function secretOf(totpUri: string): string {
  try {
    return new URL(totpUri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/**
 * Setting up the authenticator app: confirm the password (if the account has one), scan the
 * QR code drawn here in the browser, type the first code, keep the backup codes.
 */
export function EnrolTwoFactor({ hasPassword, onPassed }: { hasPassword: boolean; onPassed(): void }) {
  const [password, setPassword] = useState('');
  const enrol = useEnrolTwoFactor();
  const confirm = useTwoFactorCode('confirm');
  const enrolment = enrol.data;

  function start(event: FormEvent) {
    event.preventDefault();
    enrol.mutate(hasPassword ? password : undefined);
  }

  if (enrolment && confirm.isSuccess) return <BackupCodes codes={enrolment.backupCodes} onDone={onPassed} />;

  if (enrolment) {
    return (
      <section aria-labelledby="enrol-scan-heading">
        <h2 id="enrol-scan-heading">Scan this code with your authenticator app</h2>
        <QrCode
          value={enrolment.totpUri}
          className="two-factor-qr"
          alt="QR code that adds this account to an authenticator app"
        />
        <p>
          No camera? Type this key into the app instead:{' '}
          <code className="two-factor-secret">{secretOf(enrolment.totpUri)}</code>
        </p>
        <CodeForm
          label="Code from the app"
          hint="The 6 digits the app shows for this account."
          submitLabel="Confirm"
          pending={confirm.isPending}
          error={confirm.error}
          onSubmit={(code) => confirm.mutate(code)}
        />
      </section>
    );
  }

  return (
    <form className="account-form" noValidate onSubmit={start}>
      <p>
        Admin accounts use a second factor: a 6-digit code from an authenticator app on your phone (for
        example Google Authenticator, Microsoft Authenticator or Aegis), asked once per sign-in.
      </p>
      {hasPassword && (
        <PasswordField
          label="Your password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
      )}
      <button type="submit" className="button" disabled={enrol.isPending}>
        Set up the second factor
      </button>
      {enrol.isError && (
        <p className="account-error" role="alert">
          {errorText(enrol.error)}
        </p>
      )}
    </form>
  );
}
