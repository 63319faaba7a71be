import { useId } from 'react';

interface EmailFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  autoFocus?: boolean;
}

/** An e-mail input with its label and its own error line. */
export function EmailField({ label, value, onChange, error, autoFocus }: EmailFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="email"
        value={value}
        autoComplete="email"
        inputMode="email"
        // biome-ignore lint/a11y/noAutofocus: the field a dialog or form opens for.
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
