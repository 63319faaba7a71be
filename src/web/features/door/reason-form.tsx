import { type FormEvent, useId, useState } from 'react';
import { REASON_MAX_LENGTH } from '../../../shared/schemas/door';
import { Field } from '../../lib/field';
import { t } from '../../lib/staff-texts';

interface ReasonFormProps {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSubmit(reason: string): void;
  onCancel(): void;
}

/** A step that needs a reason: refusing, or admitting outside the entry window. Enter confirms. */
export function ReasonForm({ label, submitLabel, pending, onSubmit, onCancel }: ReasonFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('door.reason.missing'));
      document.getElementById(id)?.focus();
      return;
    }
    onSubmit(reason.trim());
  }

  return (
    <form className="door-reason" noValidate onSubmit={submit}>
      <Field id={id} label={label} error={error}>
        {(control) => (
          <input
            {...control}
            value={reason}
            autoComplete="off"
            maxLength={REASON_MAX_LENGTH}
            // biome-ignore lint/a11y/noAutofocus: the form opens because staff chose to give a reason.
            autoFocus
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <div className="door-reason-buttons">
        <button type="submit" className="button" disabled={pending}>
          {submitLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
