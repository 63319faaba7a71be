import { type FormEvent, useState } from 'react';
import { emailSchema } from '../../../shared/schemas/accounts';
import type { StaffRole } from '../../../shared/schemas/staff';
import { errorText, firstIssue } from '../../lib/error-text';
import { Field } from '../../lib/field';
import { t } from '../../lib/staff-texts';
import { useAddStaff } from './add-staff';
import { ROLE_LABELS } from './role-labels';

interface AddStaffFormProps {
  /** The line saying who was just added; the page clears it when the list changes. */
  added: string;
  onAdded(line: string): void;
}

/** Grants the door (staff) or the door and running the museum (admin) to an address. */
export function AddStaffForm({ added, onAdded }: AddStaffFormProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [emailError, setEmailError] = useState<string>();
  const add = useAddStaff();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = emailSchema.safeParse(email);
    setEmailError(firstIssue(check));
    onAdded('');
    if (!check.success) {
      event.currentTarget.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
      return;
    }
    add.mutate(
      { email: check.data, role },
      {
        onSuccess: () => {
          onAdded(t('staff.added', { email: check.data, role }));
          setEmail('');
        },
      },
    );
  }

  return (
    <form className="staff-add" noValidate onSubmit={submit} aria-labelledby="staff-add-heading">
      <h2 id="staff-add-heading">{t('staff.add.heading')}</h2>
      <div className="staff-add-fields">
        <Field label={t('staff.add.email')} error={emailError}>
          {(control) => (
            <input
              {...control}
              type="email"
              value={email}
              autoComplete="off"
              inputMode="email"
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('staff.add.role')} hint={t('staff.add.roleHint')}>
          {(control) => (
            <select {...control} value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
              <option value="staff">{t(ROLE_LABELS.staff)}</option>
              <option value="admin">{t(ROLE_LABELS.admin)}</option>
            </select>
          )}
        </Field>
        <button type="submit" className="button" disabled={add.isPending}>
          {t('staff.add.submit')}
        </button>
      </div>
      <p className="staff-status" role="status">
        {added}
      </p>
      {add.isError && (
        <p className="field-error" role="alert">
          {errorText(add.error)}
        </p>
      )}
    </form>
  );
}
