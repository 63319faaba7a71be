import { useState } from 'react';
import { Field } from '../../lib/field';
import { useTexts } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';

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
  const { t } = useTexts();
  // The word 'password' is heard, not seen: the field's label says it already.
  const heardOnly = (words: string) => <span className="visually-hidden">{words}</span>;
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
            {richText(visible ? t('account.hidePassword') : t('account.showPassword'), [heardOnly])}
          </button>
        </div>
      )}
    </Field>
  );
}
