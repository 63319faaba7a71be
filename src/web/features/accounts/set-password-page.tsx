import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, passwordSchema } from '../../../shared/schemas/accounts';
import { errorText, firstIssue } from '../../lib/error-text';
import { useTexts } from '../../lib/i18n';
import { inPageLanguage } from '../../lib/spec-text';
import { usePageMeta } from '../../lib/use-page-meta';
import { PasswordField } from './password-field';
import { useSetPassword } from './set-password';
import './accounts.css';

/** Opened from the mailed set-password link (`/set-password?token=…`). */
export function SetPasswordPage() {
  const { t } = useTexts();
  usePageMeta({
    title: t('setPasswordPage.title'),
    description: t('setPasswordPage.description'),
    keywords: ['set password', 'login', 'online booking'],
  });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const save = useSetPassword();
  const doneRef = useRef<HTMLParagraphElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = passwordSchema.safeParse(password);
    setError(firstIssue(check));
    if (check.success) save.mutate({ token, password: check.data });
  }

  // Once the form (and the button that had focus) is gone, focus lands on the message saying it worked.
  useEffect(() => {
    if (save.isSuccess) doneRef.current?.focus();
  }, [save.isSuccess]);

  return (
    <section className="account-page" aria-labelledby="set-password-heading">
      <h1 id="set-password-heading">{t('setPassword')}</h1>
      {!token && (
        <p className="account-error" role="alert">
          {t('linkInvalid')}
        </p>
      )}
      {token && !save.isSuccess && (
        <form className="account-form set-password-form" noValidate onSubmit={submit}>
          <p>{t('setPasswordPage.choose', { min: PASSWORD_MIN_LENGTH })}</p>
          <PasswordField
            label={t('setPasswordPage.newPassword')}
            value={password}
            onChange={setPassword}
            error={error && inPageLanguage(error)}
            autoComplete="new-password"
          />
          <button type="submit" className="button" disabled={save.isPending}>
            {t('setPassword')}
          </button>
          {save.isError && (
            <p className="account-error" role="alert">
              {inPageLanguage(errorText(save.error))}
            </p>
          )}
        </form>
      )}
      <p ref={doneRef} tabIndex={-1} className="account-status" role="status">
        {save.isSuccess ? t('setPasswordPage.done') : ''}
      </p>
      {save.isSuccess && (
        <p>
          <Link to="/" className="button">
            {t('setPasswordPage.toBooking')}
          </Link>
        </p>
      )}
    </section>
  );
}
