import { type FormEvent, useId, useState } from 'react';
import { errorText } from '../../lib/error-text';
import { Field } from '../../lib/field';

interface CodeFormProps {
  label: string;
  hint: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit(code: string): void;
}

/** One code from the authenticator app (or a backup code where the hint says so). */
export function CodeForm({ label, hint, submitLabel, pending, error, onSubmit }: CodeFormProps) {
  const [code, setCode] = useState('');
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) onSubmit(code.trim());
  }

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <Field label={label} hint={hint} errorId={error ? errorId : undefined}>
        {(control) => (
          <input
            {...control}
            value={code}
            autoComplete="one-time-code"
            spellCheck={false}
            // biome-ignore lint/a11y/noAutofocus: the screen is there to take this code.
            autoFocus
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="button" disabled={pending}>
        {submitLabel}
      </button>
      {Boolean(error) && (
        <p id={errorId} className="account-error" role="alert">
          {errorText(error)}
        </p>
      )}
    </form>
  );
}
