import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, passwordSchema } from '../../../shared/schemas/accounts';
import { texts } from '../../../shared/texts';
import { errorText, firstIssue } from '../../lib/error-text';
import { usePageMeta } from '../../lib/use-page-meta';
import { PasswordField } from './password-field';
import { useSetPassword } from './set-password';
import './accounts.css';

/** Opened from the mailed set-password link (`/set-password?token=…`). */
export function SetPasswordPage() {
  usePageMeta({
    title: 'Set your password',
    description: 'Choose a password to log in to online booking with your e-mail address and password.',
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
      <h1 id="set-password-heading">{texts.setPassword}</h1>
      {!token && (
        <p className="account-error" role="alert">
          {texts.linkInvalid}
        </p>
      )}
      {token && !save.isSuccess && (
        <form className="account-form set-password-form" noValidate onSubmit={submit}>
          <p>Choose a password of at least {PASSWORD_MIN_LENGTH} characters.</p>
          <PasswordField
            label="New password"
            value={password}
            onChange={setPassword}
            error={error}
            autoComplete="new-password"
          />
          <button type="submit" className="button" disabled={save.isPending}>
            {texts.setPassword}
          </button>
          {save.isError && (
            <p className="account-error" role="alert">
              {errorText(save.error)}
            </p>
          )}
        </form>
      )}
      <p ref={doneRef} tabIndex={-1} className="account-status" role="status">
        {save.isSuccess
          ? 'Your password is set. You can now log in with your e-mail address and password.'
          : ''}
      </p>
      {save.isSuccess && (
        <p>
          <Link to="/" className="button">
            Go to booking
          </Link>
        </p>
      )}
    </section>
  );
}
