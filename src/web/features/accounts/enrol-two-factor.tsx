import { type FormEvent, useState } from 'react';
import { errorText } from '../../lib/error-text';
import { QrCode } from '../../lib/qr-code';
import { t } from '../../lib/staff-texts';
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
        <h2 id="enrol-scan-heading">{t('twoFactor.enrol.scan')}</h2>
        <QrCode value={enrolment.totpUri} className="two-factor-qr" alt={t('twoFactor.enrol.qrAlt')} />
        <p>
          {t('twoFactor.enrol.typeKey')}{' '}
          <code className="two-factor-secret">{secretOf(enrolment.totpUri)}</code>
        </p>
        <CodeForm
          label={t('twoFactor.enrol.code')}
          hint={t('twoFactor.enrol.codeHint')}
          submitLabel={t('twoFactor.enrol.confirm')}
          pending={confirm.isPending}
          error={confirm.error}
          onSubmit={(code) => confirm.mutate(code)}
        />
      </section>
    );
  }

  return (
    <form className="account-form" noValidate onSubmit={start}>
      <p>{t('twoFactor.enrol.intro')}</p>
      {hasPassword && (
        <PasswordField
          label={t('twoFactor.enrol.password')}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
      )}
      <button type="submit" className="button" disabled={enrol.isPending}>
        {t('twoFactor.enrol.start')}
      </button>
      {enrol.isError && (
        <p className="account-error" role="alert">
          {errorText(enrol.error)}
        </p>
      )}
    </form>
  );
}
