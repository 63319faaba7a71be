import { Field } from '../../lib/field';

interface EmailFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  autoFocus?: boolean;
}

/** An e-mail input with its label and its own error line. */
export function EmailField({ label, value, onChange, error, autoFocus }: EmailFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type="email"
          value={value}
          autoComplete="email"
          inputMode="email"
          // biome-ignore lint/a11y/noAutofocus: the field a dialog or form opens for.
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
