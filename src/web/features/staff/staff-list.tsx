import { useState } from 'react';
import type { StaffMember } from '../../../shared/schemas/staff';
import { errorText } from '../../lib/error-text';
import { richText } from '../../lib/rich-text';
import { t } from '../../lib/staff-texts';
import { useChangeRole } from './change-role';
import { ConfirmMemberAction, type MemberAction } from './confirm-member-action';
import { useRemoveStaff } from './remove-staff';
import { useResetTwoFactor } from './reset-two-factor';
import { ROLE_LABELS } from './role-labels';

interface StaffListProps {
  staff: StaffMember[];
  meId: string | undefined;
  /** Any change made here: the page's last "is now staff" line no longer holds. */
  onChange(): void;
}

/**
 * Everyone with a staff role: change a role, take it back (the API keeps the last admin) or
 * reset another member's second factor. Taking something away asks first, in a dialog.
 */
export function StaffList({ staff, meId, onChange }: StaffListProps) {
  const changeRole = useChangeRole();
  const remove = useRemoveStaff();
  const resetTwoFactor = useResetTwoFactor();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [asking, setAsking] = useState<MemberAction | null>(null);
  const pending = changeRole.isPending || remove.isPending || resetTwoFactor.isPending;
  const onError = (error: unknown) => setProblem(errorText(error));

  function started() {
    setProblem(null);
    setDone('');
    onChange();
  }

  function toggleRole(member: StaffMember) {
    started();
    changeRole.mutate(
      { userId: member.userId, role: member.role === 'admin' ? 'staff' : 'admin' },
      { onError },
    );
  }

  function confirmed({ kind, member }: MemberAction) {
    setAsking(null);
    started();
    if (kind === 'remove')
      remove.mutate(member.userId, {
        onError,
        onSuccess: () => setDone(t('staff.removed', { email: member.email })),
      });
    else
      resetTwoFactor.mutate(member.userId, {
        onError,
        onSuccess: () => setDone(t('staff.resetDone', { email: member.email })),
      });
  }

  return (
    <section aria-labelledby="staff-list-heading">
      <h2 id="staff-list-heading">{t('staff.list.heading', { count: staff.length })}</h2>
      <p className="staff-status" role="status">
        {done}
      </p>
      {problem && (
        <p className="load-error" role="alert">
          {problem}
        </p>
      )}
      <ul className="staff-list">
        {staff.map((member) => (
          <li key={member.userId} className="staff-member">
            <div className="staff-member-who">
              <p className="staff-member-email">
                {member.email}
                {member.userId === meId && <span className="staff-member-you"> {t('staff.list.you')}</span>}
              </p>
              {member.displayName && <p>{member.displayName}</p>}
              <p>
                <span className={`staff-role staff-role--${member.role}`}>{t(ROLE_LABELS[member.role])}</span>
                {' · '}
                {member.twoFactorEnabled ? t('staff.list.twoFactorOn') : t('staff.list.twoFactorOff')}
              </p>
            </div>
            <div className="staff-member-buttons">
              <button
                type="button"
                className="button button-secondary"
                disabled={pending}
                onClick={() => toggleRole(member)}
              >
                {member.role === 'admin' ? t('staff.list.makeStaff') : t('staff.list.makeAdmin')}
                <span className="visually-hidden"> {member.email}</span>
              </button>
              {member.twoFactorEnabled && member.userId !== meId && (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={pending}
                  onClick={() => setAsking({ kind: 'reset-two-factor', member })}
                >
                  {richText(t('staff.list.reset', { email: member.email }), [
                    (of) => <span className="visually-hidden">{of}</span>,
                  ])}
                </button>
              )}
              <button
                type="button"
                className="button button-secondary"
                disabled={pending}
                onClick={() => setAsking({ kind: 'remove', member })}
              >
                {t('staff.list.remove')}
                <span className="visually-hidden"> {member.email}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmMemberAction
        action={asking}
        pending={pending}
        onConfirm={confirmed}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
