import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { emailSchema } from '../../../shared/schemas/accounts';
import { HttpError } from '../../lib/api';
import { errorText, firstIssue } from '../../lib/error-text';
import { useTexts } from '../../lib/i18n';
import { useLoginDialog } from '../../lib/login-dialog-context';
import { ModalDialog } from '../../lib/modal-dialog';
import { takeReturnPath } from '../../lib/return-path';
import { inPageLanguage } from '../../lib/spec-text';
import { EmailField } from './email-field';
import { EMAIL_FOR_SIGN_IN } from './request-sign-in-link';
import { useSignInWithLink } from './sign-in-with-link';
import { useSubmitLock } from './use-submit-lock';

/**
 * Arriving from a mailed link (`?mode=signIn&token=…`, already taken out of the address by
 * AccountDialogs): finishes sign-in with a POST using the e-mail stored when the link was
 * asked for. In another browser there is none, so the visitor confirms their e-mail first;
 * the server refuses one that is not the link's. Signed in, the dialog closes at once; a
 * link that failed says why until it is closed.
 */
export function SignInLinkDialog({ token, onDone }: { token: string; onDone(): void }) {
  const { t } = useTexts();
  const navigate = useNavigate();
  const loginDialog = useLoginDialog();
  const [storedEmail] = useState(() => localStorage.getItem(EMAIL_FOR_SIGN_IN));
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const { locked, lock } = useSubmitLock();
  const started = useRef(false);
  const failure = useRef<HTMLDivElement>(null);
  // Signed in: back to the page that asked for the link (a ticket, feedback, the bookings).
  // On the hook, not on mutate(): those callbacks are lost if this renders anew meanwhile.
  const signIn = useSignInWithLink({
    onSuccess: () => {
      onDone();
      const back = takeReturnPath();
      if (back) navigate(back, { replace: true });
    },
  });

  // An expired or used link: focus goes to the message and its 'Get a new link'.
  useEffect(() => {
    if (signIn.isError) failure.current?.focus();
  }, [signIn.isError]);

  useEffect(() => {
    // Once, also under StrictMode's double effects: the link works only once.
    if (!storedEmail || started.current) return;
    started.current = true;
    signIn.mutate({ token, email: storedEmail });
  });

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (locked) return;
    lock();
    const check = emailSchema.safeParse(email);
    setEmailError(firstIssue(check));
    if (check.success) signIn.mutate({ token, email: check.data });
  }

  // The address just typed (or the one the link was asked with) stays in the login dialog.
  function getNewLink() {
    onDone();
    loginDialog.open({ email: emailSchema.safeParse(email).success ? email.trim() : (storedEmail ?? '') });
  }

  // A stored e-mail can be another address's (two links asked for in one browser).
  const mismatch = signIn.error instanceof HttpError && signIn.error.code === 'email_mismatch';
  const askEmail = (!storedEmail || mismatch) && !signIn.isSuccess;
  return (
    <ModalDialog open title={t('loginTitle')} onClose={onDone}>
      {askEmail && (
        <form className="account-form" noValidate onSubmit={confirm}>
          <p>{t('confirmEmailForLink')}</p>
          <EmailField
            label={t('account.email')}
            value={email}
            onChange={setEmail}
            error={emailError && inPageLanguage(emailError)}
            autoFocus
          />
          <button type="submit" className="button" disabled={locked || signIn.isPending}>
            {t('account.confirmAndLogIn')}
          </button>
        </form>
      )}
      <p className="account-status" role="status">
        {signIn.isPending ? t('validatingLogin') : ''}
      </p>
      {signIn.isError && (
        <div ref={failure} tabIndex={-1} className="account-error" role="alert">
          <p>{inPageLanguage(errorText(signIn.error))}</p>
          <button type="button" className="button button-secondary" onClick={getNewLink}>
            {t('account.getNewLink')}
          </button>
        </div>
      )}
    </ModalDialog>
  );
}
