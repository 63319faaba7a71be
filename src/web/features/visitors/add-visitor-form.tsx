import { type FormEvent, type Ref, useEffect, useRef, useState } from 'react';
import { dobWindow } from '../../../shared/rules/person';
import { GENDERS, NATIONALITIES, type Person } from '../../../shared/schemas/people';
import { ChoiceGroup } from '../../lib/choice-group';
import { Field } from '../../lib/field';
import { useFocusFirstInvalid } from '../../lib/field-errors';
import { useTexts } from '../../lib/i18n';
import { genderLabel, nationalityLabel } from '../../lib/person-labels';
import {
  checkVisitor,
  EMPTY_VISITOR,
  type VisitorFormErrors,
  type VisitorFormValues,
} from './visitor-validation';

interface AddVisitorFormProps {
  /** The first person must give a document number; later ones may leave it empty. */
  isFirst: boolean;
  nameRef: Ref<HTMLInputElement>;
  /** Adds the person; answers the spec's message when the booking cannot take them. */
  onAdd: (person: Person) => string | null;
  /** Shown when there are people already: closes the form without adding. */
  onClose?: () => void;
  /** The person already on the booking with this document number, if any. */
  sameDocumentAs: (documentNumber: string) => Person | undefined;
}

/** A person waiting for the visitor to say whether they may replace someone on the list. */
interface PendingReplacement {
  person: Person;
  replaces: Person;
}

// Where focus goes for each field's error, in the order the fields appear.
const FIELD_IDS: [keyof VisitorFormValues, string][] = [
  ['name', 'visitor-name'],
  ['documentNumber', 'visitor-document'],
  ['gender', 'visitor-gender-M'],
  ['dob', 'visitor-dob'],
  ['nationality', 'visitor-nationality-IN'],
];

/** The add-visitor form: name, document number, gender, date of birth, nationality. */
export function AddVisitorForm({ isFirst, nameRef, onAdd, onClose, sameDocumentAs }: AddVisitorFormProps) {
  const [values, setValues] = useState<VisitorFormValues>(EMPTY_VISITOR);
  const [errors, setErrors] = useState<VisitorFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingReplacement | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(FIELD_IDS);
  const { earliest, latest } = dobWindow(new Date());
  const { t } = useTexts();

  useEffect(() => {
    if (pending) question.current?.focus();
  }, [pending]);

  const set = (field: keyof VisitorFormValues) => (value: string) => {
    setPending(null);
    setValues((current) => ({ ...current, [field]: value }));
  };

  function add(person: Person) {
    setPending(null);
    const problem = onAdd(person);
    setRefusal(problem);
    if (!problem) setValues(EMPTY_VISITOR);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkVisitor(values, isFirst, new Date());
    setErrors(checked.errors ?? {});
    if (checked.errors) {
      setRefusal(null);
      focusFirstInvalid(checked.errors);
      return;
    }
    // The spec's rule stands (one person per document number), but never silently: ask first.
    const replaces = sameDocumentAs(checked.person.documentNumber);
    if (replaces) {
      setRefusal(null);
      setPending({ person: checked.person, replaces });
      return;
    }
    add(checked.person);
  }

  function keepEarlier() {
    setPending(null);
    document.getElementById('visitor-document')?.focus();
  }

  return (
    <form className="visitor-form" onSubmit={submit} noValidate aria-label={t('visitors.formName')}>
      <Field id="visitor-name" label={t('visitors.name')} error={errors.name}>
        {(control) => (
          <input
            {...control}
            ref={nameRef}
            placeholder={t('visitors.namePlaceholder')}
            autoComplete="off"
            value={values.name}
            onChange={(event) => set('name')(event.target.value)}
          />
        )}
      </Field>
      <Field
        id="visitor-document"
        label={isFirst ? t('visitors.document') : t('visitors.documentOptional')}
        hint={isFirst ? t('visitors.documentHint') : t('visitors.documentHintOptional')}
        error={errors.documentNumber}
      >
        {(control) => (
          <input
            {...control}
            placeholder={t('visitors.documentPlaceholder')}
            autoComplete="off"
            maxLength={20}
            value={values.documentNumber}
            onChange={(event) => set('documentNumber')(event.target.value)}
          />
        )}
      </Field>
      <ChoiceGroup
        name="visitor-gender"
        legend={t('visitors.gender')}
        options={GENDERS.map((code) => ({ value: code, label: genderLabel(code) }))}
        value={values.gender}
        onChange={set('gender')}
        error={errors.gender}
      />
      <Field id="visitor-dob" label={t('visitors.dob')} error={errors.dob}>
        {(control) => (
          <input
            {...control}
            type="date"
            min={earliest}
            max={latest}
            value={values.dob}
            onChange={(event) => set('dob')(event.target.value)}
          />
        )}
      </Field>
      <ChoiceGroup
        name="visitor-nationality"
        legend={t('visitors.nationality')}
        options={NATIONALITIES.map((code) => ({ value: code, label: nationalityLabel(code) }))}
        value={values.nationality}
        onChange={set('nationality')}
        error={errors.nationality}
      />
      {pending && (
        <div className="visitor-replace" role="alert">
          <p ref={question} tabIndex={-1}>
            {t('visitors.replaceQuestion', {
              earlier: pending.replaces.name,
              number: pending.person.documentNumber,
              name: pending.person.name,
            })}
          </p>
          <div className="visitor-form-actions">
            <button type="button" className="button" onClick={() => add(pending.person)}>
              {t('visitors.replace', { earlier: pending.replaces.name })}
            </button>
            <button type="button" className="button button-secondary" onClick={keepEarlier}>
              {t('visitors.keep', { earlier: pending.replaces.name })}
            </button>
          </div>
        </div>
      )}
      {refusal && (
        <p className="visitor-refusal" role="alert">
          {refusal}
        </p>
      )}
      <div className="visitor-form-actions">
        <button type="submit" className="button">
          {t('visitors.addPerson')}
        </button>
        {onClose && (
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('visitors.doneAdding')}
          </button>
        )}
      </div>
    </form>
  );
}
