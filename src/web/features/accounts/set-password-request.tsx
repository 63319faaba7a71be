import { type FormEvent, useEffect, useRef, useState } from 'react';
import { emailSchema } from '../../../shared/schemas/accounts';
import { errorText, firstIssue } from '../../lib/error-text';
import { useTexts } from '../../lib/i18n';
import { inPageLanguage } from '../../lib/spec-text';
import { EmailField } from './email-field';
import { useRequestSetPasswordLink } from './request-set-password-link';

/** 'Set Password': the visitor types their own e-mail to confirm, then a link is mailed. */
export function SetPasswordRequest() {
  const { t } = useTexts();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const request = useRequestSetPasswordLink();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  // The form goes once the link is sent: focus moves to the message saying where it went.
  useEffect(() => {
    if (request.isSuccess) sentRef.current?.focus();
  }, [request.isSuccess]);

  function send(event: FormEvent) {
    event.preventDefault();
    const check = emailSchema.safeParse(email);
    setEmailError(firstIssue(check));
    if (check.success) request.mutate(check.data);
  }

  function close() {
    setOpen(false);
    setEmail('');
    setEmailError(undefined);
    request.reset();
    buttonRef.current?.focus();
  }

  return (
    <div className="account-set-password">
      <button
        ref={buttonRef}
        type="button"
        className="button button-secondary"
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t('setPassword')}
      </button>
      {open && !request.isSuccess && (
        <form className="account-form" noValidate onSubmit={send}>
          <EmailField
            label={t('setPasswordRequest.typeEmail')}
            value={email}
            onChange={setEmail}
            error={emailError && inPageLanguage(emailError)}
            autoFocus
          />
          <div className="account-actions">
            <button type="submit" className="button" disabled={request.isPending}>
              {t('setPasswordRequest.send')}
            </button>
            <button type="button" className="button button-secondary" onClick={close}>
              {t('account.cancel')}
            </button>
          </div>
          {request.isError && (
            <p className="account-error" role="alert">
              {inPageLanguage(errorText(request.error))}
            </p>
          )}
        </form>
      )}
      <p ref={sentRef} tabIndex={-1} className="account-status" role="status">
        {open && request.isSuccess ? t('setPasswordLinkSent') : ''}
      </p>
    </div>
  );
}
