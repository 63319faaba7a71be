import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { emailSchema } from '../../../shared/schemas/accounts';
import { errorText, firstIssue } from '../../lib/error-text';
import { useTexts } from '../../lib/i18n';
import { ModalDialog } from '../../lib/modal-dialog';
import { richText } from '../../lib/rich-text';
import { inPageLanguage } from '../../lib/spec-text';
import { useDeleteAccount } from './delete-account';
import { EmailField } from './email-field';

interface DeleteAccountDialogProps {
  email: string;
  /** The dialog closed without deleting (Escape, 'Keep my account'). */
  onClose: () => void;
}

/**
 * Says what deleting the account does, then asks for the account's e-mail before deleting
 * it (a modal dialog). On success the session is gone and the home page shows the sign-in
 * step with a confirmation.
 */
export function DeleteAccountDialog({ email, onClose }: DeleteAccountDialogProps) {
  const { t } = useTexts();
  const [open, setOpen] = useState(true);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const deletion = useDeleteAccount();
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = emailSchema.safeParse(typed);
    setProblem(firstIssue(check));
    if (check.success) deletion.mutate(check.data, { onError: (error) => setProblem(errorText(error)) });
  }

  return (
    <ModalDialog
      open={open}
      title={t('deleteAccount.title')}
      onClose={onClose}
      className="modal-dialog delete-account-dialog"
      describedBy={`${id}-about`}
      closeButton={false}
    >
      <form onSubmit={submit} noValidate>
        <div id={`${id}-about`}>
          <p>{t('deleteAccount.intro')}</p>
          <ul>
            <li>{t('deleteAccount.cancelsBookings')}</li>
            <li>{t('deleteAccount.removesData')}</li>
            <li>{t('deleteAccount.keepsCounts')}</li>
          </ul>
          <p>
            {richText(t('deleteAccount.privacy'), [(words) => <Link to="/privacy-policy">{words}</Link>])}
          </p>
        </div>
        <EmailField
          label={t('deleteAccount.typeEmail', { email })}
          value={typed}
          onChange={setTyped}
          error={problem && inPageLanguage(problem)}
        />
        <div className="dialog-actions">
          <button type="submit" className="button button-danger" disabled={deletion.isPending}>
            {deletion.isPending ? t('deleteAccount.deleting') : t('account.deleteMine')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
            {t('deleteAccount.keep')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
