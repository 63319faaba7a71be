import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { emailSchema } from '../../../shared/schemas/accounts';
import { errorText, firstIssue } from '../../lib/error-text';
import { ModalDialog } from '../../lib/modal-dialog';
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
      title="Delete your account?"
      onClose={onClose}
      className="modal-dialog delete-account-dialog"
      describedBy={`${id}-about`}
      closeButton={false}
    >
      <form onSubmit={submit} noValidate>
        <div id={`${id}-about`}>
          <p>This cannot be undone. Deleting the account:</p>
          <ul>
            <li>cancels your bookings that are still to come, and their seats go back to others;</li>
            <li>
              removes your name, e-mail address and password, and the names, dates of birth, document numbers
              and mobile numbers of everyone you booked for;
            </li>
            <li>keeps only how many people came on which day, with no names.</li>
          </ul>
          <p>
            More in the <Link to="/privacy-policy">privacy policy</Link>.
          </p>
        </div>
        <EmailField
          label={`Type your e-mail address (${email}) to confirm`}
          value={typed}
          onChange={setTyped}
          error={problem}
        />
        <div className="dialog-actions">
          <button type="submit" className="button button-danger" disabled={deletion.isPending}>
            {deletion.isPending ? 'Deleting…' : 'Delete my account'}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
            Keep my account
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
