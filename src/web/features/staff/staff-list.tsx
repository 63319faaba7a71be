import { useState } from 'react';
import type { StaffMember } from '../../../shared/schemas/staff';
import { errorText } from '../../lib/error-text';
import { useChangeRole } from './change-role';
import { useRemoveStaff } from './remove-staff';
import { ROLE_LABELS } from './role-labels';

/** Everyone with a staff role: change a role, or take it back (the API keeps the last admin). */
export function StaffList({ staff, meId }: { staff: StaffMember[]; meId: string | undefined }) {
  const changeRole = useChangeRole();
  const remove = useRemoveStaff();
  const [problem, setProblem] = useState<string | null>(null);
  const pending = changeRole.isPending || remove.isPending;
  const onError = (error: unknown) => setProblem(errorText(error));

  function toggleRole(member: StaffMember) {
    setProblem(null);
    changeRole.mutate(
      { userId: member.userId, role: member.role === 'admin' ? 'staff' : 'admin' },
      { onError },
    );
  }

  function removeMember(member: StaffMember) {
    setProblem(null);
    if (!window.confirm(`Take staff access away from ${member.email}?`)) return;
    remove.mutate(member.userId, { onError });
  }

  return (
    <section aria-labelledby="staff-list-heading">
      <h2 id="staff-list-heading">Staff ({staff.length})</h2>
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
                {member.userId === meId && <span className="staff-member-you"> (you)</span>}
              </p>
              {member.displayName && <p>{member.displayName}</p>}
              <p>
                <span className={`staff-role staff-role--${member.role}`}>{ROLE_LABELS[member.role]}</span>
                {' · '}
                {member.twoFactorEnabled ? 'Second factor set up' : 'No second factor yet'}
              </p>
            </div>
            <div className="staff-member-buttons">
              <button
                type="button"
                className="button button-secondary"
                disabled={pending}
                onClick={() => toggleRole(member)}
              >
                {member.role === 'admin' ? 'Make staff' : 'Make admin'}
                <span className="visually-hidden"> {member.email}</span>
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={pending}
                onClick={() => removeMember(member)}
              >
                Remove<span className="visually-hidden"> {member.email}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
