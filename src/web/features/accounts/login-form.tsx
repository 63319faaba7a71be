import { type FormEvent, useEffect, useRef, useState } from 'react';
import { msg } from '../../../shared/i18n/msg';
import { emailSchema, passwordSchema } from '../../../shared/schemas/accounts';
import { errorText, firstIssue } from '../../lib/error-text';
import { useTexts } from '../../lib/i18n';
import { useLoginDialog } from '../../lib/login-dialog-context';
import { inPageLanguage } from '../../lib/spec-text';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { useRequestForgotPassword } from './request-forgot-password';
import { useRequestSignInLink } from './request-sign-in-link';
import { useSignInWithPassword } from './sign-in-with-password';
import { useSubmitLock } from './use-submit-lock';

/** The spec's wait between 'Validating Login...' and the reload after a password sign-in. */
const RELOAD_AFTER_MS = 1000;

// The info's message key and the error's English (the shared schema's or the server's), put in
// the page's language as it renders: a language chosen meanwhile shows at once.
type Status = { kind: 'idle' } | { kind: 'info'; key: string } | { kind: 'error'; english: string };

/** E-mail, and a password when 'Login with password' is on; asks for a link otherwise. */
export function LoginForm() {
  const { t } = useTexts();
  const [email, setEmail] = useState(useLoginDialog().email);
  const [withPassword, setWithPassword] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { locked, lock } = useSubmitLock();
  const requestLink = useRequestSignInLink();
  const passwordSignIn = useSignInWithPassword();
  const forgotPassword = useRequestForgotPassword();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The submit button is locked for a moment after a press, which drops focus: it goes to
  // the message instead ('Checking...', then where the link went, or what went wrong).
  useEffect(() => {
    if (status.kind === 'info') statusRef.current?.focus();
    if (status.kind === 'error') errorRef.current?.focus();
  }, [status]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    lock();
    const emailCheck = emailSchema.safeParse(email);
    const passwordCheck = withPassword ? passwordSchema.safeParse(password) : { success: true };
    const found = { email: firstIssue(emailCheck), password: firstIssue(passwordCheck) };
    setErrors(found);
    if (!emailCheck.success || found.password) {
      setStatus({ kind: 'idle' });
      const firstInvalid = event.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"]');
      firstInvalid?.focus();
      return;
    }
    setStatus({ kind: 'info', key: msg('checking') });
    const fail = (error: unknown) => setStatus({ kind: 'error', english: errorText(error) });
    if (withPassword) {
      passwordSignIn.mutate(
        { email: emailCheck.data, password },
        {
          onSuccess: () => {
            setStatus({ kind: 'info', key: msg('validatingLogin') });
            setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
          },
          onError: fail,
        },
      );
    } else {
      requestLink.mutate(emailCheck.data, {
        onSuccess: () => setStatus({ kind: 'info', key: msg('checkMailbox') }),
        onError: fail,
      });
    }
  }

  // 'Forgot password?': the set-password mail to the address typed above.
  function askForgotPassword() {
    if (locked) return;
    lock();
    const emailCheck = emailSchema.safeParse(email);
    setErrors({ email: firstIssue(emailCheck) });
    if (!emailCheck.success) {
      setStatus({ kind: 'idle' });
      formRef.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
      return;
    }
    setStatus({ kind: 'info', key: msg('checking') });
    forgotPassword.mutate(emailCheck.data, {
      onSuccess: () => setStatus({ kind: 'info', key: msg('forgotPasswordSent') }),
      onError: (error) => setStatus({ kind: 'error', english: errorText(error) }),
    });
  }

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
      <EmailField
        label={t('account.email')}
        value={email}
        onChange={setEmail}
        error={errors.email && inPageLanguage(errors.email)}
        autoFocus
      />
      <div className="account-switch">
        <button
          type="button"
          role="switch"
          id="login-with-password"
          aria-checked={withPassword}
          className="account-switch-button"
          onClick={() => {
            setWithPassword((on) => !on);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
        >
          <span className="account-switch-track" aria-hidden="true" />
          {t('loginWithPassword')}
        </button>
      </div>
      {withPassword && (
        <PasswordField
          label={t('account.password')}
          value={password}
          onChange={setPassword}
          error={errors.password && inPageLanguage(errors.password)}
          autoComplete="current-password"
        />
      )}
      <button type="submit" className="button" disabled={locked}>
        {withPassword ? t('account.login') : t('account.sendLink')}
      </button>
      {withPassword && (
        <button type="button" className="account-link-button" disabled={locked} onClick={askForgotPassword}>
          {t('forgotPassword')}
        </button>
      )}
      <p ref={statusRef} tabIndex={-1} className="account-status" role="status">
        {status.kind === 'info' ? t(status.key) : ''}
      </p>
      {status.kind === 'error' && (
        <p ref={errorRef} tabIndex={-1} className="account-error" role="alert">
          {inPageLanguage(status.english)}
        </p>
      )}
    </form>
  );
}
