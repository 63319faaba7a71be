import { type FormEvent, useId, useState } from 'react';
import { REASON_MAX_LENGTH } from '../../../shared/schemas/door';

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
      setError('Give a reason');
      document.getElementById(id)?.focus();
      return;
    }
    onSubmit(reason.trim());
  }

  return (
    <form className="door-reason" noValidate onSubmit={submit}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          value={reason}
          autoComplete="off"
          maxLength={REASON_MAX_LENGTH}
          // biome-ignore lint/a11y/noAutofocus: the form opens because staff chose to give a reason.
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
      <div className="door-reason-buttons">
        <button type="submit" className="button" disabled={pending}>
          {submitLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
