import { type FormEvent, useId, useState } from 'react';
import { DISPLAY_NAME_MAX_LENGTH, displayNameSchema } from '../../../shared/schemas/accounts';
import { errorText, firstIssue } from '../../lib/error-text';
import { Field } from '../../lib/field';
import { useTexts } from '../../lib/i18n';
import { inPageLanguage } from '../../lib/spec-text';
import { useUpdateDisplayName } from './update-display-name';

interface DisplayNameFormProps {
  initialName: string;
  /** Called once the name is saved. */
  onSaved?(): void;
  onCancel?(): void;
}

/** 'By which name should I call you?' and 'Save Name'. */
export function DisplayNameForm({ initialName, onSaved, onCancel }: DisplayNameFormProps) {
  const { t } = useTexts();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();
  const update = useUpdateDisplayName();
  // The problem shows under the buttons (it may be the server's), so the field points there.
  const errorId = useId();

  function save(event: FormEvent) {
    event.preventDefault();
    const check = displayNameSchema.safeParse(name);
    setError(firstIssue(check));
    if (check.success) update.mutate(check.data, { onSuccess: () => onSaved?.() });
  }

  const problem = error ?? (update.isError ? errorText(update.error) : undefined);
  const shownError = problem && inPageLanguage(problem);
  return (
    <form className="account-form" noValidate onSubmit={save}>
      <Field label={t('askName')} errorId={shownError ? errorId : undefined}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={name}
            maxLength={DISPLAY_NAME_MAX_LENGTH + 20}
            autoComplete="name"
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <div className="account-actions">
        <button type="submit" className="button" disabled={update.isPending}>
          {t('saveName')}
        </button>
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('account.cancel')}
          </button>
        )}
      </div>
      {shownError && (
        <p id={errorId} className="account-error" role="alert">
          {shownError}
        </p>
      )}
    </form>
  );
}
