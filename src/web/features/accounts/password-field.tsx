import { useState } from 'react';
import { Field } from '../../lib/field';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a show/hide button and its own error line. */
export function PasswordField({ label, value, onChange, error, autoComplete }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error}>
      {(control) => (
        <div className="account-password">
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            value={value}
            autoComplete={autoComplete}
            onChange={(event) => onChange(event.target.value)}
          />
          <button
            type="button"
            className="button button-secondary"
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? 'Hide' : 'Show'}
            <span className="visually-hidden"> password</span>
          </button>
        </div>
      )}
    </Field>
  );
}
