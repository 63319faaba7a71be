import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Me } from '../../../shared/schemas/accounts';
import { useTexts } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DisplayNameForm } from './display-name-form';
import { SetPasswordRequest } from './set-password-request';
import { useSignOut } from './sign-out';
import './accounts.css';

/** Step 1's content for a signed-in visitor (its own chunk: guests never need it). */
export function AccountDetails({ user }: { user: Me }) {
  const { t } = useTexts();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { signOut, isPending } = useSignOut();
  const greeting = useRef<HTMLParagraphElement>(null);
  // A saved name moves focus to the greeting that now says it (the form is gone).
  const [nameSaved, setNameSaved] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first name's greeting appears only once the session has it.
  useEffect(() => {
    if (nameSaved > 0) greeting.current?.focus();
  }, [nameSaved, user.displayName]);

  const saved = () => {
    setEditing(false);
    setNameSaved((count) => count + 1);
  };

  if (!user.displayName) {
    return (
      <div className="account-step">
        <DisplayNameForm initialName="" onSaved={saved} />
      </div>
    );
  }

  return (
    <div className="account-step">
      {editing ? (
        <DisplayNameForm initialName={user.displayName} onSaved={saved} onCancel={() => setEditing(false)} />
      ) : (
        <p ref={greeting} tabIndex={-1} className="account-greeting">
          {t('greeting')} <strong>{user.displayName}</strong>{' '}
          <button type="button" className="button-link" onClick={() => setEditing(true)}>
            {t('account.editName')}
          </button>
        </p>
      )}
      <p className="account-email">
        {richText(t('account.signedInAs', { email: user.email }), [
          (words) => <span className="visually-hidden">{words}</span>,
        ])}
      </p>
      <SetPasswordRequest />
      <div className="account-actions">
        <Link to="/bookings" className="button button-secondary">
          {t('bookingHistory')}
        </Link>
        <button type="button" className="button button-secondary" onClick={signOut} disabled={isPending}>
          {t('signOut')}
        </button>
      </div>
      {user.role === 'visitor' && (
        <p className="account-delete">
          <button type="button" className="button-link" onClick={() => setDeleting(true)}>
            {t('account.deleteMine')}
          </button>
        </p>
      )}
      {deleting && <DeleteAccountDialog email={user.email} onClose={() => setDeleting(false)} />}
    </div>
  );
}
